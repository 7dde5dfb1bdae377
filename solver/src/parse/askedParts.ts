import { questionParts, type Part } from '../read/questionParts';
import { ANSWER_FORM_VERB, VALUE_VERB, sentences as sentencesCut } from './askingWords';

/**
 * A question that asks two things at once ("Find f'(x) and f''(x) if f(x) = …", « Calculer la
 * dérivée et la dérivée seconde de g », "(a) … (b) …"), cut into questions that each ask one
 * thing, every one with the statement they share (« Soit f(x) = … », "Let f(x) = …").
 */
export interface AskedPart extends Part {
  /** The part as a question of its own, with the shared statement. */
  question: string;
}

/** "Find … and …": the verbs that open a question whose object may be two things. */
const VERB = new RegExp(String.raw`^(?:please\s+)?(${VALUE_VERB}|give|state|donne[rz]?)\s+`, 'i');
/** "What is … and …", « Quelle est … et … »: a subject question's opening, whose object may be two things too. */
const WHAT_IS = new RegExp(String.raw`^(?:please\s+)?(${VALUE_VERB}|give|state|donne[rz]?|what\s+(?:is|are)|quel(?:le)?s?\s+(?:est|sont))\s+`, 'i');

/** The asking sentence: the verb first, or after a clause that states the data ("If y = …, find …"). */
const leads = (verb: RegExp): RegExp => new RegExp(String.raw`^((?:(?:if|given|let|where|soit|si|on\s+consid[èe]re|consider)\b[^,]*,\s*)?)(?=${verb.source.slice(1)})`, 'i');
const LEADS = leads(VERB);
const LEADS_WHAT = leads(WHAT_IS);

/**
 * A thing asked by the name of a quantity ("the number of moles in 49 g", "the concentration of
 * OH⁻ ions", « la masse de … »): two of them joined by "and" are two questions, whatever answers them.
 */
const QUANTITY = /^(?:the|its|their|la|le|les|l['’]|sa|son|ses)\s*(?:\p{L}+\s+){0,2}?(?:number|concentration|mass|volume|amount|frequency|probability|percentage|proportion|molarity|moles|pH|pOH|current|power|voltage|resistance|energy|speed|velocity|acceleration|force|tension|time|distance|height|momentum|work|pressure|temperature|density|wavelength|period|charge|nombre|masse|quantit[ée]|fr[ée]quence|probabilit[ée]|pourcentage|molarit[ée]|intensit[ée]|puissance|r[ée]sistance|[ée]nergie|vitesse|acc[ée]l[ée]ration|temps|dur[ée]e|hauteur|quantit[ée]\s+de\s+mouvement|travail|pression|temp[ée]rature|densit[ée]|longueur\s+d['’]onde|p[ée]riode)(?![\p{L}])/iu;

/** A second verb that says how to give the answer, not a second thing to find. */
const INSTRUCTION = new RegExp(String.raw`^(?:${ANSWER_FORM_VERB}|simplify|show|verify|check|justify|explain|simplifie[rz]?|mettre|mettez|montre[rz]?|v[ée]rifie[rz]?|justifie[rz]?)\b`, 'i');

/** Where the object shared by both things begins: "… of y = …", "… if f(x) = …", « … de g(x) = … ». */
const SHARED = /\s(?:of|for|if|when|given|at|de|du|des|pour|si|lorsque)\s/i;

/** "and verify", « et vérifier »: the check the solver makes anyway, no part of its own. */
const VERIFY = /\s*,?\s+(?:and|then|et|puis)\s+(?:verify|check|v[ée]rifier|v[ée]rifiez)(?:\s+(?:your|the|that|votre|la|le|les)?\s*(?:answers?|solutions?|results?|r[ée]ponses?|r[ée]sultats?))?\s*[.!]?\s*$/i;

/** The question without a closing request to check its answer. */
export const withoutVerify = (text: string): string => text.replace(VERIFY, '');

/**
 * "the first and second derivatives", « les dérivées première et seconde »: two things named with
 * one noun, written as two.
 */
function spelledOut(s: string): string {
  return s
    .replace(/\b(first|second|third)\s+and\s+(second|third)\s+derivatives?\b/gi, '$1 derivative and the $2 derivative')
    .replace(/\bd[ée]riv[ée]es\s+(premi[èe]re|seconde)\s+et\s+(seconde|troisi[èe]me)\b/gi, 'dérivée $1 et la dérivée $2');
}

/** The positions of " and " / " et " (" as well as ", « ainsi que ») outside brackets. */
function joins(s: string): Array<{ at: number; len: number }> {
  const found: Array<{ at: number; len: number }> = [];
  let depth = 0;
  for (let k = 0; k < s.length; k += 1) {
    const c = s[k];
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      // "as well as", « ainsi que » join two things asked as "and" does
      const m = /^\s(?:and|et|as\s+well\s+as|ainsi\s+que)\s/i.exec(s.slice(k));
      if (m) found.push({ at: k, len: m[0].length });
    }
  }
  return found;
}

