/**
 * Whether a statement's capacitor is charging or discharging. The state it starts in is not the
 * process: "a fully discharged capacitor … connected to a 12 V battery" is CHARGED, "a capacitor
 * charged to 12 V … connected across a resistor" DISCHARGES. So the starting states are read and
 * set aside first; a process told in words (is charged, charging, se décharge) decides; else the
 * state does, with a source in the circuit (empty → charging) or without one (full → discharging).
 */

const AUX = String.raw`(?:is|are|was|were|be|been|being|gets?|got|getting|est|sont|était|étaient|sera|être|été|se|s')`;
const START_ADVERB = String.raw`(?:initially|originally|at\s+first|previously|fully|completely|totally|entirely|initialement|totalement|complètement|entièrement|préalablement|au\s+départ)`;
const EMPTY_AFTER = String.raw`(?:at\s+first|initially|at\s+the\s+start|to\s+begin\s+with|initialement|au\s+d[ée]part|au\s+d[ée]but|à\s+l'origine|à\s+l'instant\s+initial)`;

/** An empty start: "uncharged", "fully discharged", "a discharged 100 µF capacitor", « (initialement) déchargé », « non chargé ». */
const EMPTY_STATE = new RegExp(
  [
    String.raw`\buncharged\b`,
    // "q(0) = 0", « u_C(0) = 0 »
    String.raw`(?<![\p{L}])[qQuUvV]_?[cC]?\s*\(\s*0\s*\)\s*=\s*0(?!\d|[.,]\d)`,
    String.raw`\bnon[\s-]+charg[ée]e?s?(?!\p{L})`,
    // an adverb of the start or of completeness makes the participle a state, auxiliary or not
    String.raw`${START_ADVERB}\s+(?:dis|d[ée])charg[ée]?e?d?s?(?!\p{L})`,
    String.raw`(?:dis|d[ée])charg(?:ed|[ée]e?s?)\s+${EMPTY_AFTER}`,
    // a bare participle with no auxiliary before it qualifies the capacitor ("a discharged capacitor", « un condensateur déchargé est… »)
    String.raw`(?<!\b${AUX}\s+(?:(?:then|now|alors|ensuite|puis)\s+)?)(?<![\p{L}'’])(?:discharged|d[ée]charg[ée]e?s?)(?!\p{L})(?!\s+(?:through|via|into|across|by|over|in|dans|à\s+travers|par|via|sur|en))`,
  ].join('|'),
  'giu',
);

const VOLTS = String.raw`(?:(?:a|an|une?)\s+(?:voltage|potential(?:\s+difference)?|p\.?d\.?|tension|ddp|d\.d\.p\.?)\s+(?:of|de)\s+)?\d+(?:[.,]\d+)?\s*(?:[kmµ]?V|volts?)\b`;
/** A full start: "charged to 12 V", « chargé sous 12 V », "fully charged", « initialement chargé » (not "charged to 12 V through R", which is charging). */
const FULL_STATE = new RegExp(
  [
    String.raw`\bcharged\s+(?:up\s+)?(?:to|at|with)\s+${VOLTS}(?!\s*,?\s*(?:through|via|across)\b)`,
    String.raw`charg[ée]e?s?\s+(?:sous|à|avec)\s+${VOLTS}(?!\s*,?\s*(?:à\s+travers|par|via)\b)`,
    String.raw`${START_ADVERB}\s+charg(?:ed|[ée]e?s?)(?!\p{L})`,
    String.raw`\bpre-?charged\b`,
  ].join('|'),
  'giu',
);

