// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Topic } from '@contract/library';
import type { PageRenderRequest } from '@contract/page-render';
import { renderPage } from './entry-server';

const student = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en' as const,
  role: 'student' as const,
  profileImageUrl: null,
  storeUploads: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const limits: Topic = {
  id: 't1',
  level: 'HS',
  subject: 'mathematics',
  topicSlug: 'limits',
  titleEn: 'Limits and continuity',
  titleFr: 'Limites et continuité',
  contentEn: 'A limit describes where $f(x)$ goes.',
  contentFr: 'Une limite décrit où va $f(x)$.',
  prerequisites: [],
  quizQuestionCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function request(fields: Partial<PageRenderRequest>): PageRenderRequest {
  return { url: '/', user: null, language: 'en', theme: 'system', readApi: async () => undefined, ...fields };
}

// The first render of a page compiles its code; later ones take milliseconds.
const slow = { timeout: 30_000 };

describe('renderPage', () => {
  it('draws the landing page for a visitor, with the strings it used', slow, async () => {
    const page = await renderPage(request({}));
    expect(page.html).toMatch(/<h1[^>]*>.*Understand every step/is);
    expect(Object.keys(page.bootstrap.catalogs)).toEqual(expect.arrayContaining(['common', 'landing']));
    expect(page.bootstrap).toMatchObject({ language: 'en', theme: 'system' });
    expect(JSON.stringify(page.bootstrap.queries)).toContain('"queryKey":["/api/auth/user"]');
  });

  it("draws a student's page with the data it reads, and hands the browser the same data", slow, async () => {
    const reads: string[] = [];
    const page = await renderPage(
      request({
        url: '/library',
        user: student,
        language: 'fr',
        readApi: async (url) => {
          reads.push(url);
          return url.startsWith('/api/library/topics') ? [limits] : undefined;
        },
      }),
    );
    expect(reads).toContain('/api/library/topics?level=HS');
    expect(page.html).toContain('Limites et continuité');
    expect(page.html).toContain('Bibliothèque de cours');
    expect(JSON.stringify(page.bootstrap.queries)).toContain('Limites et continuité');
    expect(page.bootstrap.catalogs.library).toBeDefined();
  });

  it('leaves to the browser what the API does not answer: the page shows it loading', slow, async () => {
    const page = await renderPage(request({ url: '/library', user: student }));
    expect(page.html).toContain('aria-busy="true"');
    expect(JSON.stringify(page.bootstrap.queries)).not.toContain('/api/library/topics');
  });
});
