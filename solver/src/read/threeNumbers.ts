import type { ProblemInput } from '../strategy';
import type { Relation, TaskOf } from '../task/task';

/**
 * Three unknown numbers described by facts about the first, second and third, in English and
 * French: "The sum of three numbers is 19. The first number is twice the second, and the third is 3
 * more than the second.", « La somme de trois nombres est 30. Le premier est le double du deuxième
 * et le troisième vaut 2 de plus que le premier. ». The numbers are x, y and z in their order;
 * each fact reads "side is side", a side being a number, one of them k times, a sum of them, or
 * such a side with a number more or less. Three facts make the system; any sentence that is
 * neither a fact nor the question leaves the text to the other readers.
 */
const TRIGGER = /\b(?:three|3)\s+(?:real\s+|consecutive\s+)?numbers\b|\b(?:trois|3)\s+nombres\b/i;
const ORDINALS: Array<[RegExp, string]> = [
  [/\b(?:the\s+)?first(?:\s+(?:one|number))?\b|\b(?:le\s+)?premier(?:\s+nombre)?\b|\b(?:la\s+)?premiere\b/g, 'X'],
  [/\b(?:the\s+)?second(?:\s+(?:one|number))?\b|\b(?:le\s+)?(?:deuxieme|second)(?:\s+nombre)?\b/g, 'Y'],
  [/\b(?:the\s+)?third(?:\s+(?:one|number))?\b|\b(?:le\s+)?troisieme(?:\s+nombre)?\b/g, 'Z'],
];
const LETTER: Record<string, string> = { X: 'x', Y: 'y', Z: 'z' };
const MULTIPLE: Record<string, string> = { twice: '2', double: '2', triple: '3', thrice: '3', half: '1/2', moitie: '1/2', quadruple: '4' };
const N = String.raw`(\d+(?:\.\d+)?)`;
const IS = String.raw`(?:is\s+equal\s+to|equals|is|est\s+egale?\s+(?:a|au)|vaut|est|add\s+up\s+to|have\s+a\s+sum\s+of|ont\s+pour\s+somme)`;
const QUESTION = /^(?:find|determine|what\s+are|what\s+is|calculate|compute|give|trouver|determiner|calculer|donner|quels\s+sont|quel\s+est|que\s+vaut)\b\s*(.*)$/;
/** The question asks the numbers themselves: "Find the three numbers.", « Quels sont ces nombres ? » */
const THE_NUMBERS = /^(?:(?:the|these|those|all|les|ces)\s+)?(?:(?:three|3|trois)\s+)?(?:numbers|nombres)$|^(?:them|each\s+number|each|chacun\s+(?:de\s+)?ces\s+nombres|les)$/;
/** Or their sum or product: "Find the sum of the three numbers.", « Calculer le produit de ces trois nombres. » */
const OF_THE_NUMBERS = /^(?:the|their|le|la|leur)\s+(product|sum|produit|somme)(?:\s+(?:of|des|de)\s+(?:(?:the|these|those|ces|les)\s+)?(?:(?:three|3|trois)\s+)?(?:numbers|nombres))?$/;

