import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { Task, TaskOf } from '../task/task';
import { DIMS, sameDim, toSI, unitOf, type Dim } from '../physics/units';
import { SYMBOLS } from '../physics/quantities';
import { isReference, readConnectedBodies, readGearTrain, readMechanicsCanonical } from './mechanics';
import { STANDING } from './standingWave';
import { sourceResistanceSaid } from './sourceResistance';
import { stairsRise } from './stairs';
import { readSlide, readSlideCanonical } from './slide';
import { AFTER_TAU, CHARGE_ASKED, commandClause, explicitQuantities, readFormulaFamily } from './formulaFamilies';
import { readUnitConversion } from './unitConversion';
import { answersMomentum, oneAsked, otherWorld, readPhysicsSituation, withGravity } from './physicsSituations';
import { oneDuration, slashUnits, spokenNumbers, wordUnits } from './unitWriting';
import { leadingFormula, trailingFormula } from './leadingFormula';
import { readDataTransfer } from './dataTransfer';
import { networkCircuit, plainGroup, readNetwork, repeatedResistances } from './network';
import { parseInfix } from '../physics/network';
import { groupedThousands, spelledNumbers } from './numberSpelling';
import type { Locale } from '../types';
import { capacitorProcess } from './capacitorProcess';
import { readCapacitorTime } from './capacitorTime';
import { refuseParts } from './questionParts';

/**
 * Physics and engineering as students type them, in English and French: "convert 60 mph to m/s",
 * "f = 440 Hz, λ = 0.78 m → v = ?", "a rocket travels 8000 m in 13 s. speed?", "portée d'un
 * projectile lancé à 15 m/s sous 45°", "4.7 kΩ ∥ 4.7 kΩ", "constante de temps de 10 kΩ et 100 µF".
 * Each quantity is placed by its unit; two of the same kind that nothing tells apart, or a
 * question whose quantity is not named, give no task.
 */
/** Heat units before the plain joule and watt: J/(kg·K), J/kg°C, J·kg⁻¹·K⁻¹, kJ/kg, W/(m·K). */
const HEAT_UNIT = String.raw`[kM]?J\s*\/\s*(?:\(\s*k?g\s*[·.]?\s*°?[CK]\s*\)|k?g\s*[·.\/]?\s*°?[CK])|[kM]?J\s*[·.]?\s*k?g(?:⁻¹|\^-1)\s*[·.]?\s*°?[CK](?:⁻¹|\^-1)|[kM]?J\s*\/\s*k?g|[kM]?J\s*[·.]\s*k?g(?:⁻¹|\^-1)|W\s*\/\s*(?:\(\s*m\s*[·.]?\s*°?[CK]\s*\)|m\s*[·.]?\s*°?[CK])|W\s*[·.]\s*m⁻¹\s*[·.]\s*°?[CK]⁻¹`;
const NUM = String.raw`(-?\d+(?:[.,]\d+)?(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?[-−]?\d+\}?|[eE][-−+]?\d+)?)`;
/** A power per unit area (an intensity): W/m², kW/m^2, W·m⁻², mW/cm². */
const IRRADIANCE_UNIT = String.raw`[kmM]?W\s*(?:\/\s*c?m(?:\^?2|²)|[·.]\s*c?m(?:⁻²|\^?-2))(?![\p{L}\d])`;
const UNIT = String.raw`(${HEAT_UNIT}|${IRRADIANCE_UNIT}|\/\s*(?:°\s*C|K|degC)(?![\p{L}\d])|(?:°\s*C|K)\s*(?:\^\s*-\s*1|⁻¹)|per\s*(?:°\s*C|K|degree\s+C(?:elsius)?)(?![\p{L}\d])|k?g\s*\/\s*c?m(?![\^²³23\p{L}])|k?g\s*[·.]\s*m(?:⁻¹|\^-1)|k?N\/c?m(?![\^²³23])|N\/mm(?![\^²³23])|Ω[·.]?m(?![\p{L}\d])|Ω\s·\sm(?![\p{L}\d])|ohm[·.]m|[mµun]C|km\/h|km·h⁻¹|(?:cm|ft)\/s(?![\^²\d])|(?:in|ft)(?:\^?2|²)(?![\p{L}\d])|m\/s(?:\^?2|²)?|m·s⁻[¹²]|m\.s\^?-?[12]|N\/kg|kg\/m(?:\^?3|³)|g\/cm(?:\^?3|³)|g\/mL|kg\/L|N\/m(?:\^?2|²)|(?:da)?N\/mm(?:\^?2|²)|k?N·m|k?N\.m|k?Nm(?![\p{L}\d/²³^])|rad\/s(?:\^?2|²)|rad[·.]s(?:⁻²|\^-2)|kg[·.]m(?:\^?2|²)|rev\/(?:s|min)|tr\/s|tr\/min|rad\/s|[kM]?VA[Rr]?(?![\p{L}\d])|[kM]?var(?![\p{L}\d])|m(?:\^?3|³)\/[sh]|L\/(?:s|min)|[kcmµu]?m(?:\^?[23]|²|³)|°\s*[CF]|deg[CF]|mmHg|kWh|MWh|Wh|kcal|cal|eV|atm|m?bar|psi|torr|rpm|mph|min|hp|[GMkhm]?Pa|[kMG]?Hz|[kMm]?Ω|k?ohms?|Mohm|[mµuk]?[AV]|[mµunp]?F|[mµu]?H(?!z)|[kMGm]?J|[kMGm]?W|(?:da|[kM])?N|[kmµu]?g|[kcmµun]?m|[mµun]?s|mL|cL|L|ft|inch|mi|lb|h|K|t|%|°)`;

interface Q { value: number; unit: string; dim: Dim | 'deg' | 'pct'; si: number; at: number; end: number; label?: string }

/** Quantities typed in LaTeX ($L = 0.75\ \text{m}$, 3\times10^{8}\,\mathrm{m/s}, 20^\circ): their plain writing. */
const GREEK: Record<string, string> = { lambda: 'λ', Omega: 'Ω', mu: 'µ', alpha: 'α', theta: 'θ', rho: 'ρ', tau: 'τ', eta: 'η', Delta: 'Δ', omega: 'ω', varepsilon: 'ε', epsilon: 'ε', sigma: 'σ', pi: 'π' };
export const plainLatex = (s: string): string => (!/[$\\]/.test(s) ? s : s
  .replace(/\^\s*\{?\s*\\circ\s*\}?/g, '°').replace(/\\degree(?![A-Za-z])/g, '°')
  // 4{,}7: the comma kept from being spaced as punctuation is the decimal (or thousands) comma
  .replace(/(\d)\s*\{,\}\s*(\d)/g, '$1,$2')
  // \frac{1}{2}mv^2, \dfrac{hc}{\lambda}: a quotient in brackets (a single number or letter needs none)
  .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_m, a: string, b: string) => `${/^\s*[\w.]+\s*$/.test(a) ? a.trim() : `(${a})`}/${/^\s*[\w.]+\s*$/.test(b) ? b.trim() : `(${b})`} `)
  .replace(/\\sqrt\s*\{([^{}]*)\}/g, '√($1)')
  // Greek letters before the unit wrappers: \mu\mathrm{F} is µF, \mathrm{k\Omega} kΩ
  .replace(/\\([A-Za-z]+)/g, (m, w: string) => GREEK[w] ?? m)
  .replace(/\\(?:text|mathrm|mathit|operatorname|rm|textrm)\s*\{([^{}]*)\}/g, '$1')
  .replace(/\\(?:left|right)(?=[()[\]|])/g, '')
  .replace(/\\(?:[,;:! ]|(?:quad|qquad)(?![A-Za-z]))/g, ' ')
  .replace(/\\times(?![A-Za-z])/g, '×').replace(/\\cdot(?![A-Za-z])/g, '·').replace(/\\%/g, '%')
  .replace(/\^\{([^{}]*)\}/g, '^$1').replace(/_\{([^{}]*)\}/g, '_$1')
  // math between dollars, not prices ($5 and $10 per kWh): the pair with an equals sign, a command, a power or an index inside
  .replace(/\${1,2}([^$]*?[=^_{}°\\][^$]*?)\${1,2}/g, ' $1 ')
  // 10\,\mu F, 10\,\mu\mathrm{F}: the prefix spaced from its unit after a number is one unit (10 µF)
  .replace(/(\d\s*)µ\s+(?=[A-Za-zΩ]{1,3}(?![\p{L}\d]))/gu, '$1µ'));
/** A decimal written without its leading zero ("μk is .33", "a .5 kg ball") is that number. */
const clean = (s: string, locale?: Locale): string => spelledNumbers(plainLatex(s), locale).replace(/(?<![\w.,])\.(?=\d)/g, '0.').replace(/[−–]/g, '-').replace(/\u00a0|\u202f/g, ' ').replace(/μ/g, 'µ').replace(/Ω|ω/g, 'Ω').replace(/’/g, "'")
  // '120 Vrms', '10 Apk': the kind of value glued to the unit
  .replace(/(\d\s*[mk]?[VA])(rms|RMS|eff|pk|peak)\b/g, '$1 $2');

function num(s: string): number {
  const m = /^(-?\d+(?:[.,]\d+)?)(?:\s*(?:[×x*]|\\times)\s*10\s*\^\s*\{?([-−]?\d+)\}?|[eE]([-−+]?\d+))?$/.exec(s.trim());
  return m ? Number(m[1].replace(',', '.')) * 10 ** Number((m[2] ?? m[3] ?? '0').replace('−', '-')) : NaN;
}

