import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { LIBRARY_SUBJECTS, LOCALES, isSubjectOfLevel, mathFragments } from '../../../../contract/src';
import { readSeedFiles } from './seed-files';

const files = readSeedFiles();
const topics = files.flatMap((f) => f.topics);
const slugs = new Set(topics.map((t) => t.slug));

describe('library seed content', () => {
  it('names each file after the level and subject of its topics', () => {
    for (const { file, topics: inFile } of files) {
      for (const t of inFile) expect(`${t.level}-${t.subject}.json`, `${t.slug} in ${file}`).toBe(file);
    }
  });

  it('uses catalog subjects and unique slugs', () => {
    const seen = new Map<string, number>();
    for (const t of topics) seen.set(t.slug, (seen.get(t.slug) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([s]) => s)).toEqual([]);
    expect(topics.filter((t) => !isSubjectOfLevel(t.level, t.subject)).map((t) => t.slug)).toEqual([]);
  });

  it('has the topic count of the catalog for every subject', () => {
    const short = LIBRARY_SUBJECTS.map((s) => ({ s, n: topics.filter((t) => t.level === s.level && t.subject === s.code).length }))
      .filter(({ s, n }) => n !== s.topicCount)
      .map(({ s, n }) => `${s.level} ${s.code}: ${n} of ${s.topicCount}`);
    expect(short, `subjects whose topic count differs from contract/src/library-catalog.ts: ${short.join('; ')}`).toEqual([]);
  });

  it('has titles and contents in both languages, several paragraphs each', () => {
    for (const t of topics) {
      for (const lang of LOCALES) {
        expect(t.title[lang].trim(), `${t.slug} title.${lang}`).not.toBe('');
        expect(t.content[lang].split('\n').filter((p) => p.trim()).length, `${t.slug} content.${lang} paragraphs`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('lists only existing topics as prerequisites, never itself', () => {
    const bad = topics.flatMap((t) => t.prerequisites.filter((p) => !slugs.has(p) || p === t.slug).map((p) => `${t.slug} → ${p}`));
    expect(bad).toEqual([]);
  });

  it('has at least 5 quiz questions with 4 options and a valid answer, in both languages', () => {
    for (const t of topics) {
      expect(t.quiz.length, `${t.slug} quiz length`).toBeGreaterThanOrEqual(5);
      t.quiz.forEach((q, i) => {
        expect(q.options.length, `${t.slug} question ${i + 1} options`).toBe(4);
        expect(Number.isInteger(q.answer) && q.answer >= 0 && q.answer < q.options.length, `${t.slug} question ${i + 1} answer`).toBe(true);
        for (const lang of LOCALES) {
          expect(q.question[lang].trim(), `${t.slug} question ${i + 1} ${lang}`).not.toBe('');
          expect(q.explanation[lang].trim(), `${t.slug} explanation ${i + 1} ${lang}`).not.toBe('');
          expect(q.options.every((o) => o[lang].trim() !== ''), `${t.slug} question ${i + 1} options ${lang}`).toBe(true);
        }
      });
    }
  });

  it('renders every LaTeX fragment with KaTeX', () => {
    const failures: string[] = [];
    const check = (where: string, text: string) => {
      for (const { latex, display } of mathFragments(text)) {
        try {
          katex.renderToString(latex, { displayMode: display, throwOnError: true, strict: 'ignore' });
        } catch (err) {
          failures.push(`${where}: ${latex} (${err instanceof Error ? err.message : String(err)})`);
        }
      }
    };
    for (const t of topics) {
      for (const lang of LOCALES) {
        check(`${t.slug} title.${lang}`, t.title[lang]);
        check(`${t.slug} content.${lang}`, t.content[lang]);
        t.quiz.forEach((q, i) => {
          check(`${t.slug} q${i + 1}.${lang}`, q.question[lang]);
          check(`${t.slug} q${i + 1} explanation.${lang}`, q.explanation[lang]);
          q.options.forEach((o, j) => check(`${t.slug} q${i + 1} option ${j + 1}.${lang}`, o[lang]));
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
