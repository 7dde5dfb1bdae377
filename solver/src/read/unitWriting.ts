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
    // a length over a time: m.s-1, m s^-2, km.h-1, km·h⁻¹
    .replace(/(?<![\p{L}])(k?m|cm)\s*[.·]?\s*(s|h|min)\s*\^?\s*[-⁻]\s*([12¹²])(?![\d\p{L}])/gu, (m, a: string, b: string, p: string) => (b !== 's' && POW[p] !== '' ? m : `${a}/${b}${POW[p]}`))
    // a mass over a volume: kg.m-3, g.cm-3, g.L-1
    .replace(/(?<![\p{L}])(k?g)\s*[.·]?\s*(m|cm|dm)\s*\^?\s*[-⁻]\s*([3³])(?![\d\p{L}])/gu, '$1/$2^3')
    .replace(/(?<![\p{L}])(k?g)\s*[.·]?\s*(L|mL)\s*\^?\s*[-⁻]\s*([1¹])(?![\d\p{L}])/gu, '$1/$2')
    // a force or an energy per mass or per length: N.kg-1, N.m-1
    .replace(/(?<![\p{L}])(N|J)\s*[.·]?\s*(kg|m)\s*\^?\s*[-⁻]\s*([1¹])(?![\d\p{L}])/gu, '$1/$2');
}