function quantities(text: string): Q[] | null {
  const out: Q[] = [];
  const re = new RegExp(`(?:([A-Za-zλρμτσηθ][\\w₀-₉]*)\\s*=\\s*)?(?<![\\w.,])${NUM}\\s*${UNIT}(?![\\p{L}\\d])`, 'gu');
  for (const m of text.matchAll(re)) {
    const value = num(m[2]);
    const unit = m[3].replace(/\s+/g, '');
    const at = m.index ?? 0;
    const base = { value, unit, at, end: at + m[0].length, ...(m[1] ? { label: m[1] } : {}) };
    if (unit === '°') out.push({ ...base, dim: 'deg', si: (value * Math.PI) / 180 });
    else if (unit === '%') out.push({ ...base, dim: 'pct', si: value / 100 });
    else {
      const u = unitOf(unit);
      if (!u) return null;
      out.push({ ...base, dim: u.dim, si: toSI(value, u) });
    }
  }
  return out.filter((q) => Number.isFinite(q.si));
}

/**
 * A coefficient of friction told by its symbol or its name, then its value: μ = 0.3, μs = 0.5, μ_k = 0.2,
 * "coefficient of static friction between the tyres and the road is 0.6", « coefficient d'adhérence
 * pneu-route vaut 0,7 » (a value followed by a unit of mass per length is a string's μ, not friction).
 */
