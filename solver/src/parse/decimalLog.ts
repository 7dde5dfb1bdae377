import { text, type Text } from '../i18n';

// a bare log: not \log in LaTeX, not log_2 / log10 / logarithme, not part of a word; Log (capital)
// is the principal complex logarithm
const BARE_LOG = /(?<![\p{L}\\])log(?![\p{L}_\d])/gu;
const BARE_TEX_LOG = /\\log(?![\p{L}_\d])/gu;
// the statement says itself what log is (« où log désigne le logarithme népérien », « en base 2 »):
// that note is read where it is written, not overridden; a complex logarithm is no decimal one
const LOG_SAID = /\bcomplexe?s?\b|\bvaleur\s+principale|ℂ|\\mathbb\s*\{?C\b|\blog\s+(?:designe|est|means|denotes|is)\b|\blogarithmes?\s+(?:decimal|neperien|naturel|en\s+base|de\s+base)|\bbase\s*\d|\bnatural\s+log|\bcommon\s+log/i;

/**
 * In French school mathematics `log` is the decimal logarithm (the natural one is written ln), so a
 * French statement's bare log is written log₁₀ before it is read. Null when there is none to
 * rewrite or when the statement names the base itself.
 */
export function decimalLog(input: string): string | null {
  const plain = input.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (LOG_SAID.test(plain)) return null;
  const out = input.replace(BARE_TEX_LOG, '\\log_{10}').replace(BARE_LOG, 'log10');
  return out === input ? null : out;
}

/** Said with the interpretation, so the student sees which logarithm was read. */
export const DECIMAL_LOG_NOTE: Text = text('log is the decimal (base 10) logarithm', 'log désigne le logarithme décimal');

/** Said with the interpretation where a bare log is read as ln: the student who meant base 10 sees it and can write log10. */
export const NATURAL_LOG_NOTE: Text = text('log is read as the natural logarithm ln; write log10 for base 10', 'log est lu comme le logarithme népérien ln ; écrivez log10 pour la base 10');
