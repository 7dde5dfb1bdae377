import { normalize } from '../parse/normalize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { SolverError } from '../errors';
import { scaledRegion } from './lengthScale';
import { readMultiple } from './multiple';
import { readPlaneRegion } from './planeRegion';
import { NOT_THE_TOTAL, readBetweenCurves, readRegion } from './region';

/**
 * The mass of a lamina (a plate, « une plaque ») with a density: the double integral of the density
 * over the region it occupies. The question is rewritten as ∬ ρ dA over the same words, and the
 * region readers (a rectangle, a disk or a part of one, a region between curves, inequalities) read
 * the region as they read any double integral. A density only "proportional to" something has an
 * unknown constant and is left unread.
 */
const ASKS_MASS = /\b(?:mass|masse)\b/i;
const UNKNOWN_CONSTANT = /\bproportional\b|\bproportionnelle\b/i;

/** The density in words: its distance to the origin, or the square of it. */
const DISTANCE: Array<[RegExp, string]> = [
  [/\b(?:the\s+)?square\s+of\s+(?:its|the)\s+distance\s+(?:from|to)\s+the\s+origin\b|\bcarr[ée]\s+de\s+(?:sa|la)\s+distance\s+[àa]\s+l['’]\s*origine\b/i, 'x^2 + y^2'],
  [/\b(?:its|the)\s+distance\s+(?:from|to)\s+the\s+origin\b|\b(?:sa|la)\s+distance\s+[àa]\s+l['’]\s*origine\b/i, 'sqrt(x^2 + y^2)'],
  [/\b(?:its|the)\s+distance\s+(?:from|to)\s+the\s+x[\s-]?axis\b|\b(?:sa|la)\s+distance\s+[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*x\s*\)|O\s*x|des\s+abscisses)/i, 'abs(y)'],
  [/\b(?:its|the)\s+distance\s+(?:from|to)\s+the\s+y[\s-]?axis\b|\b(?:sa|la)\s+distance\s+[àa]\s+l['’]\s*axe\s+(?:\(\s*O\s*y\s*\)|O\s*y|des\s+ordonn[ée]es)/i, 'abs(x)'],
];

/** "density ρ(x, y) = 1 + xy", « de masse surfacique ρ(x,y) = … », "density function x + y": the formula, and the words it spans. */
const DENSITY = /(?:,?\s*\b(?:if|when|where|with|whose|and|si|avec|dont|et|de)\s+(?:the\s+|its\s+|a\s+|la\s+|sa\s+|une?\s+)?)?\b(?:(?:mass\s+|volume\s+)?density(?:\s+function)?|densit[ée](?:\s+(?:surfacique|volumique))?|masse\s+(?:surfacique|volumique))\s*(?:(?:at|au\s+point|en)\s+(?:(?:the\s+|any\s+)?point\s+)?\(\s*x\s*[,;]\s*y\s*(?:[,;]\s*z\s*)?\)\s*)?(?:(?:is|est)\s+)?(?:(?:given\s+by|donn[ée]e\s+par)\s+)?(?:\$?\s*(?:ρ|δ|σ|μ|\\?(?:rho|delta|sigma|mu)|f)\s*(?:\(\s*x\s*[,;]\s*y\s*(?:[,;]\s*z\s*)?\)\s*)?=\s*)?(.+?)\s*(?=[.;?]\s|[.;?]?$|,\s|\s(?:over|on|sur|in|dans|where|o[uù]|if|si|and|et|find|calculer|determine|d[ée]terminer|lies|occupies|covers|fills|is|occupe|recouvre|est|bounded|enclosed|limit[ée]e?|d[ée]limit[ée]e?)\b)/i;

/** "5xy kg/m²", « 3x g/cm^2 », "2 kg/m": a unit after the density's formula, whose letters are no factors of it. */
const DENSITY_UNIT = /\s*\(?\s*(?:(?:en|in)\s+)?(?:kg|g|mg|t)\s*(?:\/|\s*\.\s*|\s*·\s*)\s*(?:km|m|cm|mm|dm)\s*(?:\^?\s*[23]|[²³])?\s*\)?\s*$|\s*\(?\s*(?:(?:en|in)\s+)?(?:kg|g|mg)\s*(?:km|m|cm|mm|dm)\s*\^?\s*-\s*[123]\s*\)?\s*$/i;

/** The unit after the formula, and the dollars of LaTeX around it ($\rho(x,y) = x$), are no part of it. */
const withoutUnit = (d: { formula: string; span: string }): { formula: string; span: string; unit?: string } => {
  const formula = d.formula.replace(/^\$+|\$+$/g, '');
  const unit = DENSITY_UNIT.exec(formula)?.[0].match(/\b(kg|mg|g|t)\b/)?.[1];
  return { ...d, formula: formula.replace(DENSITY_UNIT, ''), ...(unit ? { unit } : {}) };
};

/**
 * A region typed in LaTeX ($D=\{(x,y) : 0\le x\le 2\}$) as the region readers read it typed
 * plainly: the dollars, the escaped braces, \le and \ge, the spacing commands; its boundary named
 * in other words ("with edges given by", « bordée par ») as "bounded by".
 */
export function plainRegion(text: string): string {
  return text
    // "with edges given by the lines …", "whose sides are", « bordée par »: the region's boundary, as the region readers name it
    .replace(/\b(?:with|whose|having)\s+(?:its\s+)?(?:edges|sides|boundary|boundaries)\s+(?:(?:are|is)\s+)?(?:(?:given|formed|made)\s+by|along|on)?\s*/gi, 'bounded by ')
    .replace(/\b(?:bordered|edged)\s+by\b/gi, 'bounded by')
    .replace(/\b(?:bord[ée]e?|dont\s+les\s+(?:c[ôo]t[ée]s|bords)\s+sont(?:\s+port[ée]s\s+par)?)\s+(?:par\s+)?/gi, 'limitée par ').replace(/\$/g, ' ').replace(/\\([{}])/g, '$1').replace(/\\(?:leqslant|leq|le)(?![a-z])/g, '≤').replace(/\\(?:geqslant|geq|ge)(?![a-z])/g, '≥')
    .replace(/\\(?:mid|vert)(?![a-z])/g, '|').replace(/\\[,;: !]|\\quad(?![a-z])/g, ' ').replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)');
}

/** A shape named in words: a clause with one of these describes the region even without a formula. */
const SHAPE = /\b(?:disk|disc|triangle|rectangle|square|quarter|half|ball|sphere|hemisphere|cone|cylinder|cube|box|tetrahedron|sector|annulus|cardioid|quadrant|octant|disque|triangle|carr[ée]|quart|demi|boule|sph[èe]re|c[ôo]ne|cylindre|cube|pav[ée]|t[ée]tra[èe]dre|secteur|couronne|cardio[iï]de|quadrant|octant)/i;

/**
 * The clauses first and last that are left with neither a formula nor a shape once the question,
 * the density and the mass are taken out ("Given the , …", « … . Déterminer sa masse et son »): the
 * lead-in and the question's remains, no part of the region. The sentence's end goes too, no part of
 * its last inequality.
 */
export function withoutBareClauses(region: string): string {
  const bare = (clause: string): boolean => !/[\d=≤≥<>{}^²√]/.test(clause) && !SHAPE.test(clause);
  let text = region.replace(/[\s,.;]+$/, '');
  for (;;) {
    const lead = /^([^.;,]*)[.;,]\s+/.exec(text);
    const tail = /[.;,]\s+([^.;,]*)$/.exec(text);
    if (lead && bare(lead[1]) && lead[0].length < text.length) text = text.slice(lead[0].length);
    else if (tail && bare(tail[1])) text = text.slice(0, tail.index).replace(/[\s,.;]+$/, '');
    else break;
  }
  // "… y = x has density …", « … et a pour densité »: the verb the density was said with
  // (the a of "radius a" is a size, no verb)
  return text.replace(/[\s,.;]+$/, '').replace(/(?:\s+(?:and|et))?\s+(?:has|have|with|avec|(?<!\b(?:radius|rayon|side|c[ôo]t[ée]|height|hauteur|length|longueur|of|de|=)\s+)a|poss[èe]de)$/i, '');
}

export function densityOf(text: string): { formula: string; span: string; unit?: string } | null {
  const d = densityWritten(text);
  return d && withoutUnit(d);
}

function densityWritten(text: string): { formula: string; span: string } | null {
  for (const [re, formula] of DISTANCE) {
    const m = re.exec(text);
    if (m && /\b(?:density|densit[ée]|masse\s+surfacique)\b/i.test(text)) return { formula, span: m[0] };
  }
  // "… has the given density function ρ. D is …; ρ(x, y) = 5(x + y)": the formula written with its arguments wins
  const named = /(?:ρ|δ|σ|μ|\\?(?:rho|delta|sigma|mu))\s*\(\s*x\s*[,;]\s*y\s*(?:[,;]\s*z\s*)?\)\s*=\s*([^;]+?)\s*(?=[.;?]\s|[.;?]?$|,\s|\s(?:over|on|sur|in|dans|where|o[uù]|if|si|and|et|find|calculer|determine|d[ée]terminer|bounded|enclosed|limit[ée]e?)\b)/i.exec(text);
  const m = DENSITY.exec(text);
  if (named && !(m && m[0].includes(named[0]))) return { formula: named[1], span: named[0] };
  return m ? { formula: m[1], span: m[0] } : null;
}

/** A body of three dimensions, its mass a triple integral: a solid named, or a region bounded in z. */
const SOLID = /\b(?:solid|ball|hemisphere|cone|cylinder|cube|box|tetrahedron|ellipsoid|solide|boule|demi[\s-]boule|h[ée]misph[èe]re|c[ôo]ne|cylindre|t[ée]tra[èe]dre|pav[ée]|ellipso[iï]de|masse\s+volumique|volume\s+density)\b|\bz\s*(?:[<>]=?|≤|≥)|(?:≤|<=|≥|>=|<|>)\s*z\b|\bz\s*(?:\^\s*2|²)/i;

export function readLaminaMass(problem: ProblemInput): TaskOf<'multiple'> | SolverError | null {
  const raw = problem.raw;
  if (!ASKS_MASS.test(raw) || NOT_THE_TOTAL.test(raw) || UNKNOWN_CONSTANT.test(raw) || /∬|∭|\\iint|\bintegral\b|int[ée]grale/i.test(raw)) return null;
  const rho = densityOf(raw);
  if (!rho) return null;
  // the mass as a double integral of the density over the region as worded
  // a capital article ("A lamina …") would be taken for the region's name
  const region = raw.replace(rho.span, ' ').replace(/\b(?:mass|masse)\b/gi, ' ').replace(/(^|[.;]\s*)(?:An?|The|Une?|La|Le)\s+/g, '$1');
  // a solid's mass is the triple integral of its density (« masse volumique »), a lamina's the double one
  const solid = SOLID.test(region);
  const readOver = (words: string): TaskOf<'multiple'> | null => {
    const rewritten = normalize(solid ? `∭ (${rho.formula}) dV over ${words}` : `∬ (${rho.formula}) dA over ${words}`);
    for (const read of [readRegion, readPlaneRegion, readMultiple, readBetweenCurves]) {
      const task = read(rewritten);
      if (task && !(task instanceof SolverError) && task.bounds.length === (solid ? 3 : 2)) return task;
    }
    return null;
  };
  // a region whose size is a letter (x² + y² ≤ a²): read as the stretch of one shape
  const plain = withoutBareClauses(plainRegion(region));
  const task = readOver(plain) ?? scaledRegion(plain, readOver);
  // a density given with its unit (kg/m²): the mass is said in kg
  return task && rho.unit ? { ...task, massUnit: rho.unit } : task;
}