/** A process told in words. */
const DISCHARGING = /discharg|d[ée]charg/iu;
const CHARGING = new RegExp(
  [
    String.raw`\bcharging\b`,
    String.raw`\bcharges?\s+(?:up|through|from|via|to|it|an?|the)\b`,
    String.raw`\bcapacitor\s+charges\b`,
    String.raw`\b(?:is|are|was|were|be|been|being|gets?|got|getting)\s+(?:then\s+|now\s+|being\s+)?charged\b`,
    String.raw`\bcharged\s+(?:by|from|through|via|using|with\s+an?)\b`,
    String.raw`\bto\s+charge\b`,
    String.raw`\bse\s+charge(?!\p{L})|\bse\s+chargeant\b|\bcharger\b|\ben\s+charge\b|\bon\s+charge\b`,
    String.raw`\b(?:est|sont|était|étaient|sera)\s+(?:alors\s+|ensuite\s+|puis\s+|en\s+train\s+d'être\s+)?charg[ée]e?s?(?!\p{L})`,
    String.raw`(?<!\p{L})charg[ée]e?s?\s+(?:par|à\s+travers|via|au\s+moyen|grâce|avec\s+une?)(?!\p{L})`,
    // a share of the full charge to reach: "how long to be 99.3 % charged", « chargé à 63 % »
    String.raw`%\s*(?:charged|charg[ée]e?s?)(?!\p{L})|(?<!\p{L})charg(?:ed|[ée]e?s?)\s+(?:to|à)\s+\d+(?:[.,]\d+)?\s*%`,
    String.raw`(?:pendant|durant|lors\s+de|au\s+cours\s+de|au\s+d[ée]but\s+de)\s+la\s+charge(?!\p{L})`,
    String.raw`(?:la|de\s+la|lors\s+de\s+la|pendant\s+la|durant\s+la|au\s+cours\s+de\s+la)\s+charge\s+(?:du|d'un|de\s+ce)\s+condensateur`,
  ].join('|'),
  'iu',
);
/** A source in the circuit, and its removal. */
const SOURCE = /(?:connected|hooked\s+up|attached|switched)\s+(?:to|across)\s+(?:an?\s+)?\d+(?:[.,]\d+)?\s*[kmµ]?V\b|(?:branch[ée]e?|reli[ée]e?|connect[ée]e?)\s+(?:[àa]|sur|aux\s+bornes\s+d['’]une?)\s+(?:une?\s+)?(?:tension\s+(?:de\s+)?)?\d+(?:[.,]\d+)?\s*[kmµ]?V\b|\bbattery\b|\bsupply\b|\bsource\b|\bgenerator\b|\bcell\b|\be\.?m\.?f\b|\bg[ée]n[ée]rateur\b|\bpile\b|\bbatterie\b|\balimentation\b|\bf\.?[ée]\.?m\b/iu;
/** Something for a full capacitor to discharge into. */
const LOAD = /resist|r[ée]sistan|\bload\b|ohm|Ω|\blamp|\bbulb\b|ampoule|conducteur\s+ohmique|dip[ôo]le/iu;
const SOURCE_REMOVED = /disconnect|\bremoved?\b|taken\s+(?:out|away)|replaced\s+by\s+a\s+wire|isolated|d[ée]branch|d[ée]connect|retir|isol[ée]/iu;

/** Whether the statement's capacitor is charging or discharging, from its words; null when it is not told or unclear. */
export function capacitorProcess(text: string): 'charge' | 'discharge' | null {
  const empty = EMPTY_STATE.test(text);
  EMPTY_STATE.lastIndex = 0;
  const noEmpty = text.replace(EMPTY_STATE, ' ');
  const full = FULL_STATE.test(noEmpty);
  FULL_STATE.lastIndex = 0;
  const rest = noEmpty.replace(FULL_STATE, ' ');
  const discharging = DISCHARGING.test(rest);
  const charging = CHARGING.test(rest);
  if (discharging && !charging) return 'discharge';
  if (charging && !discharging) return 'charge';
  if (charging && discharging) return null;
  // no process told: the start state and the circuit decide
  const source = SOURCE.test(rest);
  if (empty && !full) return source ? 'charge' : null;
  if (full && !empty) return LOAD.test(rest) && (!source || SOURCE_REMOVED.test(rest)) ? 'discharge' : null;
  return null;
}
