import { describe, expect, it } from 'vitest';
import { renderLatex } from './katexRender';

describe('renderLatex with text from users', () => {
  it('draws \\href and \\url with a javascript: target as text, not as a link', () => {
    for (const latex of [String.raw`\href{javascript:alert(1)}{x}`, String.raw`\url{javascript:alert(1)}`]) {
      const html = renderLatex(latex, false);
      expect(html).not.toMatch(/<a\b/);
      expect(html).not.toMatch(/href=/);
    }
  });

  it('adds no attributes from \\htmlClass, \\htmlId, \\htmlStyle or \\htmlData', () => {
    const html = renderLatex(String.raw`\htmlId{pwn}{x}\htmlStyle{background:url(//evil.example)}{y}\htmlData{onclick=alert(1)}{z}`, false);
    expect(html).not.toContain('id="pwn"');
    // The source stays visible as text (in the MathML annotation), never as an attribute.
    expect(html).not.toMatch(/style="[^"]*evil\.example/);
    expect(html).not.toMatch(/\sdata-onclick|\sonclick=/);
  });

  it('escapes markup typed as a formula', () => {
    const html = renderLatex('<img src=x onerror=alert(1)>', false);
    expect(html).not.toMatch(/<img\b/);
  });

  it('stops a self-expanding macro instead of hanging', () => {
    // Without maxExpand this never returns; with it KaTeX gives up and shows the source as an error.
    expect(renderLatex(String.raw`\def\a{\a\a}\a`, false)).toContain('katex-error');
  });
});
