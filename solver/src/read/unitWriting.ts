import { NUMBER_WORDS as ALL_NUMBER_WORDS, numberWordsWhere } from './numberWords';
import { unitOf } from '../physics/units';
/**
 * Units written with negative powers, as in French and SI-style texts ("54 km.h-1", "2,5 m s^-2",
 * "g = 10 m.s-2", "1000 kg.m-3", "9,8 N.kg-1"), rewritten with a slash (km/h, m/s^2, kg/m^3, N/kg)
 * so that one spelling of each unit is read. A power without its sign ("m s2") is left alone.
 */
const POW: Record<string, string> = { '1': '', '¹': '', '2': '^2', '²': '^2', '3': '^3', '³': '^3' };

const HOURS = String.raw`(?:h|hr|hrs|hours?|heures?)`;
const MINUTES = String.raw`(?:min|mn|minutes?)`;
const SECONDS = String.raw`(?:s|sec|secs|seconds?|secondes?)`;
/** After the last part: its own unit, or the end of the clause ("1 h 15." , « 1 h 30 ? »). */
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:?!)]|$|\s(?:and|et|then|puis|at|à|with|avec)\b))`;

/**
 * A duration written in two units ("2 h 30 min", « 1 h 15 », "3 min 20 s", "1 hour 45 minutes")
 * is one quantity: written in its smaller unit (150 min), so it is never read as two durations.
 */
export function oneDuration(text: string): string {
  return text
    .replace(new RegExp(String.raw`(?<![\d.,])(\d+)\s*${HOURS}\s*(?:and\s+|et\s+)?(\d{1,2})(?:\s*${MINUTES}(?![\p{L}])|${CLAUSE_END})`, 'giu'), (_m, h: string, min: string) => `${Number(h) * 60 + Number(min)} min`)
    .replace(new RegExp(String.raw`(?<![\d.,])(\d+)\s*${MINUTES}\s*(?:and\s+|et\s+)?(\d{1,2})(?:\s*${SECONDS}(?![\p{L}])|${CLAUSE_END})`, 'giu'), (_m, min: string, sec: string) => `${Number(min) * 60 + Number(sec)} s`);
}

export function slashUnits(text: string): string {
  return text
    // a product typed with a star or a dot operator inside a unit over a product: J/(g*°C), W/(m∙K) are J/(g·°C), W/(m·K)
    .replace(/(?<=\d\s*[\p{L}µ]{1,3}\s*\/\s*\(?\s*[\p{L}µ]{1,3})\s*[*∙⋅]\s*(?=°?\s*[\p{L}])/gu, '·')
    // a length over a time: m.s-1, m s^-2, km.h-1, km·h⁻¹
    .replace(/(?<![\p{L}])(k?m|cm)\s*[.·]?\s*(s|h|min)\s*\^?\s*[-⁻]\s*([12¹²])(?![\d\p{L}])/gu, (m, a: string, b: string, p: string) => (b !== 's' && POW[p] !== '' ? m : `${a}/${b}${POW[p]}`))
    // a mass over a volume: kg.m-3, g.cm-3, g.L-1
    .replace(/(?<![\p{L}])(k?g)\s*[.·]?\s*(m|cm|dm)\s*\^?\s*[-⁻]\s*([3³])(?![\d\p{L}])/gu, '$1/$2^3')
    .replace(/(?<![\p{L}])(k?g)\s*[.·]?\s*(L|mL)\s*\^?\s*[-⁻]\s*([1¹])(?![\d\p{L}])/gu, '$1/$2')
    // a thermal conductivity: J s^-1 m^-1 °C^-1, W m^-1 K^-1
    .replace(/(?<![\p{L}])(?:J\s*[.·]?\s*s\s*\^?\s*[-⁻]\s*[1¹]|W)\s*[.·]?\s*m\s*\^?\s*[-⁻]\s*[1¹]\s*[.·]?\s*°?\s*[CK]\s*\^?\s*[-⁻]\s*[1¹](?![\d\p{L}])/gu, 'W/(m·K)')
    // a force per area: N m^-2, N.m-2, N·m⁻²
    .replace(/(?<![\p{L}])(k?N)\s*[.·]?\s*(m|mm|cm)\s*\^?\s*[-⁻]\s*([2²])(?![\d\p{L}])/gu, '$1/$2^2')
    // a force or an energy per mass or per length: N.kg-1, N.m-1
    .replace(/(?<![\p{L}])(N|J)\s*[.·]?\s*(kg|m)\s*\^?\s*[-⁻]\s*([1¹])(?![\d\p{L}])/gu, '$1/$2');
}

const PREFIX_WORDS: Record<string, string> = { giga: 'G', mega: 'M', méga: 'M', kilo: 'k', centi: 'c', milli: 'm', micro: 'µ', nano: 'n', pico: 'p' };
const UNIT_NAMES: Record<string, string> = {
  volt: 'V', amp: 'A', ampere: 'A', ampère: 'A', ohm: 'Ω', watt: 'W', farad: 'F', joule: 'J', newton: 'N', pascal: 'Pa', hertz: 'Hz', coulomb: 'C', henry: 'H', henrie: 'H',
  gram: 'g', gramme: 'g', meter: 'm', metre: 'm', mètre: 'm',
};
/** A number followed by a unit's name, with or without its prefix's name ("20 volts", "4.7 kilo ohms", "2.0 micro Farad", "1 mega ohm", « 3 ampères »). */
const NAMED_UNIT = new RegExp(String.raw`(\d)(\s*-?\s*)(?:(${Object.keys(PREFIX_WORDS).join('|')})\s*-?\s*)?(${Object.keys(UNIT_NAMES).join('|')})(?:e?s)?(?![\p{L}])`, 'giu');

/**
 * Units named in words or typed with a capital or small letter of their own ("20 volts", "120 Ohms",
 * "4.7 kilohms", "2.0 micro Farad", "200 KN", "a 6.0v battery", "3000 rev/min", « 600 tours/minute »,
 * "$0.09/kW.h", « 2 000 W », "80 percent") written as their symbols, so that each quantity is read by its unit.
 */
export function wordUnits(text: string): string {
  return text
    // a number grouped by thousands with a space before its unit: « 2 000 W », "10 000 Ω"
    .replace(/(?<![\d.,]\s?)(\d{1,3})[ \u00a0\u202f](\d{3})(?![\d.,])(?=\s*[\p{L}Ωµ°])/gu, '$1$2')
    .replace(/(\d)\s*-?\s*(?:kilo\s*-?\s*ohms?|kilohms?|k\s+ohms?|K\s*ohms?|KΩ)(?![\p{L}])/giu, '$1 kΩ')
    .replace(/(\d)\s*-?\s*(?:mega\s*-?\s*ohms?|m[ée]gohms?|M\s+ohms?)(?![\p{L}])/giu, '$1 MΩ')
    .replace(NAMED_UNIT, (_m, d: string, _s: string, p: string | undefined, u: string) => `${d} ${p ? PREFIX_WORDS[p.toLowerCase()] : ''}${UNIT_NAMES[u.toLowerCase()]}`)
    // a kilo written with a capital K (K alone is the kelvin)
    .replace(/(\d)\s*K(N|W|V|J|Hz|Pa|Ω)(?![\p{L}])/gu, '$1 k$2')
    // a small v for volts, when a word or a stop follows (never an operation: 3v + 2)
    .replace(/(\d)\s*v(?=\s*[,.;:?!)]|\s+(?:battery|batteries|supply|source|cell|dc|ac|pile|g[ée]n[ée]rateur|alimentation|across|aux)\b|$)/giu, '$1 V')
    // turns per minute
    .replace(/(\d)\s*(?:rev(?:olution)?s?\s*(?:\/|per)\s*min(?:ute)?|r\/min|RPM|tours?\s*(?:\/|par)\s*min(?:ute)?|tr\s*\/\s*mn|tr\.min-1|tr\s*·\s*min⁻¹)(?![\p{L}])(?:\s*\(\s*rpm\s*\))?/giu, '$1 rpm')
    .replace(/(?<![\p{L}])kW\s*[.·]\s*h(?![\p{L}])/gu, 'kWh')
    // the kilowatt-hour in words: "13 cents per kilowatt-hour", « 0,15 € le kilowattheure »
    .replace(/(?<![\p{L}])kilo\s*-?\s*watt[\s-]*(?:hours?|heures?)(?![\p{L}])/giu, 'kWh')
    // a device left on a whole year, with no daily use told: 365 days of 24 h ("left on for an entire year")
    .replace(/\b(for|during|pendant)\s+(?:an?\s+(?:entire|whole|full)\s+year|one\s+(?:entire\s+|whole\s+|full\s+)?year|(?:toute\s+)?une\s+ann[ée]e(?:\s+enti[èe]re)?)(?![\p{L}])/giu, (m, w: string) => (/\b(?:a|per|each|every|par|chaque)\s+(?:day|jour)/i.test(text) ? m : `${w} 8760 h`))
    // a capacitance typed in small letters beside a capacitor ("4.20 uf"): pf stays a power factor
    .replace(/(\d)\s*([uµn])f(?![\p{L}])/gu, (m, d: string, p: string) => (/capacit|condensat/i.test(text) ? `${d} ${p === 'n' ? 'n' : 'µ'}F` : m))
    // a length in inches: "a 4-inch pulley", "10 inches", "20 in. in diameter" (the abbreviation only inside a sentence)
    .replace(/(\d)\s*-?\s*(?:inch(?:es)?(?![\p{L}])|in\.(?=\s+\p{Ll}))/gu, '$1 inch')
    // a mass in tonnes: "3 tons", « 2 tonnes »
    .replace(/(\d)\s*(?:tons?|tonnes?)(?![\p{L}])/giu, '$1 t')
    // one unit of time in words: "in one minute", « en une heure »
    .replace(/\b(in|within|for|en|pendant)\s+(?:one|a|an|une?)\s+(minute|hour|second|heure|seconde)(?![\p{L}])/giu, (_m, w: string, u: string) => `${w} 1 ${/^(?:minute)$/i.test(u) ? 'min' : /^(?:hour|heure)$/i.test(u) ? 'h' : 's'}`)
    // a share in words: "80 percent", « 90 pour cent »
    .replace(/(\d)\s*(?:percent|per\s+cent|pour\s*cent)(?![\p{L}])/giu, '$1 %')
    // a newton-metre with a hyphen: "40 N-m"
    .replace(/(\d)\s*N\s*-\s*m(?![\p{L}\d])/gu, '$1 N·m')
    // a small n for newtons where forces are spoken of ("a friction force of 10 n.")
    .replace(/(\d)\s*n(?=\s*[,.;:?!)]|\s*$)/gu, (m, d: string) => (/\bforces?\b|friction|frottement/i.test(text) ? `${d} N` : m))
    // temperatures in words, the scale written once after both ("from 20 degrees to 225 degrees Celsius", "30 degrees C")
    .replace(/(\d+(?:[.,]\d+)?)\s*(?:degrees?|degr[ée]s?)\s+(to|and|à|et)\s+(\d+(?:[.,]\d+)?)\s*(?:degrees?|degr[ée]s?)\s+(?:(celsius|centigrades?|C)|(fahrenheit|F))(?![\p{L}])/giu, (_m, a: string, w: string, b: string, c: string | undefined) => `${a} °${c ? 'C' : 'F'} ${w} ${b} °${c ? 'C' : 'F'}`)
    .replace(/(\d)\s*(?:degrees?|degr[ée]s?)\s+(?:(celsius|centigrades?|C)|(fahrenheit|F))(?![\p{L}])/giu, (_m, d: string, c: string | undefined) => `${d} °${c ? 'C' : 'F'}`)
    // an angle in degrees written in words, where no temperature is spoken of ("31.7 degrees", « 40 degrés »)
    .replace(/(\d)\s*(?:degrees?|degr[ée]s?)(?![\p{L}])/giu, (m, d: string) => (/celsius|fahrenheit|centigrade|temperat|heat|chaleur|°\s*[CF]\b|\bdeg\s*[CF]\b/i.test(text) ? m : `${d}°`))
    // a number joined to its unit by a hyphen, as an adjective: "a 2.0-kg cart", "a 12-V battery"
    .replace(/(\d)-((?:[kMmcµnG]?(?:g|m|s|N|J|W|V|A|Ω|Hz|Pa|L))|km\/h|m\/s)(?![\p{L}\d/^²³])/gu, '$1 $2');
}

/** Tens and units in words, English and French, without the ones that are also articles (one, un, une). */
const NUMBER_WORDS = numberWordsWhere(ALL_NUMBER_WORDS, (v) => v > 1 && v <= 100);
const WORD = `(?:${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const SPOKEN = new RegExp(String.raw`(?<![\p{L}\d-])(${WORD})(?:[\s-]+(${WORD}))?\s+([^\s,.;:?!()]+)`, 'giu');

/**
 * A quantity whose number is written in words before its unit ("a 0.15 kg ball at forty m/s",
 * "twenty-five metres", « trente m/s »): the number in digits, so the quantity is read by its unit.
 * A tens word may take a units word after it (forty-five); anything else before a unit is left.
 */
export function spokenNumbers(text: string): string {
  return text.replace(SPOKEN, (m, a: string, b: string | undefined, unit: string) => {
    if (!unitOf(unit.replace(/μ/g, 'µ'))) return m;
    const x = NUMBER_WORDS[a.toLowerCase()];
    const y = b === undefined ? 0 : NUMBER_WORDS[b.toLowerCase()];
    // only tens then units make one number ("forty five"): "two three" is not one
    if (b !== undefined && !(x % 10 === 0 && x >= 20 && x <= 90 && y < 10)) return m;
    return `${x + y} ${unit}`;
  });
}