/** A side of a fact as a formula in x, y, z; null when not read. */
function side(s: string): string | null {
  const t = s.trim().replace(/^(?:de\s+|du\s+|au\s+|a\s+)/, '');
  if (/^[XYZ]$/.test(t)) return LETTER[t];
  if (new RegExp(`^${N}$`).test(t)) return t;
  if (/^(?:the\s+sum\s+of\s+(?:the\s+|these\s+)?(?:three\s+numbers|them)|their\s+sum|la\s+somme\s+(?:des|de)\s+(?:ces\s+)?trois\s+nombres|leur\s+somme|(?:the\s+)?three\s+numbers|(?:les\s+|ces\s+)?trois\s+nombres)$/.test(t)) return 'x + y + z';
  let m = /^(?:the\s+sum\s+of|la\s+somme\s+(?:de|du))\s+([XYZ])\s+and\s+([XYZ])$|^(?:la\s+somme\s+(?:de|du))\s+([XYZ])\s+et\s+(?:de\s+|du\s+)?([XYZ])$|^([XYZ])\s+(?:plus|\+)\s+([XYZ])$/.exec(t);
  if (m) {
    const [p, q] = [m[1] ?? m[3] ?? m[5], m[2] ?? m[4] ?? m[6]];
    return `(${LETTER[p]} + ${LETTER[q]})`;
  }
  m = /^(?:(\d+(?:\.\d+)?)\s+times|(twice|thrice|half|double|triple|quadruple)(?:\s+of)?|(?:le|la)\s+(double|triple|quadruple|moitie)\s+(?:de|du)|(\d+)\s+fois)\s+(?:de\s+|du\s+)?([XYZ])$/.exec(t);
  if (m) return `${m[1] ?? m[4] ?? MULTIPLE[m[2] ?? m[3]]}*${LETTER[m[5]]}`;
  // "3 more than the second", « 2 de plus que le premier », "the second plus 4", "5 less than twice the first"
  m = new RegExp(String.raw`^${N}\s+(more|less|de\s+plus|de\s+moins)\s+(?:than|que|qu)\s+(.+)$`).exec(t);
  if (m) {
    const inner = side(m[3]);
    return inner === null ? null : `${inner} ${/more|plus/.test(m[2]) ? '+' : '-'} ${m[1]}`;
  }
  m = new RegExp(String.raw`^(.+?)\s+(plus|minus|increased\s+by|decreased\s+by|augmente\s+de|diminue\s+de|moins)\s+${N}$`).exec(t);
  if (m) {
    const inner = side(m[1]);
    return inner === null ? null : `${inner} ${/plus|increased|augmente/.test(m[2]) ? '+' : '-'} ${m[3]}`;
  }
  return null;
}

/** "side is side" as a relation; null when either side is not read. */
function fact(clause: string): Relation | null {
  const m = new RegExp(String.raw`^(.+?)\s+${IS}\s+(.+)$`).exec(clause.trim());
  if (!m) return null;
  const [lhs, rhs] = [side(m[1]), side(m[2])];
  const bare = (f: string): string => (/^\([^()]*\)$/.test(f) ? f.slice(1, -1) : f);
  return lhs === null || rhs === null ? null : { lhs: bare(lhs), op: '=', rhs: bare(rhs) };
}

export function readThreeNumbers(problem: ProblemInput): TaskOf<'solve'> | null {
  const raw = (problem.raw ?? problem.text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'").toLowerCase();
  if (!TRIGGER.test(raw)) return null;
  let t = raw.replace(/\bl'|\bd'|\bqu'/g, (w) => `${w.slice(0, -1)} `);
  for (const [re, token] of ORDINALS) t = t.replace(re, token);
  const relations: Relation[] = [];
  let combined: string | null = null;
  let asked: string | null = null;
  for (const sentence of t.split(/\s*(?:[.;?!](?:\s+|$)|,\s*)\s*/).filter((x) => x.trim() !== '')) {
    const clause = sentence.replace(/^(?:and|et|but|mais|also|aussi)\s+/, '').trim();
    // a question asking something else than the numbers is answered, or the text is not read
    const q = QUESTION.exec(clause);
    if (q) {
      const object = q[1].trim();
      if (THE_NUMBERS.test(object)) continue;
      const of = OF_THE_NUMBERS.exec(object);
      const one = /^([XYZ])$/.exec(object);
      // a product would make the system not linear, which is not solved here: not read
      if (of && /product|produit/.test(of[1])) return null;
      if (of && !combined) combined = 'x + y + z';
      else if (one && !asked) asked = LETTER[one[1]];
      else return null;
      continue;
    }
    // one fact, or two joined by "and" / « et » (not the "and" of "the sum of the first and second")
    const one = fact(clause);
    const joined = one ? [one] : [...clause.matchAll(/\s+(?:and|et)\s+/g)].map((m) => [fact(clause.slice(0, m.index)), fact(clause.slice((m.index ?? 0) + m[0].length))]).find((pair) => pair.every((r) => r !== null));
    if (!joined) return null;
    for (const r of joined) if (r) relations.push(r);
  }
  if (relations.length !== 3 || (combined && asked)) return null;
  // their sum asked: a fourth unknown s equal to it, the only one answered
  if (combined) return { kind: 'solve', relations: [...relations, { lhs: 's', op: '=', rhs: combined }], unknowns: ['x', 'y', 'z', 's'], domain: { kind: 'real' }, asked: ['s'] };
  if (asked) return { kind: 'solve', relations, unknowns: ['x', 'y', 'z'], domain: { kind: 'real' }, asked: [asked] };
  return { kind: 'solve', relations, unknowns: ['x', 'y', 'z'], domain: { kind: 'real' } };
}
