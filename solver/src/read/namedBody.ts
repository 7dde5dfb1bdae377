import type { TaskOf } from '../task/task';
import { multipleAscii } from './multiple';

/**
 * A lamina or a solid named by its shape, its size given by letters or numbers ("a disc of radius
 * R", « un cône de rayon R et de hauteur h », "a cube of side a", "a sector of radius a and angle
 * 2α"): the bounds of the region it fills, placed as courses place it — centred at the origin, a
 * half-disc above the x-axis, a sector symmetric about the positive x-axis, a solid resting on the
 * xy-plane with its axis along Oz, a rectangle or a cube with a corner at the origin. The placement
 * is stated back through the bounds in the interpretation. A hollow body, a shell or a wire is no
 * region and is left unread.
 */
type Multiple = TaskOf<'multiple'>;

export type ShapeName = 'ellipse' | 'disc' | 'half_disc' | 'quarter_disc' | 'sector' | 'rectangle' | 'ball' | 'hemisphere' | 'cylinder' | 'cone' | 'box';

export interface NamedBody {
  shape: ShapeName;
  bounds: Multiple['bounds'];
  coordinates?: Multiple['coordinates'];
  /** The sizes read, by name: r (radius), h (height), a and b (sides), c (third side). */
  size: Record<string, string>;
}

/** A size: a number, or one letter standing alone (a, R, h, L; ℓ as l). */
const VALUE = String.raw`(\d+(?:\.\d+)?|[A-Za-zℓ](?:_?\d)?)(?![\p{L}\d])`;

/** A body that is no region: a shell, a hollow solid, a wire or a ring. */
const NOT_A_REGION = /\b(?:hollow|shell|thin[\s-]walled|creu(?:x|se)|coque|enveloppe|wire|fil|hoop|ring|anneau|cerceau|arc)\b|\bsurface\s+(?:of\s+the\s+|de\s+la\s+)?sph/i;

/** LaTeX and unicode as the size readers read them: no dollars, α for \alpha, ℓ for \ell. */
export function plainBodyText(text: string): string {
  return text.replace(/\$/g, ' ')
    // \frac{x^{2}}{a^{2}} as x^2/a^2, \dfrac{y^2}{9} as y^2/9
    .replace(/\\[dt]?frac\s*\{\s*([xyz])\s*\^\s*\{?\s*2\s*\}?\s*\}\s*\{\s*([A-Za-z]\s*\^\s*\{?\s*2\s*\}?|\d+(?:\.\d+)?)\s*\}/g, (_m, v: string, d: string) => `${v}^2/${d.replace(/[{}\s]/g, '')}`)
    // the sizes said positive ("a > 0, b > 0", "(a, b > 0)"): a condition on the letters, no cut of the body
    .replace(/\(?\s*\b[a-wA-Z](?:\s*,\s*[a-wA-Z])*\s*>\s*0(?:\s*,\s*[a-wA-Z]\s*>\s*0)*\s*\)?(?![\d.])/g, ' ').replace(/\\alpha\b/g, 'α').replace(/\\theta\b/g, 'θ').replace(/\\ell\b/g, 'ℓ').replace(/\\(?:mathrm|text)\s*\{([^{}]*)\}/g, '$1');
}

const letter = (v: string): string => (v === 'ℓ' ? 'l' : v.replace(/_/g, ''));

/** The size named by one of the words: "radius R", "of radius 2", « de rayon a », "radius = a", "height is h". */
export function sizeNamed(text: string, words: string): string | null {
  const m = new RegExp(String.raw`\b(?:${words})(?:\s+(?:of|is|equal\s+to|égale?\s+à|vaut)\s+|\s*=\s*|\s+)${VALUE}`, 'iu').exec(text);
  if (!m) return null;
  // "of length 3 m", "radius 2 cm": a number with a unit is a physics datum, not a size of the shape
  const after = text.slice((m.index ?? 0) + m[0].length);
  if (/^\d/.test(m[1]) && /^\s*(?:m|cm|mm|km|ft)\b/.test(after)) return null;
  return letter(m[1]);
}

const radiusOf = (text: string): string | null => {
  const r = sizeNamed(text, String.raw`(?:base\s+)?radius|rayon(?:\s+de\s+(?:la\s+)?base)?`);
  if (r) return r;
  const d = sizeNamed(text, 'diameter|diamètre');
  return d ? (/^\d/.test(d) ? String(Number(d) / 2) : `${d}/2`) : null;
};
const heightOf = (text: string): string | null => sizeNamed(text, 'height|hauteur|altitude');