/** The sentences of a text, a semicolon cutting too ("Find f'; find g"). */
const sentences = (text: string): string[] => sentencesCut(text, true);

/**
 * The two readings of "V A and B REST": the shared object REST given to both ("Find f(2) and
 * f'(2) if f(x) = …"), or A alone a question of its own ("Evaluate lim … and lim …").
 */
export interface JoinedReadings {
  shared: AskedPart[];
  apart: AskedPart[];
  /** Three things or more listed ("Find p, 2pq and the number of carriers"): each a question of its own. */
  list: boolean;
  /**
   * Both things named as quantities ("the frequency of … and the number of …"): the reading that
   * asks them, apart when the first has its own complement ("the molar mass of H2SO4 and the
   * number of moles in 49 g"), else with the shared one ("the mass and the number of moles of …").
   */
  named: AskedPart[] | null;
}

/**
 * "V A and B …" in the question's last asking sentence, with the other sentences as the shared
 * statement; `whatIs`: "What is A and B …" opens one too (a subject question).
 */
export function joinedReadings(text: string, whatIs = false): JoinedReadings | null {
  const [leadsRe, verbRe] = whatIs ? [LEADS_WHAT, WHAT_IS] : [LEADS, VERB];
  const all = sentences(spelledOut(text));
  const at = all.reduce((last, s, k) => (leadsRe.test(s) ? k : last), -1);
  if (at < 0) return null;
  // "If y = x sin x, find …", "Given f(x) = e^{2x}, find …": the clause before the verb is shared too
  const lead = leadsRe.exec(all[at])!;
  const sentence = all[at].slice(lead[1].length);
  const verb = verbRe.exec(sentence)![0];
  const body = sentence.slice(verb.length);
  const found = joins(body);
  if (found.length !== 1) return null;
  const a = body.slice(0, found[0].at).trim();
  const rest = body.slice(found[0].at + found[0].len).trim();
  if (!/\S/.test(a) || !/\S/.test(rest)) return null;
  const shared = SHARED.exec(` ${rest}`);
  // "… et donner le résultat sous forme irréductible" says how to answer, no second question;
  // "fonction de x et y", "between 0 and 1" join two letters or numbers of one thing
  const second = shared ? ` ${rest}`.slice(0, shared.index).trim() : rest;
  if (INSTRUCTION.test(rest) || /^[\p{L}\d]$/u.test(second) || /^[\p{L}\d]$/u.test(a)) return null;
  const tail = shared ? ` ${rest}`.slice(shared.index).trimEnd() : '';
  const statement = [...all.slice(0, at), lead[1].trim(), ...all.slice(at + 1)].filter(Boolean).join(' ');
  const ask = (label: string, q: string): AskedPart => ({ label, text: `${verb}${q}`.trim(), question: `${statement} ${verb}${q}`.trim() });
  // a subject question's list "Find p, 2pq and the number of carriers": each item a thing asked
  const items = whatIs ? listed(a.replace(/[,;:]$/, '')) : [a.replace(/[,;:]$/, '')];
  const apart = [...items.map((x, k) => ask(`${k + 1}`, x)), ask(`${items.length + 1}`, rest)];
  const shared2 = tail ? [...items.map((x, k) => ask(`${k + 1}`, `${x}${tail}`)), ask(`${items.length + 1}`, rest)] : apart;
  const named = items.every((x) => QUANTITY.test(x)) && QUANTITY.test(rest) ? (items.every((x) => SHARED.test(` ${x} `)) ? apart : shared2) : null;
  return { shared: shared2, apart, named, list: items.length > 1 };
}

/** The items of "A, B" at the top level (no bracket, no decimal comma 0,5, no equation), or the whole. */
function listed(a: string): string[] {
  if (/=/.test(a)) return [a];
  const cuts: number[] = [];
  let depth = 0;
  for (let k = 0; k < a.length; k += 1) {
    if ('([{'.includes(a[k])) depth += 1;
    else if (')]}'.includes(a[k])) depth = Math.max(0, depth - 1);
    else if (depth === 0 && a[k] === ',' && /\s/.test(a[k + 1] ?? '')) cuts.push(k);
  }
  const items = [...cuts, a.length].map((end, k) => a.slice(k ? cuts[k - 1] + 1 : 0, end).trim());
  return items.every((x) => /\S/.test(x)) ? items : [a];
}

/** "(a) … (b) …", « 1) … 2) … »: each part with the statement before the first. */
export function listedParts(text: string): AskedPart[] | null {
  const split = questionParts(text);
  if (!split) return null;
  return split.parts.map((p) => ({ ...p, question: `${split.premise} ${p.text}`.trim() }));
}
