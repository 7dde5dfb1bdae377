import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The set of points z of the plane with |z − a| = r, |z − a| = |z − b|, |(z − a)/(z − b)| = k,
 * Re(…) = c, Im(…) = c: "find the locus of z such that |z − i| = |z − 1|", « ensemble des points M
 * d'affixe z tels que |z̄ + 2i| = 3 ». Both sides are real, so the relation is one real equation
 * in x and y: a curve, never a finite set of roots. Read as ASCII with abs(), re(), im(), conj().
 */
/** i and z alone or glued to each other (2iz), never the first or last letter of a word (in, is, if). */
const TOKEN = String.raw`(?:[-+*/^().,\d\s|√π{}]|z̄|conj|sqrt|pi|(?<![A-Za-z])(?:Re|Im|[Aa]rg)(?![A-Za-z])|(?<![a-hj-y])[iz](?![a-hj-y]))`;
const RELATION = new RegExp(String.raw`${TOKEN}+=${TOKEN}+`, 'gu');
/** Words that ask for a set of points; a bare relation with only "solve … in ℂ" around it is one too. */
const LOCUS = /(?<![\p{L}])(?:locus|loci|lieu|ensemble\s+des\s+points|set\s+of\s+(?:all\s+)?(?:the\s+)?points|describe|d[ée]crire|sketch|repr[ée]sente[rz]?|represent|nature|graph|argand|(?:all\s+)?(?:the\s+)?points\s+(?:z\s+|M\s+)?(?:of|in|on)\s+the\s+(?:complex\s+)?plane|(?:tous\s+)?les\s+points\s+M(?:\s+d['’]\s*affixe\s+z)?|(?:all\s+(?:the\s+)?)?complex\s+(?:numbers?\s+)?z\s+(?:such\s+that|satisfying|for\s+which|with)|(?:tous\s+)?les\s+(?:nombres\s+)?complexes\s+z\s+(?:tels\s+que|v[ée]rifiant)|ensemble\s+des\s+(?:nombres\s+)?(?:complexes\s+)?z(?:\s*(?:∈|in)\s*(?:ℂ|C))?\s+(?:tels\s+que|v[ée]rifiant)|ensemble\s+des\s+(?:nombres\s+)?complexes(?:\s+z)?\s+(?:tels\s+que|v[ée]rifiant)|set\s+of\s+(?:all\s+)?z(?:\s*(?:∈|in)\s*(?:ℂ|C))?\s+(?:such\s+that|satisfying|with|for\s+which))(?![\p{L}])/iu;
const BARE = /^\s*(?:(?:solve|r[ée]soudre)\s*:?\s*)?(?:(?:in|dans)\s+(?:C|ℂ)\s*[:,]?)?\s*$/iu;
const TAIL = /^\s*(?:(?:in|dans|over|sur)\s+(?:C|ℂ)|,?\s*z\s*(?:∈|in)\s*(?:C|ℂ))?\s*[.?!]?\s*$/iu;

/** "(z − 1)/(z + 1) is real", « Z soit un imaginaire pur » (Z a name given before): Im(…) = 0 or Re(…) = 0. */
const KIND_OF_NUMBER = new RegExp(String.raw`((?:${TOKEN}|(?<![\p{L}])Z(?![\p{L}]))+?)\s+(?:soit|est|is|be)\s+(?:un\s+|a\s+)?(?:(r[ée]el(?:le)?|real)|(imaginaire\s+pur|pure(?:ly)?\s+imaginary|imaginary))(?![\p{L}])`, 'iu');
/** « On pose Z = (z − 1)/(z + 1) », "let Z = …": the number named by a capital. */
const NAMED_Z = new RegExp(String.raw`(?<![\p{L}])Z\s*=\s*(${TOKEN}+?)(?=\s*(?:[,;:]|\.\s|\.?$))`, 'u');

function kindOfNumber(t: string): TaskOf<'complex_locus'> | null {
  const m = KIND_OF_NUMBER.exec(t);
  if (!m || !LOCUS.test(t)) return null;
  let expr = m[1].trim().replace(/^Z\s*=\s*/, '');
  if (expr === 'Z') expr = NAMED_Z.exec(t)?.[1]?.trim() ?? '';
  if (!/z/.test(expr) || /Z/.test(expr)) return null;
  const inner = toFormula(expr);
  if (inner === null || /abs\(|re\(|im\(/.test(inner)) return null;
  return { kind: 'complex_locus', lhs: `${m[2] ? 'im' : 're'}(${inner})`, rhs: '0' };
}

/** The relation typed in LaTeX (\arg, \left| z \right|, \frac{3\pi}{4}, \operatorname{Re}, \overline{z}) as the plain notation read below. */
function plainLatex(t: string): string {
  let s = t.replace(/\\left\s*\|/g, '|').replace(/\\right\s*\|/g, '|').replace(/\\[lr]vert/g, '|').replace(/\\(?:arg|Arg)(?![A-Za-z])/g, 'arg')
    .replace(/\\operatorname\s*\{\s*(Re|Im|Arg|arg)\s*\}/g, '$1').replace(/\\(?:mathrm|text)\s*\{\s*(Re|Im)\s*\}/g, '$1').replace(/\\(?:Re|Im)(?![A-Za-z])/g, (m) => m.slice(1))
    .replace(/\\(?:overline|bar)\s*\{\s*z\s*\}/g, 'z̄').replace(/\\pi(?![A-Za-z])/g, 'π').replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)').replace(/\\left\s*\(/g, '(').replace(/\\right\s*\)/g, ')').replace(/\\[,;! ]/g, ' ');
  // \frac{a}{b} → (a)/(b), innermost first
  for (let k = 0; k < 4 && /\\[dt]?frac/.test(s); k++) s = s.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_m, a: string, b: string) => `${grouped(a)}/${grouped(b)}`);
  return s;
}

/** A numerator or denominator bracketed only when it is more than one term or factor (3π, not 1 + i). */
const grouped = (x: string): string => (/^\s*[\dπ.]*[A-Za-zπ]?\s*$/u.test(x) ? x.trim() : `(${x})`);

export function readComplexLocus(problem: ProblemInput): TaskOf<'complex_locus'> | null {
  const t = plainLatex(problem.text);
  const kind = kindOfNumber(t);
  if (kind) return kind;
  const found = [...t.matchAll(RELATION)].map((m) => ({ at: m.index, s: m[0] })).filter((m) => /z/.test(m.s) && /\||Re|Im|[Aa]rg/.test(m.s));
  if (found.length !== 1) return null;
  const { at, s } = found[0];
  // the relation read up to a sign it does not know (2\sqrt{5}, 3e^{…}) is only part of it
  if (/^[\\\p{L}]/u.test(t.slice(at + s.length)) && !/\s$/.test(s)) return null;
  const rel = s.trim().replace(/[.,\s]+$/, '');
  const around = t.slice(0, at) + ' ' + t.slice(at + s.length);
  if (!LOCUS.test(t) && !(BARE.test(t.slice(0, at)) && TAIL.test(t.slice(at + s.length)))) return null;
  if (!LOCUS.test(around) && !BARE.test(t.slice(0, at))) return null;
  const sides = rel.split('=');
  if (sides.length !== 2 || sides.some((x) => !x.trim())) return null;
  const [lhs, rhs] = sides.map(toFormula);
  if (lhs === null || rhs === null) return null;
  // both sides real: z only inside |…|, Re, Im (z = 1 + i is a number, not a locus)
  if ([lhs, rhs].some((x) => /z|(?<![A-Za-z])i(?![A-Za-z])/.test(outsideAtoms(x)))) return null;
  return { kind: 'complex_locus', lhs, rhs };
}

/** |…| as abs(…), Re/Im (with or without brackets) as re()/im(), z̄ as conj(z); null when the bars do not pair. */
function toFormula(side: string): string | null {
  // iz written i*z: the verifier's parser would read iz as one name
  let s = side.trim().replace(/(?<![A-Za-z])i\s*z(?![A-Za-z])/g, 'i*z').replace(/z̄/g, 'conj(z)').replace(/(?:√|sqrt)\s*(\d+)/g, 'sqrt($1)');
  s = s.replace(/(?<![A-Za-z])(Re|Im)\s+(z|conj\(z\))/g, (_m, f: string, a: string) => `${f.toLowerCase()}(${a})`)
    .replace(/(?<![A-Za-z])(Re|Im)\s*\(/g, (_m, f: string) => `${f.toLowerCase()}(`)
    // an argument, arg z or Arg(z − 1): a real number too
    .replace(/(?<![A-Za-z])[Aa]rg\s+(z|conj\(z\))/g, 'arg($1)').replace(/(?<![A-Za-z])[Aa]rg\s*\(/g, 'arg(').replace(/π/g, 'pi');
  let out = '';
  let open = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s[k];
    if (c !== '|') {
      out += c;
      continue;
    }
    // a bar after an operand closes; after an operator, a bracket or the start, it opens
    const before = out.trimEnd().slice(-1);
    const closes = open > 0 && before !== '' && /[\w)]/.test(before);
    if (closes) {
      out += ')';
      open--;
    } else {
      out += 'abs(';
      open++;
    }
  }
  return open === 0 ? out.replace(/\s+/g, ' ').trim() : null;
}

/** The formula with every abs(…), re(…), im(…), arg(…) taken out: what is left must be real numbers. */
export function outsideAtoms(f: string): string {
  let out = '';
  for (let k = 0; k < f.length; k++) {
    const m = /^(?:abs|re|im|arg)\(/.exec(f.slice(k));
    if (!m) {
      out += f[k];
      continue;
    }
    let depth = 0;
    let j = k + m[0].length - 1;
    for (; j < f.length; j++) {
      if (f[j] === '(') depth++;
      else if (f[j] === ')' && --depth === 0) break;
    }
    out += 'A';
    k = j;
  }
  return out;
}
