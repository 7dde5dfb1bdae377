import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../../contract/src';
import { solutionPdf } from './solution-pdf';

const PDF_OPTIONS = { isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/` };

/** The first page's text as a reader extracts it, runs of spaces made one. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, ...PDF_OPTIONS }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

const item: HistoryItem = {
  problem: { id: 'p1', title: null, rawInput: 'balance Fe + O2 → Fe2O3', inputType: 'text', ocrText: null, subject: 'chemistry', createdAt: '2026-01-05T10:00:00.000Z' },
  solution: {
    id: 's1',
    stepsJson: [
      {
        number: 1,
        title: 'Count the atoms of each element',
        explanation: 'One row per element.',
        formula: '\\begin{array}{c|cc} \\text{Element} & \\mathrm{Fe}\\ (a) & \\mathrm{O_{2}}\\ (b) \\\\ \\hline \\text{Fe} & 1 & 0 \\end{array}',
        table: { header: ['\\text{Element}', '\\mathrm{Fe}\\ (a)', '\\mathrm{O_{2}}\\ (b)'], rows: [['\\text{Fe}', '1', '0'], ['\\text{O}', '0', '2']], rowHeaders: true },
      },
    ],
    finalAnswer: '4Fe + 3O2 → 2Fe2O3',
    plainText: '',
    verified: true,
    verification: null,
    audioUrl: null,
    answer: null,
    method: 'chemistry.balance',
    category: 'balance',
    interpretation: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
};

describe('solution PDF', () => {
  it('writes a step table row by row in columns, not its array formula', async () => {
    const text = await pdfText(await solutionPdf(item, 'en'));
    expect(text).toContain('One row per element. Element | Fe (a) | O_2 (b) --------+--------+-------- Fe | 1 | 0 O | 0 | 2 Answer');
    expect(text).not.toMatch(/array|begin/);
  });
});