/** The sector's half-angle from its angle: "angle 2α" → α, "angle α" → α/2, "angle π/3" → π/6, "60°" → π/6. */
function halfAngle(text: string): string | null {
  const m = /\b(?:(?:vertex|central|opening|centre|center)\s+)?angle(?:\s+au\s+(?:centre|sommet))?\s*(?:(?:of|is|de|égal\s+à|=)\s*)?(2\s*\*?\s*)?(α|β|θ|φ|alpha|beta|theta|phi|(?:\d+\s*)?π\s*(?:\/\s*\d+)?|(?:\d+\s*)?pi\s*(?:\/\s*\d+)?|\d+(?:\.\d+)?\s*°)(?![\p{L}\d])/iu.exec(text);
  if (!m) return null;
  const name: Record<string, string> = { α: 'alpha', β: 'beta', θ: 'theta', φ: 'phi' };
  const raw = m[2].replace(/\s+/g, '');
  const doubled = Boolean(m[1]);
  if (/°$/.test(raw)) {
    const deg = Number(raw.slice(0, -1)) / (doubled ? 1 : 2);
    return deg > 0 && deg <= 180 ? `${deg}*pi/180` : null;
  }
  const angle = name[raw] ?? raw.replace(/π/g, 'pi');
  if (angle === 'theta') return null;
  return doubled ? angle : `(${angle})/2`;
}

const polar = (r: string, lo: string, hi: string): Pick<NamedBody, 'bounds' | 'coordinates'> => ({ coordinates: 'polar', bounds: [{ variable: 'r', lo: '0', hi: r }, { variable: 'theta', lo, hi }] });

/**
 * A part of the body named by a relation or a cut ("the part of the disc of radius a above y = 1",
 * « le disque de rayon R privé de … »): another region than the whole shape, which this never reads.
 */
const CUT = /[=<>≤≥⩽⩾]|\b(?:bounded|enclosed|between|above|below|under|beneath|inside|outside|within|cut|part|portion|section|hole|removed|limit[ée]e?|d[ée]limit[ée]e?|partie|au[\s-]dessus|au[\s-]dessous|sous|int[ée]rieur|ext[ée]rieur|entre|coup[ée]e?|trou|priv[ée]e?)(?![\p{L}])/iu;
/** A size or a mass given with an equals sign ("radius = a", « masse m = 2 »): no relation of the region. */
const SIZE_EQUALS = /\b(?:radius|rayon|diameter|diam[èe]tre|height|hauteur|altitude|length|longueur|side|edge|c[ôo]t[ée]|ar[êe]te|angle|mass|masse)(?:\s+[A-Za-z])?\s*=/gi;

/** x²/a² + y²/b² = 1 (or ≤ 1), the squares written as numbers or letters squared. */
const SQUARE = String.raw`(\d+(?:\.\d+)?|[A-Za-z]\s*(?:\^\s*2|²))`;
const ELLIPSE = new RegExp(String.raw`x\s*(?:\^\s*2|²)\s*\/\s*${SQUARE}\s*\+\s*y\s*(?:\^\s*2|²)\s*\/\s*${SQUARE}\s*(?:=|≤|<=|⩽)\s*1(?!\d|\.\d)`);
const semiAxis = (square: string): string => {
  if (!/^\d/.test(square)) return square.trim()[0];
  const root = Math.sqrt(Number(square));
  return Number.isInteger(root) ? String(root) : `sqrt(${square})`;
};

/**
 * x = a cos t, y = b sin t (or with θ), the parameter over one whole turn (0 ≤ t ≤ 2π, or no range
 * said): the ellipse x²/a² + y²/b² = 1, matched as its equation is, the range gone with it.
 */
const PARAMETRIC_ELLIPSE = /x\s*(?:\(\s*([a-zθ])\s*\))?\s*=\s*([A-Za-z]|\d+(?:\.\d+)?)\s*\*?\s*cos\s*\(?\s*([a-zθ])\s*\)?\s*(?:,|and|et)\s*y\s*(?:\(\s*[a-zθ]\s*\))?\s*=\s*([A-Za-z]|\d+(?:\.\d+)?)\s*\*?\s*sin\s*\(?\s*([a-zθ])\s*\)?/i;
function parametricEllipse(text: string): RegExpExecArray | null {
  const m = PARAMETRIC_ELLIPSE.exec(text);
  if (!m || m[3] !== m[5] || (m[1] && m[1] !== m[3])) return null;
  const t = m[3] === 'θ' ? '(?:θ|theta)' : m[3];
  const range = new RegExp(String.raw`,?\s*(?:(?:with|for|where|pour|avec|o[uù])\s+)?0\s*(?:≤|<=|⩽|<)\s*${t}\s*(?:≤|<=|⩽|<)\s*2\s*\*?\s*(?:π|pi)`, 'i');
  const rest = text.slice((m.index ?? 0) + m[0].length);
  const said = range.exec(rest);
  // another range of the parameter is an arc, not the whole ellipse
  if (!said && new RegExp(String.raw`(?:≤|<=|⩽|<)\s*${t}\b|\b${t}\s*(?:≤|<=|⩽|<|∈|\bin\b)`).test(rest)) return null;
  const square = (v: string): string => (/^\d/.test(v) ? String(Number(v) ** 2) : `${v}^2`);
  const found = Object.assign([`${m[0]}${said ? rest.slice(0, said.index + said[0].length) : ''}`, square(m[2]), square(m[4])], { index: m.index ?? 0, input: text }) as unknown as RegExpExecArray;
  return found;
}

