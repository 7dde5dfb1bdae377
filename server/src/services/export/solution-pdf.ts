import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { stepTableLines, type HistoryItem, type Locale } from '../../../../contract/src';
import { latexToText, symbolsToText } from './latex-text';

const PRODUCT_NAME = 'Stepwise';

const LABELS = {
  en: { title: (name: string) => `${name}: solution`, problem: 'Problem', readAs: 'We read your problem as', ocr: 'Text read from the upload', steps: 'Steps', answer: 'Answer', verified: 'Verified', unverified: 'Unverified', solvedOn: 'Solved on', none: 'Solution completed' },
  fr: { title: (name: string) => `${name} : solution`, problem: 'Problème', readAs: 'Nous avons compris', ocr: 'Texte lu dans le fichier', steps: 'Étapes', answer: 'Réponse', verified: 'Vérifiée', unverified: 'Non vérifiée', solvedOn: 'Résolu le', none: 'Solution terminée' },
} as const satisfies Record<Locale, Record<string, string | ((name: string) => string)>>;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);
const GREEN = rgb(0.05, 0.5, 0.25);
const AMBER = rgb(0.7, 0.45, 0.05);

/** Lays out wrapped lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly safe = new Map<string, boolean>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Standard PDF fonts only encode WinAnsi: anything else becomes "?" rather than failing. */
  private encodable(text: string, font: PDFFont): string {
    return Array.from(text, (c) => {
      let ok = this.safe.get(c);
      if (ok === undefined) {
        try {
          font.encodeText(c);
          ok = true;
        } catch {
          ok = false;
        }
        this.safe.set(c, ok);
      }
      return ok ? c : '?';
    }).join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** An image at the top of the flow, `height` points tall at most and never wider than the text. */
  image(image: PDFImage, maxHeight: number, gap = 8): void {
    const scaled = image.scaleToFit(PAGE.width - 2 * PAGE.margin, maxHeight);
    this.y -= scaled.height;
    this.page.drawImage(image, { x: PAGE.margin, y: this.y, width: scaled.width, height: scaled.height });
    this.y -= gap;
  }

  text(raw: string, options: { font?: 'regular' | 'bold' | 'mono'; size?: number; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}): void {
    const font = this.fonts[options.font ?? 'regular'];
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of this.wrap(this.encodable(raw, font), font, size, width)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 4;
  }
}

/** A tutor's white-label branding: their name instead of the product's, their logo and colour. */
export interface PdfBrand {
  displayName: string;
  /** #rrggbb */
  accentColor: string;
  /** The logo as PNG bytes (an SVG logo is drawn to PNG first), or null for the name alone. */
  logoPng: Uint8Array | null;
}

function hexColor(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * The solution as a PDF document: problem, how the solver read it, numbered steps with formulas as
 * text, answer, check. With a brand, the document carries the tutor's name (title and metadata),
 * logo and accent colour, and the product's name nowhere.
 */
export async function solutionPdf(item: HistoryItem, locale: Locale, brand?: PdfBrand): Promise<Uint8Array> {
  const t = LABELS[locale];
  const name = brand?.displayName ?? PRODUCT_NAME;
  const accent = brand ? hexColor(brand.accentColor) : INK;
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title(name)}: ${symbolsToText(item.problem.rawInput).slice(0, 60)}`);
  doc.setProducer(name);
  doc.setCreator(name);
  doc.setAuthor(name);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(doc, fonts);
  const solution = item.solution;

  if (brand?.logoPng) {
    // A logo that pdf-lib cannot read is left out: the name still carries the branding.
    const logo = await doc.embedPng(brand.logoPng).catch(() => null);
    if (logo) w.image(logo, 48);
  }
  w.text(t.title(name), { font: 'bold', size: 18, gap: 2, color: accent });
  w.text(`${t.solvedOn} ${new Date(item.problem.createdAt).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' })}`, { size: 9, color: MUTED, gap: 12 });

  w.text(t.problem, { font: 'bold', size: 13, color: accent });
  w.text(symbolsToText(item.problem.rawInput), { font: 'mono', size: 11, gap: 10 });
  if (solution?.interpretation) {
    w.text(t.readAs, { font: 'bold', size: 11 });
    w.text(symbolsToText(solution.interpretation.text), { size: 10.5, gap: 10 });
  }
  if (item.problem.ocrText) {
    w.text(t.ocr, { font: 'bold', size: 11 });
    w.text(symbolsToText(item.problem.ocrText), { size: 10, color: MUTED, gap: 10 });
  }

  if (solution) {
    w.text(t.steps, { font: 'bold', size: 13, color: accent });
    for (const step of solution.stepsJson) {
      w.text(`${step.number}. ${step.title}`, { font: 'bold', size: 11, gap: 1 });
      if (step.explanation) w.text(symbolsToText(step.explanation), { indent: 16, size: 10.5, gap: 1 });
      // A step table in columns of monospace text, one line per row, rather than its array formula on one line.
      if (step.table) for (const line of stepTableLines(step.table, latexToText)) w.text(line, { font: 'mono', indent: 16, size: 9.5, gap: 1 });
      else if (step.formula) w.text(latexToText(step.formula), { font: 'mono', indent: 16, size: 10 });
      w.text('', { size: 4, gap: 2 });
    }
    w.text(t.answer, { font: 'bold', size: 13, color: accent });
    const answer = solution.finalAnswer || (solution.answer ? latexToText(solution.answer.latex) : t.none);
    w.text(symbolsToText(answer), { font: 'mono', size: 12, gap: 10 });
    w.text(solution.verified ? `[OK] ${t.verified}` : t.unverified, { font: 'bold', color: solution.verified ? GREEN : AMBER, gap: 1 });
    if (solution.verification) w.text(symbolsToText(solution.verification), { size: 9.5, color: MUTED });
  }
  return doc.save();
}
