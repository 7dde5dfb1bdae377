import { isTrait, stem } from './traitWords';

/**
 * Mendel's first cross told in words: two forms are crossed, every offspring shows one of them, and
 * those offspring are crossed among themselves ("A black mouse mates with a brown mouse and all the
 * offspring are black. If two of the black offspring mate with each other …", « On croise une souris
 * noire avec une souris blanche ; tous les descendants sont noirs. Les F1 sont croisés entre eux »).
 * The form every offspring shows is the dominant one and the offspring are heterozygous, so the
 * question is about Ll × Ll; it is written back that way, with the dominance said, for the cross
 * reader. "The ratio of black to brown" asks the phenotypic ratio in that order (dominant first).
 */
const PARENTS = [
  /\b(?:an?|one|some|two)?\s*([^.;,]*?)\s+(?:mates?|mated|is\s+crossed|was\s+crossed|are\s+crossed|were\s+crossed|crossed|bred)\s+(?:with|to)\s+(?:an?\s+|some\s+)?([^.;,?]*?)\s*(?=[.;,?]|\s+and\s+(?:all|every)|$)/iu,
  /\bcrois(?:e|ons|ent|ée?s?)\s+(?:des|une?|deux)\s+([^.;,]*?)\s+(?:avec|et|à|par)\s+(?:des|une?)\s+([^.;,?]*?)\s*(?=[.;,?]|\s+et\s+tous|$)/iu,
  // « une souris noire de lignée pure est croisée avec une souris brune »
  /\b(?:une?|des|deux)\s+([^.;,]*?)\s+(?:est|sont|a\s+été|ont\s+été)\s+crois[ée]e?s?\s+(?:avec|à|par)\s+(?:des|une?)\s+([^.;,?]*?)\s*(?=[.;,?]|\s+et\s+tous|$)/iu,
];
/** Every offspring shows one form: "all the offspring are black", "the F1 are all tall", « tous les descendants sont noirs ». */
const UNIFORM = [
  /\ball\s+(?:of\s+)?(?:the\s+|their\s+)?(?:offspring|progeny|F1|calves|pups|puppies|kittens|seeds|plants|chicks|young|babies|children|descendants|mice)(?:\s+(?:plants|generation|offspring|mice))?\s+(?:are|were|had|have|showed|show|produced|were\s+all)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu,
  /\b(?:the\s+)?(?:F1|offspring|progeny)(?:\s+(?:generation|plants|mice))?\s+(?:are|were|is|was)\s+all\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu,
  /\btou(?:s|tes)\s+les\s+(?:descendants|individus|souriceaux|hybrides|veaux|plantes|graines|pois|F1)(?:\s+de\s+(?:la\s+)?F1)?\s+(?:sont|ont|présentent)\s+(?:des\s+|un\s+|une\s+|le\s+|la\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu,
  /\b(?:la\s+|les\s+)?F1\s+(?:est|sont)\s+(?:toute?s?\s+|entièrement\s+|uniquement\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)/iu,
];
/** The F1 named and crossed among themselves: "the F1 are self-pollinated", « les F1 sont croisés entre eux ». */
export const F1_AMONG_THEMSELVES = /\b(?:the\s+)?F1(?:\s+(?:plants|generation|offspring|mice))?\s+(?:are\s+|were\s+|is\s+|was\s+)?(?:crossed|mated|interbred|bred|self[\s-]?(?:pollinat\w*|fertili[sz]\w*|cross\w*)|selfed|allowed\s+to\s+(?:self|interbreed|mate))(?:\s+(?:with\s+each\s+other|among\s+themselves|together|to\s+each\s+other))?|\b(?:les\s+)?(?:individus\s+(?:de\s+(?:la\s+)?)?)?F1\s+(?:sont\s+)?crois[ée]e?s\s+entre\s+eux|\bcrois(?:e|ons)\s+(?:les\s+)?(?:individus\s+de\s+(?:la\s+)?)?F1\s+entre\s+eux|\bF1\s*[×x]\s*F1\b/iu;
/** The offspring crossed among themselves, named F1 or "two of the offspring"; what follows is the question. */
const AMONG_THEMSELVES = new RegExp(String.raw`\b(?:two|2)\s+(?:of\s+)?(?:the\s+|these\s+|their\s+)?(?:[\p{L}-]+\s+)?(?:offspring|F1|progeny|pups|kittens|plants|mice|calves)\s+(?:are\s+|were\s+)?(?:mate|mated|crossed|interbred|bred)(?:\s+(?:with\s+each\s+other|together|to\s+each\s+other))?|${F1_AMONG_THEMSELVES.source}`, 'iu');

const traitsOf = (phrase: string): string[] => [...new Set(phrase.split(/[^\p{L}-]+/u).filter(isTrait).map(stem))];

/** The F2 asked without the F1 said to be crossed: the F2 is by name the F1's own offspring ("What proportion of the F2 is brown?", « Quelle proportion de la F2 est brune ? »). */
const F2_ASKED = /(?<=^|[.;!?]\s+)[^.;!?]*?(?:\bF2\b|\bF₂|second\s+generation|deuxi[èe]me\s+g[ée]n[ée]ration)[^.;!?]*[.?!]?\s*$/iu;

export function uniformF1Text(text: string): string | null {
  const among = AMONG_THEMSELVES.exec(text) ?? (() => {
    const m = F2_ASKED.exec(text);
    // the question begins the sentence: nothing of it is taken for the crossing of the F1
    return m ? Object.assign([''], { index: m.index, input: text }) as RegExpExecArray : null;
  })();
  if (!among) return null;
  const before = text.slice(0, among.index);
  const p = PARENTS.map((r) => r.exec(before)).find((m) => m !== null);
  const all = UNIFORM.map((r) => r.exec(before)).find((m) => m !== null);
  if (!p || !all) return null;
  const [one, other] = [traitsOf(p[1]), traitsOf(p[2])];
  if (one.length !== 1 || other.length !== 1 || one[0] === other[0]) return null;
  const shown = traitsOf(all[1]);
  if (shown.length !== 1 || (shown[0] !== one[0] && shown[0] !== other[0])) return null;
  const [dominant, recessive] = shown[0] === one[0] ? [one[0], other[0]] : [other[0], one[0]];
  // the words as written, for the cross reader's own reading of the question
  const word = (s: string): string => text.split(/[^\p{L}-]+/u).find((w) => stem(w) === s && isTrait(w)) ?? s;
  const L = dominant[0].toUpperCase();
  const l = L.toLowerCase();
  const fr = /\b(?:croise|tous|les|des|une?)\b/i.test(text) && !/\b(?:the|and|are)\b/i.test(text);
  // the F2 asked is the offspring of the F1 written as parents
  const question = text.slice(among.index + among[0].length).replace(/^\s*[,;:.]?\s*/, '').replace(/\b(?:in\s+|of\s+)?the\s+F2(?:\s+generation)?|\ben\s+F2\b|\bde\s+la\s+F2\b|\bF2\b/giu, '').replace(new RegExp(String.raw`\bratio\s+of\s+${word(dominant)}\s+to\s+${word(recessive)}\b`, 'iu'), 'phenotypic ratio');
  const said = fr ? `Le ${word(dominant)} est dominant sur le ${word(recessive)}.` : `${word(dominant)} is dominant to ${word(recessive)}.`;
  return `${said} ${L}${l} × ${L}${l}. ${question}`;
}