const MU_GIVEN = /(?:(?<!\p{L})(?:μ|µ|mu)\s*_?\{?\s*[ks]?\s*\}?\s*=|(?:coefficient\s+of\s+(?:kinetic\s+|static\s+|sliding\s+)?friction|(?:kinetic\s+|static\s+|sliding\s+)?friction\s+coefficient|coefficient\s+(?:de\s+frottement|d'adh[ée]rence)(?:\s+(?:statique|cin[ée]tique|de\s+glissement))?)(?:\s+(?:between|entre)\s+[^\d.;?=]{1,50}?|\s+pneus?[\s-]+(?:route|sol|chauss[ée]e))?(?:\s*=|\s+(?:of|is|is\s+about|equal\s+to|égal\s+à|vaut|est(?:\s+de)?|de))?)\s*:?\s*(\d+(?:[.,]\d+)?)(?![\d%]|[.,]\d|\s*[kmµ]?g\s*(?:\/|[·.]\s*m))/iu;
const PHYS_SUBJECT = /phys|engin|ing[ée]n/i;
/** A question asked by its mark or by a command word. */
const ASKS = /\?|\bfind\b|\bcalcul|\bcompute\b|\bd[ée]termin|\btrouve[rz]?\b|\bwork\s+out\b|\bwhat\b|\bquel|\bhow\b|\bcombien\b/i;
/** A question typed as the quantity's name alone ("energy stored in a 470 µF capacitor charged to 25 V", « énergie emmagasinée … »). */
const NOUN_QUESTION = /^\s*(?:the\s+|l[ae]\s+|l['’]\s*)?(?:energy|[ée]nergie|period|p[ée]riode|momentum|quantit[ée]\s+de\s+mouvement|critical\s+angle|angle\s+limite|wavelength|longueur\s+d['’]onde|frequency|fr[ée]quence|charge|time\s+constant|constante\s+de\s+temps)\b(?![^.?!]*[.?!]\s*\S)/i;
const of = (qs: Q[], d: Dim): Q[] => qs.filter((q) => q.dim !== 'deg' && q.dim !== 'pct' && sameDim(q.dim, d));

function conversion(text: string): Task | null {
  const m = new RegExp(`^\\s*(?:convert(?:ir|issez|is)?|conversion(?:\\s+de)?|express|exprimer|what\\s+is|how\\s+much\\s+is|combien\\s+(?:font|vaut)|que\\s+vaut|quelle\\s+est\\s+la\\s+valeur\\s+de)?\\s*:?\\s*${NUM}\\s*(\\S+)\\s+(?:to|into|in|en)\\s+(\\S+?)\\s*[.?!]?\\s*$`, 'iu').exec(text);
  if (!m) return null;
  const from = unitOf(m[2]);
  const to = unitOf(m[3]);
  if (!from || !to || !sameDim(from.dim, to.dim)) return null;
  const value = num(m[1]);
  return Number.isFinite(value) ? { kind: 'unit_conversion', value, from: m[2].replace(/μ/g, 'µ'), to: m[3].replace(/μ/g, 'µ') } : null;
}

/** How to round the answer ("to 2 decimal places", "correct to 3 significant figures", « avec 2 chiffres significatifs ») asks nothing: its number is no datum. */
const ROUNDING = /(?:,\s*)?(?:(?:give|express|write|state|round|donne[rz]?|exprime[rz]?|arrondi[rs]?)\s+(?:your\s+|the\s+|votre\s+|le\s+|la\s+)?(?:answer|result|r[ée]ponse|r[ée]sultat)?\s*)?(?:(?:correct|rounded|correctly\s+rounded|arrondie?)\s+)?(?:to|à|avec|with|au)\s+(?:\d+|one|two|three|four|un|une|deux|trois|quatre)\s+(?:decimal\s+places?|d\.\s?p\.?|dp\b|significant\s+(?:figures?|digits?)|s\.\s?f\.?|sig\.?\s*figs?|chiffres?\s+significatifs?|d[ée]cimales?|chiffres?\s+apr[èe]s\s+la\s+virgule)|(?:en|as\s+a|in)\s+(?:pourcentage|percentage|percent)(?![\p{L}])/giu;
const withoutRounding = (text: string): string => text.replace(ROUNDING, ' ');

/** A speed labelled and set to a bare zero ("v0 = 0", "u = 0", "vf = 0") is a speed of 0 m/s: the unit goes without saying. */
const zeroSpeeds = (text: string): string => text.replace(/(?<![\p{L}\d])(v0|v_0|v₀|vi|v_i|u|vf|v_f)\s*=\s*0(?!\d|[.,]\d|\s*[\p{L}/])/gu, '$1 = 0 m/s');

/** The quantity asked, from the question's words or a "x = ?". */
function asked(text: string): string | null {
  // "v = ?", "v = m/s ... with", or a letter alone after "find" at the end ("u = 5 m/s, a = 2 m/s², t = 4 s. Find v.")
  const q = /([A-Za-zλτσρ][\w₀-₉]*)\s*=\s*\?/.exec(text) ?? /^\s*([A-Za-zλτσ])\s*=\s*[A-Za-z][^=]*?\s(?:with|where|for|avec|o[ùu]|pour)\s/.exec(text)
    ?? /(?:^|[.;:,]\s*)(?:find|calculate|compute|determine|what\s+is|calcule[rz]?|trouve[rz]?|d[ée]termine[rz]?)\s+([A-Za-zλτσρ][\w₀-₉]*)\s*[.?!]?\s*$/i.exec(text);
  if (q) return ({ v: 'v?', x: 'x', d: 'x', s: 'x', λ: 'lam', f: 'f', T: 'T', a: 'a', F: 'F', m: 'm', P: 'P', p: 'p', R: 'R?', I: 'I', V: 'V?', U: 'V?', τ: 'tau', t: 't', v0: 'v?', u: 'v?', Ep: 'Ep', E_p: 'Ep', Epp: 'Ep', PE: 'Ep', Ek: 'Ek', E_k: 'Ek', Ec: 'Ek', E_c: 'Ek', KE: 'Ek', W: 'Wk', ρ: 'rho', rho: 'rho', h: 'h' } as Record<string, string>)[q[1]] ?? null;
  const words: Array<[RegExp, string]> = [
    [/time\s+constant|constante\s+de\s+temps/i, 'tau'], [/wavelength|longueur\s+d'onde/i, 'lam'], [/\bperiod\b|\bp[ée]riode\b/i, 'T'], [/frequency|fr[ée]quence/i, 'f'],
    [/\brange\b|\bport[ée]e\b/i, 'R'], [/\bK\.?E\b|(?<![\p{L}\d])E_?[ck](?![\p{L}\d])/u, 'Ek'], [/\bG?\.?P\.?E\b|(?<![\p{L}\d])E_?pp?(?![\p{L}\d])/u, 'Ep'], [/kinetic\s+energy|[ée]nergie\s+cin[ée]tique/i, 'Ek'], [/potential\s+energy|[ée]nergie\s+potentielle/i, 'Ep'], [/\bwork\b|\btravail\b/i, 'Wk'], [/\benergy\b|[ée]nergie/i, 'E?'],
    [/\bpower\b|\bpuissance\b/i, 'P'], [/\bstress\b|\bcontrainte\b/i, 'sigma'], [/\bpressure\b|\bpression\b/i, 'p'], [/density|masse\s+volumique/i, 'rho'],
    [/coefficient\s+of\s+(?:kinetic\s+|sliding\s+)?friction|coefficient\s+de\s+frottement/i, 'mu'],     [/friction(?:al)?\s+force|force\s+de\s+frottements?|\bfrottements?\b|\bfriction\b/i, 'fr'], [/\bweight\b|\bpoids\b/i, 'Wt'], [/output\s+speed|vitesse\s+de\s+sortie|rotation\s+speed|vitesse\s+de\s+rotation/i, 'v?'], [/acceleration|acc[ée]l[ée]ration|deceleration|d[ée]c[ée]l[ée]ration/i, 'a'], [/potential\s+(?:difference|across|between|drop)|(?<![\p{L}])p\.\s?d\.?(?![\p{L}])|diff[ée]rence\s+de\s+potentiel|(?<![\p{L}])d\.?d\.?p\.?(?![\p{L}])/iu, 'V?'], [/\bcurrent\b|\bintensit[ée](?![a-z])(?!\s+d[eu]\s+(?:la\s+)?(?:poids|force|pesanteur|r[ée]action|pouss[ée]e))|\bcourant\b/i, 'I'], [/\bvoltage\b|\btension\b/i, 'V?'],
    [/resistance|r[ée]sistance/i, 'R?'], [/\bforce\b/i, 'F'], [/\bspeed\b|\bvelocity\b|\bvitesse\b|c[ée]l[ée]rit[ée]|how\s+fast/i, 'v?'], [/how\s+long|combien\s+de\s+temps|\bdur[ée]e\b|(?<!constant\s)\btime\b(?!\s+constant)|(?<!constante\sde\s)\btemps\b/i, 't'],
    [/\bmass\b|\bmasse\b/i, 'm'], [/\bheight\b|\bhauteur\b|how\s+(?:high|tall)/i, 'h'], [/\bdistance\b|how\s+far|displacement|d[ée]placement|how\s+many\s+(?:metres|meters|kilometres|kilometers)|combien\s+de\s+(?:m[èe]tres|kilom[èe]tres)|\bparcour(?:t|ue?|ir)\b/i, 'x'],
  ];
  // the sentence (or the part after a colon) that asks
  // and within it the clause the command word opens, after the data ("Sachant que … sur 1,0 cm², calculer sa pression")
  // ("how far does it travel", a question's part without its mark, asks as much as "what")
  const tail = text.split(/[.;:](?=\s|$)/).filter((s) => /\?|=\s*\?|\bfind\b|\bcalcul|\bcompute\b|\bdetermin|\bwhat\b|\bhow\b|\bquel|\bcombien\b/i.test(s)).map(commandClause).join(' ') || text;
  // the quantity named first in the question (ties: the longer name, listed first); a question
  // part that names none ("Find: …") leaves the whole text to name it
  const first = (part: string): string | null => {
    let best: { at: number; sym: string } | null = null;
    for (const [re, sym] of words) {
      const m = re.exec(part);
      if (m && (!best || m.index < best.at)) best = { at: m.index, sym };
    }
    return best?.sym ?? null;
  };
  return first(tail) ?? first(text);
}


/** A body brought to rest: its final speed is zero ("stops in 6 s", "comes to a halt", « s'arrête »). */
const STOPPING = /\bstops?\b|\bstopping\b|d'arr[êe]t\b|s'arr[êe]te|comes?\s+to\s+(?:a\s+)?(?:rest|stop|halt)|\bto\s+(?:a\s+)?(?:rest|halt)\b|jusqu'à\s+l'arr[êe]t|s'immobilise/i;

/** g as given ("g = 9,8 m/s²", "g = 10"), else the standard 9.81 m/s² on Earth (no value, NaN, on another world named). */
function gravity(text: string): { g: number; rest: string } {
  const m = /\bg\s*=\s*(\d+(?:[.,]\d+)?)\s*(?:m\s*\/\s*s\s*(?:\^?\s*2|²)|m·s⁻²|N\/kg)?/.exec(text);
  return m ? { g: num(m[1]), rest: text.replace(m[0], ' ') } : { g: otherWorld(text) ? NaN : 9.81, rest: text };
}

export function readPhysics(p: ProblemInput & { subject?: string }): Task | null {
  const t = withGravity(p.raw, answersMomentum(p.raw, oneAsked(p.raw, readPhysicsText(p))));
  // a question in parts read as one of them would leave the others unsaid
  if (t) refuseParts(clean(p.raw, p.locale), (single) => { try { return readPhysicsText({ ...p, raw: single }) !== null; } catch { return false; } });
  return t;
}

/**
 * A number grouped by thousands with commas ("1,000 W", "12,500 J") in an English sentence is one
 * number; in French the comma is the decimal sign. The student's language, when known, has said
 * so already (spelledNumbers); unknown, it is guessed from a few words, and a text that reads as
 * neither is left as typed.
 */
function thousands(text: string, locale?: Locale): string {
  if (locale !== undefined) return text;
  const english = /\b(?:the|and|what|is|are|of|find|calculate|how)\b/i.test(text) && !/\b(?:le|la|les|du|des|est|une|calculer|quelle|quel)\b/i.test(text);
  return english ? groupedThousands(text) : text;
}

/**
 * A statement left for the answer to complete ("…, it covers a distance of", « la durée de la chute
 * est de … ») asks the quantity of its last clause: written as the question it is.
 */
function blankAsked(text: string): string {
  if (text.includes('?')) return text;
  const m = /(?:^|[,.;:]\s*)([^,.;:?\d]*?)\s+(?:is|of|equals|will\s+be|est(?:\s+de)?|vaut|sera(?:\s+de)?|égale?\s+à)\s*(?:\.{3}|…|_+)?\s*$/iu.exec(text);
  if (!m || !/\p{L}{3}/u.test(m[1])) return text;
  return `${text.slice(0, m.index)}. What is ${m[1].trim()}?`;
}

function readPhysicsText(p: ProblemInput & { subject?: string }): Task | null {
  const raw = zeroSpeeds(explicitQuantities(slashUnits(oneDuration(trailingFormula(leadingFormula(stairsRise(sourceResistanceSaid(wordUnits(spokenNumbers(withoutRounding(thousands(blankAsked(clean(p.raw, p.locale)), p.locale))))))))))));
  // a time of use per day (or week …) not summed over a stated number of days is left unread, unless the question asks per day too
  const perPeriod = PER_PERIOD.exec(raw);
  if (perPeriod && !PERIOD_ASKED.test(raw.replace(PER_PERIOD, ' '))) {
    if (!PHYS_SUBJECT.test(p.subject ?? '')) return null;
    throw new SolverError('unsupported', {
      en: `We could not read "${perPeriod[0]}": say over how many days (for example "3 h a day for 30 days"), or ask per day; nothing was answered for a single use.`,
      fr: `Nous n'avons pas pu lire « ${perPeriod[0]} » : indiquez sur combien de jours (par exemple « 3 h par jour pendant 30 jours »), ou demandez la valeur par jour ; rien n'a été répondu pour une seule utilisation.`,
    });
  }
  const canonical = readCanonical(raw) ?? readMechanicsCanonical(raw) ?? readSlideCanonical(raw) ?? readDataTransfer(raw);
  if (canonical) return canonical;
  const conv = conversion(raw) ?? readUnitConversion(raw);
  if (conv) return conv;
  const hinted = PHYS_SUBJECT.test(p.subject ?? '');
  // (« angle limite » is the critical angle, no limit)
  if (!hinted && /deriv|d[ée]riv|integr|int[ée]gr|\blim|solve|r[ée]sou|simplif|factor|expand(?!s\b)|d[ée]velopp|\bmatri/i.test(raw.replace(/angle\s+limite/gi, ' '))) return null;
  const grav = gravity(raw);
  const g = grav.g;
  // whether a body at rest slides, asked yes or no
  const slide = readSlide(raw, grav.rest, quantities(grav.rest) ?? [], g);
  if (slide === null && PHYS_SUBJECT.test(p.subject ?? '')) {
    throw new SolverError('unsupported', {
      en: 'This asks whether a body slides, but its situation was not read: give its mass (or weight), the horizontal push on a level floor or the angle of the incline, and the coefficient of static friction (a kinetic one does not decide whether a body at rest starts to move).',
      fr: 'La question demande si un corps glisse, mais la situation n’a pas été lue : donnez sa masse (ou son poids), la poussée horizontale sur un sol horizontal ou l’angle du plan incliné, et le coefficient de frottement statique (un coefficient cinétique ne dit pas si un corps au repos se met en mouvement).',
    });
  }
  if (slide !== undefined) return slide;
  // a coefficient of friction is a number without unit: read by its name
  const muAt = MU_GIVEN.exec(grav.rest);
  const mu = muAt ? num(muAt[1]) : undefined;
  const rest = muAt ? grav.rest.replace(muAt[0], ' ') : grav.rest;
  const question = muAt ? raw.replace(muAt[0], ' ') : raw;
  const qs = quantities(rest);
  if (!qs) return null;
  const train = readGearTrain(raw, qs);
  if (train !== undefined) return train;
  const gears = readGears(raw, qs);
  if (gears !== undefined) return gears;
  const bodies = readConnectedBodies(grav.rest, quantities(grav.rest) ?? [], g);
  if (bodies !== undefined) return bodies;
  const asks = hinted || ASKS.test(raw) || NOUN_QUESTION.test(raw);
  const situation = { raw: question, rest, qs, g, want: asked(question), ...(mu !== undefined ? { mu } : {}) };
  const family = asks ? readPhysicsSituation(situation) ?? readFormulaFamily(situation) : null;
  if (family) return inUnitAsked(raw, family);
  if (qs.length === 0) return null;
  // every number must be placed: a coefficient without unit (μ = 0.2) or a count (two resistors)
  // that is not read would make another problem
  let left = rest;
  for (const q of [...qs].reverse()) left = `${left.slice(0, q.at)} ${left.slice(q.end)}`;
  // (the start instant "at t = 0", « à t = 0 », is no datum when no other time is told: a time then is asked)
  if (!of(qs, DIMS.T).length) left = left.replace(/(?<![\p{L}\d])t\s*=\s*0(?!\d|[.,]\d)/gu, ' ');
  left = left.replace(/\(\s*\d+\s*τ\s*\)/g, ' ').replace(/(?<![\p{L}\d])\p{L}+[_₀-₉\d]+(?![\p{L}\d])/gu, ' ');
  // "voltage across each?" asks one resistor's share (read with the network), no count of anything
  const perResistor = raw.replace(/(?:across|through|in|by)\s+each(?:\s+(?:one|resistor))?(?=\s*[?.]|\s*$)/gi, ' ');
  if (/\d/.test(left) || /\b(?:both|each|twice|pair|chacun\w*|identi(?:cal|que)s?)\b/i.test(perResistor)) return null;
  // "three resistors of 10 Ω, 20 Ω and 30 Ω": a count only when that many are listed
  const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, deux: 2, trois: 3, quatre: 4, cinq: 5 };
  for (const m of raw.matchAll(/\b(two|three|four|five|deux|trois|quatre|cinq)\b/gi)) {
    const n = COUNTS[m[1].toLowerCase()];
    const sizes = new Map<string, number>();
    // a resistor named again in the question is no more resistor ("three resistors … the 4 Ω resistor?")
    const again = repeatedResistances(raw, of(qs, DIMS.resistance));
    for (const q of qs) if (!again.includes(q)) sizes.set(String(q.dim), (sizes.get(String(q.dim)) ?? 0) + 1);
    if (![...sizes.values()].includes(n)) return null;
  }
  // only quantities with units: a bare letter formula is for the algebra reader
  if (!hinted && !/[?]|\bfind\b|\bcalcul|\bcompute\b|\bwhat\b|\bquel|\bhow\b|\bcombien\b|^\s*[A-Za-z]\s*=\s*[A-Za-z][^=]*?\s(?:with|avec)\s/i.test(raw)) return null;
  const t = mu !== undefined ? readFriction(question, qs, g, mu) : readElectric(raw, qs) ?? readMechanics(raw, qs) ?? readMotion(raw, qs, g);
  return t ? inUnitAsked(raw, t) : null;
}

const PER_PERIOD = /(?<![\d.,])\d+(?:[.,]\d+)?\s*(?:h|min|s)\s+(?:a|per|each|every|par|chaque)\s+(?:day|jour|week|semaine|month|mois|year|an)(?![\p{L}])/iu;
const PERIOD_ASKED = /(?:a|per|each|every|par|chaque)\s+(?:day|jour|week|semaine|month|mois|year|an)(?![\p{L}])|\bdaily\b|\bweekly\b|quotidien|journali|hebdomadaire|mensuel|annuel/iu;

/** "… in kPa?", "… en kWh ?": the answer in the unit asked when it measures the quantity asked. */
function inUnitAsked(text: string, t: Task): Task {
  const m = /\b(?:in|en)\s+([^\s?.!()]+)\s*\)?\s*[?.!]?\s*$/u.exec(text) ?? new RegExp(String.raw`\b(?:in|en)\s+(${Object.keys(UNIT_WORDS).join('|')})(?![\p{L}])`, 'iu').exec(text)
    // a unit named inside the sentence that asks, between commas ("Calculer, en kWh, l'énergie …")
    ?? /(?:^|[,;:]\s*)(?:in|en)\s+([^\s?.!(),;]+)\s*,/u.exec(text)
    // a unit symbol named inside the question ('How much energy in kWh does it use?'), of the kind asked
    ?? [...text.matchAll(/\b(?:in|en)\s+([^\s?.!(),;]+)(?=\s)/gu)].find((x) => isRelation(t) && SYMBOLS[t.want] && sameDim(unitOf(x[1])?.dim ?? [9, 9, 9, 9, 9], SYMBOLS[t.want].dim)) ?? null;
  if (!m || !isRelation(t)) return t;
  const written = UNIT_WORDS[m[1].toLowerCase()] ?? m[1];
  const u = unitOf(written);
  const sym = SYMBOLS[t.want];
  // the unit named is kept as named (a current asked in A stays in A, never 4.09 mA)
  return u && sym && u.offset === undefined && sameDim(u.dim, sym.dim) ? { ...t, unit: written, unitAsked: true } : t;
}
/** Units named in words. */
const UNIT_WORDS: Record<string, string> = { amperes: 'A', amps: 'A', ampères: 'A', ampere: 'A', milliamps: 'mA', volts: 'V', watts: 'W', kilowatts: 'kW', joules: 'J', ohms: 'Ω', newtons: 'N', pascals: 'Pa', seconds: 's', secondes: 's', metres: 'm', meters: 'm', mètres: 'm' };


const THEVENIN_R = /(?:th[ée]venin|norton|equivalent|output|internal)\s+(?:equivalent\s+)?resistance|resistance\s+seen|r[ée]sistance\s+(?:de\s+|d'|[ée]quivalente\s+de\s+)?(?:th[ée]venin|norton)|r[ée]sistance\s+(?:interne|[ée]quivalente|vue)|(?<![\p{L}])R_?(?:th|TH|Th|N|eq)(?![\p{L}])/iu;
const NORTON_I = /norton\s+current|short[\s-]*circuit\s+current|(?:courant|intensit[ée])\s+(?:de\s+)?(?:norton|court[\s-]*circuit)/iu;
const NORTON_SYMBOL = /(?<![\p{L}])I_?(?:N|cc|sc)(?![\p{L}])/u;
const THEVENIN_V = /th[ée]venin\s+voltage|open[\s-]*circuit\s+voltage|tension\s+(?:de\s+)?(?:th[ée]venin|(?:à|en)\s+vide)|(?<![\p{L}])[VE]_?(?:th|TH|Th|out)(?![\p{L}])/iu;
/** What a divider seen from its output is asked for: its voltage, its Thevenin resistance or its Norton current; a Thevenin 'equivalent' asks two of them, left unread. */
function dividerAsked(text: string, want: string | null): 'Vout' | 'Rth' | 'IN' | null {
  const q = text.slice(Math.max(0, text.search(/[^.;:?]*(?:\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel)/i)));
  const r = THEVENIN_R.test(q);
  const i = NORTON_I.test(q) || NORTON_SYMBOL.test(q);
  // a voltage named anywhere ('voltage divider') asks it only when the question names nothing else
  const v = THEVENIN_V.test(q) || (want === 'V?' && !r && !i && !/r[ée]sistance|current|courant|intensit/i.test(q));
  const asks = [v ? 'Vout' : null, r ? 'Rth' : null, i ? 'IN' : null].filter((x): x is 'Vout' | 'Rth' | 'IN' => x !== null);
  if (/[ée]quivalen/i.test(q) && /th[ée]venin|norton/i.test(q) && asks.length < 2 && !THEVENIN_R.test(q)) return null;
  return asks.length === 1 ? asks[0] : null;
}

/**
 * An output voltage named: two labelled resistors and a supply are then a divider even without the
 * word. Vs and Us usually label the source, so only Vout and Vo are outputs by their symbol; a Us
 * said to be the output is caught by the words « tension de sortie ».
 */
const OUTPUT = /(?<![\p{L}])[VU]_?(?:out|o)(?![\p{L}\d])|output\s+voltage|tension\s+de\s+sortie/iu;
/** Where a divider's resistor sits, by the words right after it: 'on top', 'at the bottom', « en haut », « à la masse ». */
const TOP = /^[\s,]*(?:is\s+|est\s+)?(?:on\s+(?:the\s+)?top|at\s+the\s+top|(?:the\s+)?upper|top\b|en\s+haut|du\s+haut|c[ôo]t[ée]\s+alimentation|in\s+series\s+with\s+(?:the\s+)?(?:source|supply|battery|generator)|en\s+s[ée]rie\s+avec\s+(?:la\s+source|le\s+g[ée]n[ée]rateur|la\s+pile))/i;
const BOTTOM = /^[\s,]*(?:is\s+|est\s+)?(?:(?:at|on)\s+(?:the\s+)?bottom|(?:the\s+)?lower|bottom\b|(?:connected\s+)?to\s+ground|grounded|en\s+bas|du\s+bas|(?:reli[ée]e?\s+)?[àa]\s+la\s+masse|(?:connected\s+)?across\s+(?:the\s+)?(?:output|terminals)|(?:plac[ée]e?\s+)?aux\s+bornes\s+de\s+la\s+sortie|en\s+parall[èe]le\s+sur\s+la\s+sortie)/i;
/**
 * A divider whose output is asked without naming the resistor it is taken across: the output is
 * across the bottom resistor, told by its place; R1 and R2 are only names, so a divider whose
 * places are not told is left unread rather than read with R2 at the bottom.
 */
function dividerByPlace(text: string, qs: Q[], r1: Q, r2: Q, want: string | null): Task | null {
  const after = (r: Q): string => text.slice(r.end, Math.min(text.length, ...qs.filter((x) => x.at >= r.end).map((x) => x.at)));
  const place = (r: Q): 'top' | 'bottom' | null => (TOP.test(after(r)) ? 'top' : BOTTOM.test(after(r)) ? 'bottom' : null);
  const [p1, p2] = [place(r1), place(r2)];
  const bottom = p1 === 'bottom' || p2 === 'top' ? r1 : p2 === 'bottom' || p1 === 'top' ? r2 : null;
  const w = dividerAsked(text, want);
  if (!w || (p1 !== null && p1 === p2)) return null;
  if (!bottom) {
    throw new SolverError('unsupported', {
      en: 'The output of this divider is across one of its resistors, but which one is not told: say which resistor is at the bottom (to ground), or ask for the voltage across one resistor by its name (R1, R2) or its value.',
      fr: 'La sortie de ce diviseur est prise aux bornes d’une de ses résistances, mais laquelle n’est pas dit : indiquez la résistance du bas (reliée à la masse), ou demandez la tension aux bornes d’une résistance par son nom (R1, R2) ou sa valeur.',
    });
  }
  const V = of(qs, DIMS.voltage)[0];
  const top = bottom === r1 ? r2 : r1;
  return { kind: 'circuits', knowns: { V: V.si, R1: top.si, R2: bottom.si }, want: w, unit: { Vout: 'V', Rth: 'Ω', IN: 'A' }[w] };
}

/** The voltage at a source's terminals, or the volts lost inside it, asked. */
const TERMINAL_ASKED = /terminal\s+(?:voltage|p\.?d)|(?:voltage|p\.?d\.?|potential\s+difference)\s+(?:across|at)\s+(?:the\s+)?(?:terminals|load|resistor|external)|tension\s+aux\s+bornes\s+(?:du\s+g[ée]n[ée]rateur|de\s+la\s+pile|de\s+la\s+batterie|de\s+la\s+charge|du\s+r[ée]sistor|de\s+la\s+r[ée]sistance)/i;
const LOST_ASKED = /lost\s+volt|volts?\s+lost|voltage\s+(?:drop\s+)?(?:across|in)\s+(?:the\s+)?internal|chute\s+de\s+tension\s+(?:interne|dans\s+la\s+r[ée]sistance\s+interne)|tension\s+perdue/i;
/**
 * A source with an internal resistance feeding one load: the voltage at its terminals (across the
 * load) or the volts lost inside it, from the EMF, the internal resistance (named so) and the load.
 */
function terminalVoltage(text: string, qs: Q[], Rs: Q[], Vs: Q[], others: number): Task | null {
  if (Rs.length !== 2 || Vs.length !== 1 || others > 0 || qs.length !== 3) return null;
  const before = (r: Q): string => text.slice(Math.max(0, ...qs.filter((x) => x.end <= r.at).map((x) => x.end)), r.at);
  const inner = Rs.filter((r) => /internal|interne/i.test(before(r)) || /^\s*(?:of\s+)?internal|^\s*de\s+r[ée]sistance\s+interne/i.test(text.slice(r.end)));
  if (inner.length !== 1) return null;
  const load = Rs.find((r) => r !== inner[0]);
  const q = text.slice(Math.max(0, text.search(/[^.;:?]*(?:\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel)/i)));
  const want = LOST_ASKED.test(q) ? 'Vlost' : TERMINAL_ASKED.test(q) ? 'Vt' : null;
  if (!want || !load) return null;
  return { kind: 'circuits', knowns: { Em: Vs[0].si, rin: inner[0].si, RLd: load.si }, want, unit: 'V' };
}

function readElectric(text: string, qs: Q[]): Task | null {
  const Rs = of(qs, DIMS.resistance);
  const Cs = of(qs, DIMS.capacitance);
  const Vs = of(qs, DIMS.voltage);
  const Is = of(qs, DIMS.current);
  const Ts = of(qs, DIMS.T);
  const Ps = of(qs, DIMS.power);
  if (Rs.length + Cs.length + Vs.length + Is.length === 0) return null;
  if (qs.some((q) => q.dim === 'deg' || (q.dim === 'pct' && Cs.length === 0))) return null;
  // a value named a reactance (X_L, X_C) is no resistor: a direct-current reading would add it as one
  if (/reactance|r[ée]actance|(?<![\p{L}\d])X_?[LC](?![\p{L}\d])/iu.test(text)) return null;
  const want = asked(text);
  if (Cs.length) {
    if (Cs.length !== 1 || Rs.length !== 1 || Is.length || Ps.length) return null;
    const knowns: Record<string, number> = { Rr: Rs[0].si, C: Cs[0].si };
    if ((want === 'tau' || /time\s+constant|constante\s+de\s+temps/i.test(text)) && Ts.length === 0 && Vs.length === 0 && !AFTER_TAU.test(text)) return { kind: 'rc', knowns, want: 'tau', unit: 's' };
    // how long to reach a share of the full charge, or to fall to a share of the start (in % or as a voltage)
    const timed = readCapacitorTime(text, knowns, qs.filter((q) => q.dim === 'pct'), Vs, Ts.length, want === 't');
    if (timed) return timed;
    const discharge = capacitorProcess(text) === 'discharge';
    const charge = capacitorProcess(text) === 'charge';
    if ((want === 'V?' || (want === null && !CHARGE_ASKED.test(text))) && Ts.length === 1 && Vs.length === 1 && (charge || discharge) && ASKS.test(text)) {
      return { kind: 'rc', knowns: { ...knowns, t: Ts[0].si, V0: Vs[0].si }, want: 'Vc', unit: 'V', process: discharge ? 'discharge' : 'charge' };
    }
    return null;
  }
  if (Ts.length) return null;
  // a divider: the supply and two labelled resistors, the voltage across one asked
  const r1 = Rs.find((q) => q.label === 'R1' || q.label === 'R₁');
  const r2 = Rs.find((q) => q.label === 'R2' || q.label === 'R₂');
  const divider = /divider|diviseur|th[ée]venin|norton/i.test(text) || (r1 && r2 && OUTPUT.test(text));
  // two resistors told by their values only: their places (top, bottom) say where the output is, else it is refused by name
  if (divider && !r1 && !r2 && Rs.length === 2 && Vs.length === 1 && Is.length + Ps.length === 0 && !/\d\s*[kM]?(?:Ω|ohms?)\s*(?:resistor|r[ée]sistance)?\s*\??\s*$/i.test(text.slice(text.search(/[^.;:?]*(?:\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel)/i)))) {
    return dividerByPlace(text, qs, Rs[0], Rs[1], want);
  }
  if (divider && r1 && r2 && Rs.length === 2 && Vs.length === 1 && Is.length + Ps.length === 0) {
    // the voltage across one resistor, or asked by its own name (U2, V_R2, UR1) and not given
    const asking = text.slice(Math.max(0, text.search(/[^.;:?]*(?:\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel)/i)));
    const named = [...asking.matchAll(/(?<![\p{L}\d])[UV]_?(?:R_?)?([12₁₂])(?![\p{L}\d])(?!\s*=\s*\d)/gu)];
    const across = /(?:across|aux\s+bornes\s+de|sur)\s+(R[12₁₂])/i.exec(text) ?? (named.length === 1 ? named[0] : null);
    if (!across) return dividerByPlace(text, qs, r1, r2, want);
    const top = /[1₁]/.test(across[1]) ? r2 : r1;
    const bottom = top === r1 ? r2 : r1;
    const w = named.length === 1 && across === named[0] ? 'Vout' : dividerAsked(text, want);
    return w ? { kind: 'circuits', knowns: { V: Vs[0].si, R1: top.si, R2: bottom.si }, want: w, unit: { Vout: 'V', Rth: 'Ω', IN: 'A' }[w] } : null;
  }
  const net = readNetwork(text, Rs);
  if (net === null) return null;
  const parallel = /∥|\|\||\bparallel|\bparall[èe]le|\bderivation|\bdérivation/i.test(text);
  // one plain group whose resistor the question names again ("current through the 12 Ω resistor")
  const group = !net && parallel !== /\bseries\b|\bs[ée]rie\b/i.test(text) ? plainGroup(text, Rs, parallel ? 'parallel' : 'series') : undefined;
  const chosen = net ?? group;
  const networked = chosen ? networkCircuit(text, chosen, Rs, { V: Vs, I: Is, P: Ps }, want) : undefined;
  if (networked !== undefined) return networked;
  // a source's internal resistance is in series with the load: the current through both (only the current: a terminal voltage is another question)
  const internal = /internal\s+resistance|r[ée]sistance\s+interne/i.test(text);
  const terminal = internal ? terminalVoltage(text, qs, Rs, Vs, Is.length + Ps.length) : null;
  if (terminal) return terminal;
  if (internal && (want !== 'I' || Rs.length !== 2 || Vs.length !== 1 || Is.length + Ps.length > 0 || /terminal|aux\s+bornes|lost\s+volt|perdue/i.test(text))) return null;
  const series = internal || /\bseries\b|\bs[ée]rie\b/i.test(text);
  if (Rs.length >= 2) {
    if (parallel === series || Vs.length + Is.length + Ps.length > 1) return null;
    // a question about one of the resistors ("power in the 4 Ω resistor", "current in each") is no question about the whole
    // (a last clause after a comma with no number in it asks alone: "…, current?")
    const lastComma = text.lastIndexOf(',', text.lastIndexOf('?'));
    const qStart = Math.max(0, ...[...text.matchAll(/[.;:](?=\s)/g)].map((m) => (m.index ?? 0) + 1).filter((i) => i <= text.lastIndexOf('?')), lastComma >= 0 && !/\d/.test(text.slice(lastComma)) ? lastComma + 1 : 0);
    if (Rs.some((q) => q.at >= qStart && text.includes('?')) && Vs.length + Is.length + Ps.length > 0) return null;
    // a label given with its value (R1 = 6 Ω) names no resistor the question is about
    if (/\beach\b|\bchaque\b|\bchacune?\b|\bR[12₁₂]\b|\bfirst\b|\bsecond\b|\bpremi[èe]re?\b/i.test(text.slice(qStart).replace(/\bR[12₁₂]\s*=/g, ' '))) return null;
    const connection = parallel ? 'parallel' : 'series';
    const w = Vs.length + Is.length + Ps.length === 0 ? 'Req' : want === 'I' ? 'I' : want === 'V?' ? 'V' : want === 'P' ? 'P' : want === 'R?' ? 'Req' : null;
    if (!w) return null;
    const knowns: Record<string, number> = {};
    if (Vs.length) knowns.V = Vs[0].si;
    if (Is.length) knowns.I = Is[0].si;
    if (Ps.length) knowns.P = Ps[0].si;
    return { kind: 'circuits', knowns, want: w, unit: { Req: 'Ω', I: 'A', V: 'V', P: 'W' }[w] ?? '', resistors: Rs.map((q) => q.si), connection };
  }
  if (Rs.length + Vs.length + Is.length + Ps.length !== 2 || Rs.length > 1 || Vs.length > 1 || Is.length > 1 || Ps.length > 1) return null;
  const knowns: Record<string, number> = {};
  if (Rs.length) knowns.Rr = Rs[0].si;
  if (Vs.length) knowns.V = Vs[0].si;
  if (Is.length) knowns.I = Is[0].si;
  if (Ps.length) knowns.P = Ps[0].si;
  const w = want === 'V?' ? 'V' : want === 'R?' ? 'Rr' : want;
  if (!w || !['V', 'Rr', 'I', 'P'].includes(w) || knowns[w] !== undefined) return null;
  return { kind: 'circuits', knowns, want: w, unit: { V: 'V', Rr: 'Ω', I: 'A', P: 'W' }[w] ?? '' };
}

function readMechanics(text: string, qs: Q[]): Task | null {
  // efficiency is read with the formula families (read/efficiency.ts)
  if (/efficien|rendement/i.test(text)) return null;
  if (!/\bstress\b|\bcontrainte\b/i.test(text)) return null;
  const Fs = of(qs, DIMS.force);
  const As = of(qs, DIMS.area);
  const Ls = of(qs, DIMS.L);
  if (Fs.length !== 1) return null;
  if (As.length === 1 && Ls.length === 0) return { kind: 'mechanics', knowns: { F: Fs[0].si, A: As[0].si }, want: 'sigma', unit: 'MPa' };
  if (As.length === 0 && Ls.length === 1 && /diameter|diam[èe]tre/i.test(text)) return { kind: 'mechanics', knowns: { F: Fs[0].si, Dm: Ls[0].si }, want: 'sigma', unit: 'MPa' };
  return null;
}

function readMotion(text: string, qs: Q[], g: number): Task | null {
  const want = asked(text);
  if (!want) return null;
  const L = of(qs, DIMS.L);
  const S = of(qs, DIMS.speed);
  const T = of(qs, DIMS.T);
  const A = of(qs, DIMS.acc);
  const M = of(qs, DIMS.M);
  const F = of(qs, DIMS.force);
  // a frequency in Hz: rpm and rad/s are angular speeds, not cycles per second
  const Fq = of(qs, DIMS.freq).filter((q) => /Hz$/.test(q.unit));
  const E = of(qs, DIMS.energy);
  const Ar = of(qs, DIMS.area);
  const Pw = of(qs, DIMS.power);
  const Vo = of(qs, DIMS.volume);
  const deg = qs.filter((q) => q.dim === 'deg');
  const count = qs.length;
  const only = (...groups: Q[][]): boolean => groups.reduce((a, g2) => a + g2.length, 0) === count && groups.every((g2) => g2.length <= 1);
  // waves
  // (a sound's time or distance alone, without a frequency, is uniform motion)
  if ((Fq.length || /wave|onde|\bsound\b|\bson\b|note/i.test(text)) && only(Fq, L, S, T) && !A.length && !(Fq.length === 0 && (want === 't' || want === 'x'))) {
    if (want === 'T' && Fq.length === 1 && count === 1) return { kind: 'waves', knowns: { f: Fq[0].si }, want: 'T', unit: 's' };
    if (want === 'f' && T.length === 1 && count === 1) return { kind: 'waves', knowns: { T: T[0].si }, want: 'f', unit: 'Hz' };
    // v = fλ only for a wave: a wheel's turns per second and its radius give no wavelength
    if (!/wave|onde|\bsound\b|\bson\b|note|λ/i.test(text)) return null;
    // the length of a string or a pipe is no wavelength (read with the standing waves)
    if (L.length && STANDING.test(text) && !/wavelength|longueur\s+d'onde|λ/i.test(text)) return null;
    const knowns: Record<string, number> = {};
    if (Fq.length) knowns.f = Fq[0].si;
    if (L.length) knowns.lam = L[0].si;
    if (S.length) knowns.vw = S[0].si;
    const w = want === 'v?' ? 'vw' : want === 'x' ? 'lam' : want;
    if (T.length || !['vw', 'lam', 'f'].includes(w) || knowns[w] !== undefined || Object.keys(knowns).length !== 2) return null;
    return { kind: 'waves', knowns, want: w, unit: { vw: 'm/s', lam: 'm', f: 'Hz' }[w] ?? '' };
  }
  // projectile range on level ground
  if (want === 'R' && only(S, deg, M) && S.length === 1 && deg.length === 1 && /projectile|launch|lanc|thrown|tir|kicked|fired|\bshot\b|\bhit\b|struck|frapp/i.test(text)) {
    return { kind: 'kinematics', knowns: { v0: S[0].si, th: deg[0].si, g }, want: 'R', unit: 'm' };
  }
  // dropped from rest: speed after a height, or time to fall
  if (/\bdropped\b|\bfalls?\b|free\s*fall|l[âa]ch[ée]|chute\s+libre|tombe/i.test(text) && L.length === 1 && only(L, M) && (want === 'v?' || want === 't')) {
    return { kind: 'kinematics', knowns: { v0: 0, a: g, x: L[0].si }, want: want === 'v?' ? 'v' : 't', unit: want === 't' ? 's' : 'm/s' };
  }
  // sliding to a stop on a level floor under friction alone: μ from the braking distance
  if (want === 'mu' && only(S, L) && S.length === 1 && L.length === 1 && /\bstops?\b|comes?\s+to\s+rest|s'arr[êe]te|s'immobilise/i.test(text) && /horizontal|level|plat/i.test(text)) {
    return { kind: 'dynamics', knowns: { v0: S[0].si, v: 0, x: L[0].si, g }, want: 'mu', unit: '' };
  }
  // uniform acceleration: three of v0, v, a, t, x known, the speeds told apart by "from rest",
  // "from … to …", "initial"/"final" or their labels (v0 = …, v = …)
  if (A.length <= 1 && L.length <= 1 && T.length <= 1 && S.length <= 2 && L.length + S.length + T.length + A.length === count && (A.length === 1 || S.length === 2 || /accelerat|acc[ée]l[ée]r|d[ée]c[ée]l[ée]r|brak|frein|from\s+rest|au\s+repos|d[ée]part\s+arr[êe]t[ée]/i.test(text) || STOPPING.test(text))) {
    const knowns: Record<string, number> = {};
    // a deceleration given is an acceleration against the motion; one asked has no agreed sign
    const slowing = /d[ée]c[ée]l[ée]r|\bbrak|\bfrein|\bralenti|\bslows?\b/i;
    const asking = text.split(/[.;](?=\s|$)/).filter((x) => /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel/i.test(x)).join(' ');
    // …except a deceleration asked by that name: the magnitude of the acceleration against the motion
    const decel = want === 'a' && A.length === 0 && /d[ée]c[ée]l[ée]r/i.test(asking);
    if (slowing.test(asking) && A.length === 0 && !decel && want === 'a') return null;
    if (A.length) knowns.a = slowing.test(text) ? -Math.abs(A[0].si) : A[0].si;
    if (T.length) knowns.t = T[0].si;
    if (L.length) knowns.x = L[0].si;
    const rest = /from\s+rest|at\s+rest|au\s+repos|depuis\s+le\s+repos|du\s+repos|sans\s+vitesse\s+initiale|d[ée]part\s+arr[êe]t[ée]|starts?\s+from\s+0/i.test(text);
    const role = (q: Q): 'v0' | 'v' | null => {
      if (q.label && /^(?:v0|v_0|v₀|u|vi)$/i.test(q.label)) return 'v0';
      if (q.label && /^(?:v|vf|v_f)$/i.test(q.label)) return 'v';
      const before = text.slice(Math.max(0, q.at - 30), q.at);
      if (/(?:initial\w*|initiale?|from|de|starting\s+at|moving\s+at|travell?ing\s+at|going\s+at|roulant\s+à|qui\s+roule\s+à|se\s+d[ée]pla[çc]ant\s+à)\s*(?:speed|velocity|vitesse)?\s*(?:of|de)?\s*$/i.test(before)) return 'v0';
      if (/(?:final\w*|finale?|to|à|jusqu'à|reaches?|atteint)\s*(?:speed|velocity|vitesse)?\s*(?:of|de)?\s*$/i.test(before)) return 'v';
      return null;
    };
    if (rest) knowns.v0 = 0;
    const stopping = STOPPING.test(text);
    for (const q of S) {
      // one speed "at 20 m/s" with nothing reached: the speed it starts with
      const atStart = S.length === 1 && /(?<!\p{L})(?:at|à)\s*$/iu.test(text.slice(Math.max(0, q.at - 6), q.at)) && !/reach|atteint|jusqu/i.test(text);
      const r = rest ? 'v' : (stopping || atStart) && S.length === 1 ? 'v0' : role(q);
      if (!r || knowns[r] !== undefined) return null;
      knowns[r] = q.si;
    }
    if (stopping && knowns.v === undefined) knowns.v = 0;
    const w = want === 'v?' ? (knowns.v0 === undefined && knowns.v !== undefined ? 'v0' : 'v') : want === 'x' ? 'x' : want;
    if (!['v0', 'v', 'a', 't', 'x'].includes(w) || knowns[w] !== undefined || Object.keys(knowns).length !== 3) return null;
    return { kind: 'kinematics', knowns, want: decel ? 'dec' : w, unit: { v0: 'm/s', v: 'm/s', a: 'm/s^2', t: 's', x: 'm' }[w] ?? '' };
  }
  // uniform motion: distance, time, average speed (not a thrown or falling body: gravity accelerates it, nor one stopping)
  if (only(L, S, T) && !A.length && L.length + S.length + T.length === 2 && !STOPPING.test(text) && !/accelerat|acc[ée]l[ée]r|from\s+rest|repos|thrown|launch|projectile|lanc[ée]|kicked|fired|dropped|\bfalls?\b|falling|tombe|chute|l[âa]ch[ée]|cliff|falaise|horizontal(?:ly|ement)|vertical|radius|rayon|diam[èe]t/i.test(text)) {
    const knowns: Record<string, number> = {};
    if (L.length) knowns.x = L[0].si;
    if (S.length) knowns.vavg = S[0].si;
    if (T.length) knowns.t = T[0].si;
    const w = want === 'v?' ? 'vavg' : want === 'x' ? 'x' : want === 't' ? 't' : null;
    if (!w || knowns[w] !== undefined) return null;
    return { kind: 'kinematics', knowns, want: w, unit: { vavg: 'm/s', x: 'm', t: 's' }[w] ?? '' };
  }
  // Newton's second law and weight
  if (only(F, M, A) && !L.length) {
    if (want === 'Wt' && M.length === 1 && count === 1) return { kind: 'dynamics', knowns: { m: M[0].si, g }, want: 'Wt', unit: 'N' };
    // a body pulled up or hanging also has its weight: F = ma with one force alone would drop it
    if (count === 2 && ['F', 'm', 'a'].includes(want) && !/\blift\b|elevator|ascenseur|monte-charge|c[âa]ble|\bcable|\brope|corde|tension|vertical|upward|vers\s+le\s+haut|\bhang|suspend|hoist|\braise|soul[èe]v|hiss|rocket|fus[ée]e/i.test(text)) {
      const knowns: Record<string, number> = {};
      if (F.length) knowns.F = F[0].si;
      if (M.length) knowns.m = M[0].si;
      if (A.length) knowns.a = A[0].si;
      if (knowns[want] !== undefined) return null;
      return { kind: 'dynamics', knowns, want, unit: { F: 'N', m: 'kg', a: 'm/s^2' }[want] ?? '' };
    }
  }
  // energy
  if (want === 'Ek' && only(M, S) && count === 2) return { kind: 'energy', knowns: { m: M[0].si, v: S[0].si }, want: 'Ek', unit: 'J' };
  const KINETIC = /kinetic|cin[ée]tique|\bK\.?E\b|(?<![\p{L}\d])E_?[ck](?![\p{L}\d])/iu;
  if (want === 'v?' && only(M, E) && M.length === 1 && E.length === 1 && KINETIC.test(text)) return { kind: 'energy', knowns: { m: M[0].si, Ek: E[0].si }, want: 'v', unit: 'm/s' };
  // the kinetic energy read backwards: the mass from the energy and the speed (m = 2E/v²)
  if (want === 'm' && only(S, E) && S.length === 1 && E.length === 1 && KINETIC.test(text)) return { kind: 'energy', knowns: { v: S[0].si, Ek: E[0].si }, want: 'm', unit: 'kg' };
  if ((want === 'E?' || want === 'Wk') && only(Pw, T) && Pw.length === 1 && T.length === 1) return { kind: 'energy', knowns: { P: Pw[0].si, t: T[0].si }, want: 'Wk', unit: 'J' };
  if (want === 'Ep' && only(M, L) && count === 2) return { kind: 'energy', knowns: { m: M[0].si, h: L[0].si, g }, want: 'Ep', unit: 'J' };
  if (want === 'Wk' && only(F, L, deg) && F.length === 1 && L.length === 1) return { kind: 'energy', knowns: { F: F[0].si, x: L[0].si, th: deg.length ? deg[0].si : 0 }, want: 'Wk', unit: 'J' };
  if (want === 'P' && only(E, T) && count === 2) return { kind: 'energy', knowns: { Wk: E[0].si, t: T[0].si }, want: 'P', unit: 'W' };
  if (want === 'P' && only(M, L, T) && count === 3 && (/\blift|\bl[èe]ve|\bsoul[èe]ve|\bmonte|\braise|\bclimb|\bgrimpe|\bhisse|\bhoist|\bascend|gravit/i.test(text) || CLIMBS_STAIRS.test(text))) {
    return { kind: 'energy', knowns: { m: M[0].si, h: L[0].si, t: T[0].si, g }, want: 'P', unit: 'W' };
  }
  // pressure and density
  if (want === 'p' && only(F, Ar) && count === 2) return { kind: 'pressure_density', knowns: { F: F[0].si, A: Ar[0].si }, want: 'p', unit: 'Pa' };
  if (want === 'p' && only(M, Ar) && count === 2 && /rests?|pos[ée]e?|repose|sits?|stands?/i.test(text)) return { kind: 'pressure_density', knowns: { F: M[0].si * g, A: Ar[0].si }, want: 'p', unit: 'Pa' };
  const Rho = of(qs, DIMS.density);
  if (want === 'p' && only(L, Rho) && L.length === 1 && Rho.length === 1 && /depth|deep|profondeur|below\s+the\s+surface|sous\s+la\s+surface/i.test(text)) return { kind: 'pressure_density', knowns: { rho: Rho[0].si, h: L[0].si, g }, want: 'p', unit: 'Pa' };
  if (want === 'm' && only(Rho, Vo) && count === 2) return { kind: 'pressure_density', knowns: { rho: Rho[0].si, Vol: Vo[0].si }, want: 'm', unit: 'kg' };
  if (/\bvolume\b/i.test(text.split(/[.;](?=\s|$)/).filter((x) => x.includes('?')).join(' ')) && only(Rho, M) && count === 2) return { kind: 'pressure_density', knowns: { rho: Rho[0].si, m: M[0].si }, want: 'Vol', unit: 'm^3' };
  if (want === 'rho' && only(M, Vo) && count === 2) return { kind: 'pressure_density', knowns: { m: M[0].si, Vol: Vo[0].si }, want: 'rho', unit: 'kg/m^3' };
  return null;
}

/** A person going up stairs or steps ('runs up a flight of stairs', « monte un escalier en courant »): the work is m g h over the rise. */
const CLIMBS_STAIRS = /\b(?:runs?|running|ran|walks?|walking|walked|goes|going|went|races?|raced|dashe[sd]|sprints?|sprinted|jogs?|jogged)\s+up\b|\b(?:stairs?|staircase|stairway|steps|escaliers?|marches|gradins)\b/i;
const isRelation = (t: Task): t is TaskOf<(typeof KINDS)[number]> => (KINDS as readonly string[]).includes(t.kind);
const KINDS = ['kinematics', 'dynamics', 'energy', 'pressure_density', 'waves', 'circuits', 'rc', 'mechanics'] as const;
/** The canonical text of a task (physics/describe.ts), read back to the same task. */
export function readCanonical(text: string): Task | null {
  // capacitors in series or parallel (an RC task's own group), read apart
  const caps = /; capacitors (series|parallel) ([^;]+)/.exec(text);
  const alsoAt = /; also (\w+)(?: in (\S+))?$/.exec(text);
  const m = /^(\w+): ([^;]*); find (\w+) in (\S+)(?:; (series|parallel) ([^;]+))?(?:; network ([^;]+)(?:; element (\d+))?)?(?:; (charge|discharge))?$/.exec(text.replace(caps?.[0] ?? '', '').replace(alsoAt?.[0] ?? '', '').trim());
  const kind = KINDS.find((k) => k === m?.[1]);
  if (!m || !kind) return null;
  const knowns: Record<string, number> = {};
  for (const part of m[2].split(', ').filter(Boolean)) {
    const kv = /^(\w+) = (\S+)$/.exec(part);
    if (!kv || !Number.isFinite(Number(kv[2]))) return null;
    knowns[kv[1]] = Number(kv[2]);
  }
  const resistors = m[6]?.split(', ').map(Number);
  const connection = m[5] === 'series' || m[5] === 'parallel' ? m[5] : undefined;
  const process = m[9] === 'charge' || m[9] === 'discharge' ? m[9] : undefined;
  const network = m[7] ? parseInfix(m[7]) : null;
  if (m[7] && (!network || kind !== 'circuits')) return null;
  const net = network ? { network, ...(m[8] ? { element: Number(m[8]) } : {}) } : {};
  if (caps && (kind !== 'rc' || connection)) return null;
  const capacitors = caps ? { capacitors: caps[2].split(', ').map(Number), connection: caps[1] === 'series' ? 'series' as const : 'parallel' as const } : {};
  return { kind, knowns, want: m[3], unit: m[4] === '1' ? '' : m[4], ...(resistors && connection ? { resistors, connection } : {}), ...net, ...capacitors, ...(process ? { process } : {}), ...(alsoAt ? { also: alsoAt[1], ...(alsoAt[2] ? { alsoUnit: alsoAt[2] } : {}) } : {}) };
}

/**
 * Two meshing gears by their teeth ("a 12-tooth gear meshes with a 9-tooth gear", "pignon de
 * 20 dents qui entraîne une roue de 60 dents"): the first named drives unless it is "driven by"
 * the other. A ratio is answered only in the order the question states; undefined when no gears.
 */
function readGears(text: string, qs: Q[]): Task | null | undefined {
  const written = [...text.matchAll(/(\d+)\s*-?\s*(?:tooth|teeth|dents)(?!\p{L})/giu)].map((m) => ({ size: Number(m[1]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  // "speed of the 15-tooth gear?" names a gear given before
  const references = written.filter((w) => isReference(text, w, written));
  const counts = written.filter((w) => !references.includes(w));
  const teeth = counts.map((w) => w.size);
  if (teeth.length === 0) return undefined;
  if (teeth.length !== 2 || teeth.some((n) => n <= 0)) return null;
  // a count labelled by its own words ("driven gear 60 teeth", « roue menée de 45 dents ») says which drives
  // ("a 15-tooth driver": the word right after the count names it first)
  const trailing = counts.map((w) => /^\s*(?:(?:gear|pinion|wheel|roue|pignon)\s+)?(?:driver|follower|motor|menant|men[ée]e|moteur)\b/iu.exec(text.slice(w.end)));
  const labels = counts.map((w, i) => gearRole(trailing[i]?.[0] ?? text.slice(i ? counts[i - 1].end + (trailing[i - 1]?.[0].length ?? 0) : 0, w.at)));
  if (labels[0] && labels[0] === labels[1]) return null;
  const drivenFirst = labels[0] === 'driven' || labels[1] === 'driver' || (!labels[0] && !labels[1] && /driven\s+by|entra[îi]n[ée]e?\s+par/i.test(text));
  const [N1, N2] = drivenFirst ? [teeth[1], teeth[0]] : teeth;
  const speeds = of(qs, DIMS.freq);
  const torques = of(qs, DIMS.torque);
  const want = asked(text);
  if (/ratio|rapport/i.test(text) && qs.length === 0) {
    const order = /larger\s*:\s*smaller|plus\s+grand\w*\s*:\s*plus\s+petit/i.test(text) ? [Math.max(N1, N2), Math.min(N1, N2)]
      : /smaller\s*:\s*larger|plus\s+petit\w*\s*:\s*plus\s+grand/i.test(text) ? [Math.min(N1, N2), Math.max(N1, N2)]
        : /driven\s*:\s*driver|output\s*:\s*input|men[ée]e?\s*:\s*menant/i.test(text) ? [N2, N1]
          : /driver\s*:\s*driven|input\s*:\s*output|menant\s*:\s*men[ée]e?/i.test(text) ? [N1, N2]
            // speeds go as the inverse of the teeth: ω_in : ω_out = N_driven : N_driver
            : /input\s+speed\s*:\s*output\s+speed|vitesse\s+d['’]entr[ée]e\s*:\s*vitesse\s+de\s+sortie/i.test(text) ? [N2, N1]
              : /output\s+speed\s*:\s*input\s+speed|vitesse\s+de\s+sortie\s*:\s*vitesse\s+d['’]entr[ée]e/i.test(text) ? [N1, N2]
              // a ratio named, when the driver is known: « rapport de transmission » k = Z_menant/Z_menée, a gear ratio N_driven/N_driver
              : !labels[0] && !labels[1] && !/\bdrives?\b|\bdriv(?:en|ing)\b|entra[îi]n/i.test(text) ? null
                : /rapport\s+de\s+transmission/i.test(text) ? [N1, N2]
                  : /(?:gear|velocity|reduction)\s+ratio|rapport\s+de\s+r[ée]duction/i.test(text) ? [N2, N1] : null;
    return order ? { kind: 'mechanics', knowns: { Na: order[0], Nb: order[1] }, want: 'ratio', unit: '' } : null;
  }
  if (qs.length !== 1) return null;
  // the speed or torque given turns the driver unless its words name the driven gear ("La roue tourne à 250 tr/min")
  // a gear named again in the clause of the quantity ("The 40-tooth gear turns at 100 rpm") carries it
  const clauseStart = text.slice(0, qs[0].at).search(/[^.;]*$/);
  const carrier = references.filter((w) => w.at >= clauseStart && w.at < qs[0].at);
  const others = references.filter((w) => !carrier.includes(w));
  if (carrier.length > 1 || others.length > 1) return null;
  const named = carrier.length ? counts.findIndex((w) => w.size === carrier[0].size) : -1;
  const found = named === 0 || named === 1 ? { k: named, sure: true } : carrier.length ? null : gearOf(text, qs[0], counts);
  if (found === null) return null;
  // the gear the question asks ("Output speed?", « Vitesse de la roue ? »): the speed given is the other one's
  const askedGear = questionGear(text, counts, drivenFirst);
  if (found.sure && askedGear === found.k) return null;
  if (!found.sure && askedGear === null) throw unclearGear(text, qs[0]);
  const k = found.sure ? found.k : askedGear === 0 ? 1 : 0;
  const driven = (k === 1) !== drivenFirst;
  // the gear the question names must be the other one
  if (others.length && counts.findIndex((w) => w.size === others[0].size) === k) return null;
  if (want === 'v?' && speeds.length === 1) return driven ? { kind: 'mechanics', knowns: { N1, N2, w2: speeds[0].si }, want: 'w1', unit: 'rpm' } : { kind: 'mechanics', knowns: { N1, N2, w1: speeds[0].si }, want: 'w2', unit: 'rpm' };
  if (/torque|couple/i.test(text) && torques.length === 1) return driven ? { kind: 'mechanics', knowns: { N1, N2, T2: torques[0].si }, want: 'T1', unit: 'N·m' } : { kind: 'mechanics', knowns: { N1, N2, T1: torques[0].si }, want: 'T2', unit: 'N·m' };
  return null;
}

/** The word that opens the condition a quantity is given in ("output speed if a 1200 rpm motor …"). */
const CONDITION = /\b(?:if|when|si|quand|lorsque)\b/i;
/** The role a gear's own words give it, if any. */
function gearRole(words: string): 'driver' | 'driven' | null {
  // "driven by", "driving a" speak of the other gear; the role word nearest before the count names it
  const part = ((words.split(/[,;.]/).pop() ?? '').split(CONDITION).pop() ?? '').replace(/driven\s+by|driving\s+(?:an?|the)\b|entra[îi]n[ée]e?\s+par/gi, ' ');
  const last = [...part.matchAll(/(driven|follower|output|sortie|men[ée]e?\b|r[ée]cepteur)|(driver|driving|input|motor|menant|moteur|entr[ée]e)/gi)].pop();
  return last ? (last[1] ? 'driven' : 'driver') : null;
}

const GEAR_NOUN = /\b(?:pinion|pignon|wheel|roue|gear|engrenage|crown|couronne|sprocket|pulley)s?\b/giu;
/**
 * Which of two gears (in the order written) a quantity belongs to: driver or driven words in its
 * clause, else the gear noun its clause names when the two gears have different nouns ("un pignon
 * … une roue … La roue tourne à"), else the gear counted last before it in its clause, else the first.
 */
function gearOf(text: string, q: Q, gears: Array<{ at: number; end: number }>): { k: 0 | 1; sure: boolean } | null {
  const before = text.slice(0, q.at);
  // the words of the condition it is given in ("output speed if a 1200 rpm motor …": the motor's)
  const clause = before.slice(before.search(/[^.;]*$/)).split(CONDITION).pop() ?? '';
  if (/(?:output|driven|follower|sortie|men[ée]e)[^,]*$/i.test(clause)) return { k: 1, sure: true };
  if (/(?:input|driver|driving|motor|entr[ée]e|menant|moteur)[^,]*$/i.test(clause)) return { k: 0, sure: true };
  const [a, b] = gears.map((g) => gearNoun(text, g));
  const named = [...clause.matchAll(GEAR_NOUN)].pop()?.[0].toLowerCase().replace(/s$/, '');
  const inClause = gears.filter((g) => g.at >= before.length - clause.length && g.end <= q.at);
  // "a 15-tooth pinion drives a 45-tooth gear at 1200 rpm": both gears in its clause, the speed may be either's
  if (inClause.length) return { k: gears.indexOf(inClause[inClause.length - 1]) as 0 | 1, sure: inClause.length === 1 };
  if (a && b && a !== b && named) return named === a ? { k: 0, sure: true } : named === b ? { k: 1, sure: true } : null;
  return { k: 0, sure: true };
}

/** The gear noun written with a count of teeth ("a 15-tooth pinion", « une roue de 45 dents »). */
function gearNoun(text: string, g: { at: number; end: number }): string | undefined {
  const b = [...text.slice(Math.max(0, g.at - 25), g.at).matchAll(GEAR_NOUN)].pop()?.[0];
  return (b ?? [...text.slice(g.end, g.end + 15).matchAll(GEAR_NOUN)][0]?.[0])?.toLowerCase().replace(/s$/, '');
}

/**
 * Which of two gears (in the order written) a question without data asks about: by its role
 * ("Output speed?", « vitesse d'entrée ? ») or by its noun when the two differ (« Vitesse de la roue ? »).
 */
function questionGear(text: string, gears: Array<{ at: number; end: number }>, drivenFirst: boolean): 0 | 1 | null {
  const asks = text.split(/(?<=[.;?!])\s+/).filter((x) => /\?|\bfind\b|\bcalcul|\bd[ée]termin|\bwhat\b|\bquel|\bhow\b/i.test(x) && !/\d/.test(x)).join(' ');
  if (!asks) return null;
  const role = gearRole(asks);
  if (role) return (role === 'driver') === !drivenFirst ? 0 : 1;
  const [a, b] = gears.map((g) => gearNoun(text, g));
  const nouns = [...asks.matchAll(GEAR_NOUN)].map((m) => m[0].toLowerCase().replace(/s$/, ''));
  if (!a || !b || a === b || nouns.length !== 1) return null;
  return nouns[0] === a ? 0 : nouns[0] === b ? 1 : null;
}

/** A speed written after both gears of "A drives B at 1200 rpm", with no question naming either: which turns at it is not said. */
function unclearGear(text: string, q: Q): SolverError {
  const at = text.slice(0, q.at).search(/[^.;]*$/);
  const words = text.slice(at, q.end).trim();
  return new SolverError('unsupported', {
    en: `We could not tell which gear turns at the speed given ("${words}"): say which one (for example "the 15-tooth pinion turns at 1200 rpm") or which gear's speed is asked (input or output).`,
    fr: `Nous n'avons pas pu savoir quelle roue tourne à la vitesse donnée (« ${words} ») : précisez laquelle (par exemple « le pignon de 15 dents tourne à 1200 tr/min ») ou quelle vitesse est demandée (entrée ou sortie).`,
  });
}

/** Friction on a level surface, f = μN with N = mg: the friction force from a mass and μ. */
function readFriction(text: string, qs: Q[], g: number, mu: number): Task | null {
  const M = of(qs, DIMS.M);
  if (asked(text) !== 'fr' || M.length !== 1 || qs.length !== 1 || !/horizontal|level|floor|table|sol\b|plan\s+horizontal/i.test(text) || /incline|slope|pente|inclin/i.test(text)) return null;
  return { kind: 'dynamics', knowns: { m: M[0].si, g, mu }, want: 'fr', unit: 'N' };
}