/** A bound of a polar range as written: a number, a letter, π or α with a factor or a divisor (2π, -α, π/4, \\pi/3). */
const POLAR_BOUND = String.raw`(-?\s*[\w.π√α-ω\\*/()]+?)`;
const LESS = String.raw`\s*(?:≤|<=|⩽|<)\s*`;
const R_RANGE = new RegExp(String.raw`(?<![\w.])${POLAR_BOUND}${LESS}r${LESS}${POLAR_BOUND}(?=\s*(?:[,;)}]|\.(?!\d)|\s(?:and|et)\b|$))`, 'u');
const THETA_RANGE = new RegExp(String.raw`(?<![\w.])${POLAR_BOUND}${LESS}(?:θ|theta)${LESS}${POLAR_BOUND}(?=\s*(?:[,;)}]|\.(?!\d)|\s(?:and|et|with|avec)\b|$))`, 'u');
const polarAscii = (s: string): string => multipleAscii(s.replace(/π/g, 'pi').replace(/α/g, 'alpha').replace(/β/g, 'beta').replace(/\s+/g, ''));

/** "0 ≤ r ≤ a, −α ≤ θ ≤ α": a region written in polar coordinates, read as written, with nothing else cutting it. */
function polarRanges(whole: string): NamedBody | null {
  const r = R_RANGE.exec(whole);
  const theta = THETA_RANGE.exec(whole);
  if (!r || !theta) return null;
  const rest = whole.replace(r[0], ' ').replace(theta[0], ' ').replace(/\b[A-Z]\s*=\s*(?=\{)/g, ' ').replace(/\{\s*\(\s*r\s*,\s*(?:θ|theta)\s*\)\s*[:|]/g, ' ');
  if (NOT_A_REGION.test(rest) || CUT.test(rest.replace(SIZE_EQUALS, ' '))) return null;
  try {
    const [r0, r1, t0, t1] = [r[1], r[2], theta[1], theta[2]].map(polarAscii);
    return { shape: 'sector', size: { r: r1 }, coordinates: 'polar', bounds: [{ variable: 'r', lo: r0, hi: r1 }, { variable: 'theta', lo: t0, hi: t1 }] };
  } catch {
    return null;
  }
}

/** The named body in the text, or null when no shape with all its sizes is named, or only a part of it is meant. */
export function namedBody(written: string): NamedBody | null {
  const whole = plainBodyText(written);
  const ranges = polarRanges(whole);
  if (ranges) return ranges;
  // the ellipse's own equation is its name, no cut of it; x = a cos t, y = b sin t over a whole turn names it too
  const ellipse = /\bellips/i.test(whole) && !/\bellipso/i.test(whole) ? ELLIPSE.exec(whole) ?? parametricEllipse(whole) : null;
  // "the region inside the ellipse …", « le domaine limité par l'ellipse »: the ellipse's inside, no cut of it
  const text = ellipse ? whole.replace(ellipse[0], ' ').replace(/\b(?:(?:the\s+)?region\s+|(?:le\s+)?domaine\s+)?(?:inside|within|enclosed\s+by|bounded\s+by|int[ée]rieur\s+(?:[àa]|de)|limit[ée]e?\s+par|d[ée]limit[ée]e?\s+par)\s+(?:the\s+|l['’]\s*)?(?=ellipse)/i, ' ') : whole;
  if (NOT_A_REGION.test(text) || CUT.test(text.replace(SIZE_EQUALS, ' '))) return null;
  // half an ellipse, a quarter of it: another region than the whole
  if (ellipse && /\b(?:half|upper|lower|right|left|quarter|quadrant|part|demi|moiti[ée]|quart|sup[ée]rieure?|inf[ée]rieure?)/i.test(text)) return null;
  if (ellipse) {
    const [a, b] = [semiAxis(ellipse[1]), semiAxis(ellipse[2])];
    const half = `${b}*sqrt(1 - x^2/${/^\w+$/.test(a) ? a : `(${a})`}^2)`;
    return { shape: 'ellipse', size: { a, b }, bounds: [{ variable: 'y', lo: `-${half}`, hi: half }, { variable: 'x', lo: `-${a}`, hi: a }] };
  }
  const r = radiusOf(text);
  const h = heightOf(text);
  if (/\b(?:hemisphere|h[ée]misph[èe]re|half[\s-]ball|demi[\s-]boule|demi[\s-]sph[èe]re)\b/i.test(text)) {
    return r ? { shape: 'hemisphere', size: { r }, coordinates: 'spherical', bounds: [{ variable: 'rho', lo: '0', hi: r }, { variable: 'phi', lo: '0', hi: 'pi/2' }, { variable: 'theta', lo: '0', hi: '2*pi' }] } : null;
  }
  if (/\b(?:cone|c[ôo]ne)\b/i.test(text)) {
    // resting on its base in the xy-plane, its vertex at (0, 0, h)
    return r && h ? { shape: 'cone', size: { r, h }, coordinates: 'cylindrical', bounds: [{ variable: 'z', lo: '0', hi: `${h}*(1 - r/${r})` }, { variable: 'r', lo: '0', hi: r }, { variable: 'theta', lo: '0', hi: '2*pi' }] } : null;
  }
  if (/\b(?:cylinder|cylindre)\b/i.test(text)) {
    return r && h ? { shape: 'cylinder', size: { r, h }, coordinates: 'cylindrical', bounds: [{ variable: 'z', lo: '0', hi: h }, { variable: 'r', lo: '0', hi: r }, { variable: 'theta', lo: '0', hi: '2*pi' }] } : null;
  }
  if (/\b(?:ball|sphere|boule|sph[èe]re)\b/i.test(text)) {
    return r ? { shape: 'ball', size: { r }, coordinates: 'spherical', bounds: [{ variable: 'rho', lo: '0', hi: r }, { variable: 'phi', lo: '0', hi: 'pi' }, { variable: 'theta', lo: '0', hi: '2*pi' }] } : null;
  }
  if (/\bcube\b/i.test(text)) {
    const a = sizeNamed(text, String.raw`(?:side|edge)(?:\s+length)?|c[ôo]t[ée]|ar[êe]te`);
    return a ? { shape: 'box', size: { a }, bounds: ['z', 'y', 'x'].map((variable) => ({ variable, lo: '0', hi: a })) } : null;
  }
  if (/\b(?:circular\s+)?sector\b|\bsecteur\b/i.test(text)) {
    const half = halfAngle(text);
    return r && half ? { shape: 'sector', size: { r }, ...polar(r, `-${/^\w+$/.test(half) ? half : `(${half})`}`, half) } : null;
  }
  if (/\bquarter[\s-]?(?:dis[ck]|circle|circular)|\bquart\s+de\s+(?:disque|cercle)|\bquart[\s-]de[\s-]disque/i.test(text)) {
    return r ? { shape: 'quarter_disc', size: { r }, ...polar(r, '0', 'pi/2') } : null;
  }
  if (/\bsemi-?circ(?:le|ular)|\bhalf[\s-]?(?:dis[ck]|circle)|\bsemi-?dis[ck]|\bdemi[\s-]?(?:disque|cercle)|\bsemi-?circulaire/i.test(text)) {
    return r ? { shape: 'half_disc', size: { r }, ...polar(r, '0', 'pi') } : null;
  }
  if (/\b(?:dis[ck]|disque|circular\s+(?:plate|lamina|sheet)|plaque\s+circulaire)\b/i.test(text)) {
    return r ? { shape: 'disc', size: { r }, ...polar(r, '0', '2*pi') } : null;
  }
  if (/\brectang(?:le|ular|ulaire)\b/i.test(text)) {
    const sides = new RegExp(String.raw`\b(?:sides?|c[ôo]t[ée]s|dimensions)\s+(?:(?:of\s+)?(?:lengths?\s+)?|de\s+)?${VALUE}\s*(?:and|et|by|×|\\times)\s*${VALUE}|${VALUE}\s*(?:×|\\times|by)\s*${VALUE}`, 'iu').exec(text);
    const a = sides ? letter(sides[1] ?? sides[3]) : sizeNamed(text, 'width|base|largeur|length|longueur');
    const b = sides ? letter(sides[2] ?? sides[4]) : heightOf(text);
    return a && b && a !== b ? { shape: 'rectangle', size: { a, b }, bounds: [{ variable: 'y', lo: '0', hi: b }, { variable: 'x', lo: '0', hi: a }] } : null;
  }
  if (/\bsquare\s+(?:plate|lamina|sheet)|\bplaque\s+carr[ée]e/i.test(text)) {
    const a = sizeNamed(text, String.raw`side(?:\s+length)?|c[ôo]t[ée]`);
    return a ? { shape: 'rectangle', size: { a, b: a }, bounds: [{ variable: 'y', lo: '0', hi: a }, { variable: 'x', lo: '0', hi: a }] } : null;
  }
  return null;
}
