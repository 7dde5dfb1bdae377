import type { TaskOf } from '../task/task';
import { capacitorProcess } from './capacitorProcess';

/**
 * How long an RC circuit takes to reach a share of its final voltage (charging) or to fall to a share
 * of its starting one (discharging), told in words: "to reach 90% of its final voltage", « atteint-elle
 * 85 % de E », "reaches 99% of its maximum", "drops to 10% of its initial voltage", or as a voltage
 * reached with the supply told apart ("connected to 15 V … After how long is its voltage 10 V?").
 * The charging or discharging must be clear (told, or said by the share's reference); otherwise unread.
 */
type Rc = TaskOf<'rc'>;
interface Quantity { si: number; at: number; end: number }

const NUMBER_PCT = String.raw`\d+(?:[.,]\d+)?\s*%\s*(?:of|de|du|d['’])\s*(?:the\s+|its\s+|their\s+|la\s+|sa\s+|son\s+|leur\s+|l['’])?`;
/** A share of the full charge: the supply's voltage, the final or greatest value, E or U. */
const OF_FULL = new RegExp(NUMBER_PCT + String.raw`(?:supply|source|battery|e\.?m\.?f|final|full|max|asymptot|steady|charge\s+(?:finale|maximale|totale|compl[èe]te)|valeur\s+(?:finale|maximale|limite)|tension\s+(?:d['’]alimentation|finale|maximale|limite|du\s+g[ée]n[ée]rateur|de\s+la\s+source)|g[ée]n[ée]rateur|alimentation|(?:E|U|U_?0|ε|V_?s)(?![\p{L}\d]))`, 'iu');
/** A share of the starting charge: what it held at first. */
const OF_START = new RegExp(NUMBER_PCT + String.raw`(?:initial|original|starting|start|first|valeur\s+initiale|tension\s+initiale|charge\s+initiale|d[ée]part|V_?0|U_?0|Q_?0)(?![\p{L}\d])`, 'iu');
/** The question sentence about time: "how long", « au bout de combien de temps », "after what time", "when". */
const WHEN = /how\s+long|combien\s+de\s+temps|\bwhat\s+time\b|\bwhen\b|\bquand\b|[àa]\s+quel(?:le)?\s+(?:instant|date|moment)|\btime\s+(?:taken|needed|required|for|until|before)\b|\btemps\s+(?:n[ée]cessaire|mis|pour)\b|\bdur[ée]e\s+(?:n[ée]cessaire|pour)\b/i;
/** The words just before the voltage reached: "to reach", "is", "=", « atteigne », « vaut ». */
const REACHED_BEFORE = /(?:reach\w*|get\s+to|rises?\s+to|falls?\s+to|drops?\s+to|decays?\s+to|(?:up|down)\s+to|attei\w*|vaut|vaille|[ée]gale?\s+[àa]|equals?|=|\bis|\bbe|\bat)\s*(?:of\s+|de\s+)?$/i;

/** The sentence holding the time question, as [start, end) in the text. */
function questionSpan(text: string): [number, number] | null {
  const m = WHEN.exec(text);
  if (!m) return null;
  const start = Math.max(0, ...[...text.slice(0, m.index).matchAll(/[.;!?](?=\s|$)/g)].map((x) => (x.index ?? 0) + 1));
  const stop = text.slice(m.index).search(/[.;!?](?=\s|$)/);
  return [start, stop < 0 ? text.length : m.index + stop + 1];
}

/** The voltage reached and the supply's (or the start's): the reached one alone in the question, or alone told as reached. */
function reachedAndFull(text: string, Vs: Quantity[]): [Quantity, Quantity] | null {
  const span = questionSpan(text);
  if (!span || Vs.length !== 2) return null;
  const inside = Vs.filter((v) => v.at >= span[0] && v.at < span[1]);
  const told = inside.filter((v) => REACHED_BEFORE.test(text.slice(Math.max(span[0], v.at - 30), v.at)));
  const reached = inside.length === 1 ? inside[0] : told.length === 1 ? told[0] : null;
  const full = Vs.find((v) => v !== reached);
  return reached && full ? [reached, full] : null;
}

/** `timeAsked`: the question names a time; else it must ask when ("When does its voltage reach 6 V?"). */
export function readCapacitorTime(text: string, knowns: Record<string, number>, shares: Quantity[], Vs: Quantity[], times: number, timeAsked: boolean): Rc | null {
  if (times > 0 || (!timeAsked && !questionSpan(text))) return null;
  const process = capacitorProcess(text);
  const done = (q: number, charging: boolean): Rc | null => (q > 0 && q < 1 ? { kind: 'rc', knowns: { ...knowns, [charging ? 'q' : 'qr']: q }, want: 't', unit: 's' } : null);
  if (shares.length === 1 && Vs.length === 0) {
    const full = OF_FULL.test(text);
    const start = OF_START.test(text);
    if (full === start) return process === 'charge' && !start ? done(shares[0].si, true) : null;
    if (full && process !== 'discharge') return done(shares[0].si, true);
    if (start && process !== 'charge') return done(shares[0].si, false);
    return null;
  }
  if (shares.length === 0 && process) {
    const pair = reachedAndFull(text, Vs);
    return pair ? done(pair[0].si / pair[1].si, process === 'charge') : null;
  }
  return null;
}
