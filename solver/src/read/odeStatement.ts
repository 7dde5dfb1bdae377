/**
 * The words around a differential equation stated as a model: a label naming the model ("RC
 * circuit:", « Loi de refroidissement : »), a subject that "satisfies" the equation (« La
 * température d'un corps vérifie … »), the values of its constants ("with L = 2, R = 10, E = 20")
 * and the closing question naming the unknown function ("Find T(t).", « Déterminer q(t). »).
 * Each is set aside only when it says nothing the equation does not; anything else stays, and the
 * equation reader then refuses it by name.
 */

/** Words that name a model: a label made of them says nothing the equation does not. */
const MODEL = /(?<![\p{L}])(?:circuit|cooling|heating|refroidissement|r[ée]chauffement|newton|logistic|logistique|population|growth|croissance|decay|d[ée]croissance|radioacti\p{L}*|tank|cuve|r[ée]servoir|mixing|m[ée]lange|model|mod[èe]le|RC|RL|RLC|LC|charge|discharge|d[ée]charge|spring|ressort|oscillat\p{L}*|pendulum|pendule|law|loi)(?![\p{L}])/iu;
const LABEL = /^\s*([^:=\d]{1,60}?)\s*:\s*(?=\S)/u;

/** "The temperature of a body satisfies", « La température d'un corps vérifie » (no number, no formula before the verb). */
const SUBJECT = /^\s*[^=\d]{1,100}?(?<![\p{L}])(?:satisfies|satisfy|obeys|verifies|follows|(?:\p{L}+\s+)?according\s+to|is\s+governed\s+by|is\s+modell?ed\s+by|v[ée]rifie|satisfait|ob[ée]it\s+[àa]|est\s+r[ée]gie?\s+par|suit|selon)(?![\p{L}])\s*(?:the\s+(?:differential\s+)?equation|l['’]\s*[ée]quation(?:\s+diff[ée]rentielle)?)?\s*:?\s*/iu;

/** The closing question naming the unknown function: "Find T(t).", "; find the current i(t) for t ≥ 0", « Déterminer l'expression de T(t). » */
const QUESTION = /\s*(?:[.,;]|\b(?:then|puis)\b)?\s*(?:(?:and\s+|et\s+)?(?:find|determine|give|compute|express|obtain|solve\s+for|what\s+is|d[ée]terminer|d[ée]terminez|trouver|trouvez|donner|donnez|calculer|calculez|exprimer|exprimez|en\s+d[ée]duire|quelle\s+est))\s+(?:[\p{L}'’]+\s+){0,4}?([A-Za-z])\s*\(\s*([a-z])\s*\)(?:\s*(?:for|pour)\s+(?:all\s+|tout\s+)?[a-z]\s*(?:[≥>]=?|>=)\s*0)?\s*[.?!]?\s*$/iu;

/** A condition on the derivative written in Leibniz's notation: dx/dt(0) = 1 is x'(0) = 1. */
const LEIBNIZ_CONDITION = /(?<![A-Za-z])d([a-zA-Z])\s*\/\s*d[a-z]\s*\(\s*([-+]?[\d.]+)\s*\)\s*=/g;

/** SI prefixes a value may carry (2 mH, 10 kΩ, 100 µF). */
const PREFIX: Record<string, number> = { k: 1e3, m: 1e-3, µ: 1e-6, μ: 1e-6, u: 1e-6, n: 1e-9 };
const UNIT = String.raw`(?:[kmµμun]?(?:Ω|ohms?|H|V|F|A|s)|°\s*C|°)`;
/** "L = 2", "R = 10 Ω", "C = 0,5 F" after a comma or a word joining data. */
const ASSIGNMENT = new RegExp(
  String.raw`(^|\s*[,;]\s*|\s*\b(?:with|where|and|given|avec|o[ùu]|et)\s+)([A-Za-z])\s*=\s*(-?\d+(?:[.,]\d+)?)\s*(${UNIT})?(?=\s*(?:[,;]|\.(?!\d)|\b(?:and|et)\b|$))`,
  'gu',
);

function siValue(num: string, unit: string | undefined): number {
  const v = Number(num.replace(',', '.'));
  const u = unit?.replace(/\s+/g, '');
  if (!u || u.startsWith('°') || u === 'ohm' || u === 'ohms') return v;
  const factor = u.length > 1 && !/^ohm/.test(u) ? PREFIX[u[0]] ?? 1 : 1;
  return Number((v * factor).toPrecision(12));
}

/** A letter standing alone (not inside a word, not the d of a Leibniz derivative's letter). */
const alone = (letter: string): RegExp => new RegExp(`(?<![A-Za-z])${letter}(?![A-Za-z])`, 'g');

/** The letter is the unknown function: differentiated (T', dT/dt) somewhere in the text. */
const isDifferentiated = (t: string, letter: string): boolean =>
  new RegExp(`(?<![A-Za-z])${letter}\\s*['′]|(?<![A-Za-z])d\\s*(?:²|\\^\\s*\\(?\\d\\)?)?\\s*${letter}\\s*\\/\\s*d[a-z]`).test(t);

/** The constants' values put into the equation: "L di/dt + R i = E with L = 2, R = 10, E = 20" → "2 di/dt + 10 i = 20". */
function withConstants(t: string): string {
  const values: Array<[string, number]> = [];
  const rest = t.replace(ASSIGNMENT, (whole, lead: string, letter: string, num: string, unit: string | undefined) => {
    // e and i are numbers, a differentiated letter is the unknown, and a lone equation (y = 2) is no datum
    if (/[eixt]/.test(letter) || isDifferentiated(t, letter) || lead === '') return whole;
    values.push([letter, siValue(num, unit)]);
    return '';
  });
  if (values.length === 0) return t;
  // only constants the equation uses: any other datum stays for the reader to refuse
  if (!values.every(([l]) => alone(l).test(rest))) return t;
  return values.reduce((s, [l, v]) => s.replace(alone(l), v < 0 ? `(${v})` : String(v)), rest);
}

/** The equation's text with the model's words set aside; the text unchanged when there are none. */
export function statedOde(raw: string): string {
  let t = raw;
  const label = LABEL.exec(t);
  if (label && MODEL.test(label[1])) t = t.slice(label[0].length);
  const subject = SUBJECT.exec(t);
  if (subject) t = t.slice(subject[0].length);
  const question = QUESTION.exec(t);
  if (question && question[1] !== 'd' && isDifferentiated(t, question[1])) t = t.slice(0, question.index);
  // decimal commas inside a number (−0,1) before the conditions are split at commas; a sentence
  // ending before a condition ("… (T − 22). T(0) = 95") is one more item of the list
  t = t.replace(/(\d),(\d)/g, '$1.$2').replace(LEIBNIZ_CONDITION, (_m, u: string, at: string) => `${u}'(${at}) =`).replace(/\.\s+(?=[A-Za-z]\s*'*\s*\(\s*[-+]?[\d.]+\s*\)\s*=)/g, ', ');
  return withConstants(t).trim();
}
