/**
 * A capacitor "initially discharged" (« initialement déchargé », "uncharged at first") is the state a
 * CHARGE starts from, not a discharge: the state is set aside before the process is looked for.
 */
const START_STATE =
  /\b(?:initially|at first|originally)\s+(?:fully\s+|completely\s+|totally\s+)?(?:un|dis)charged\b|\b(?:un|dis)charged\s+(?:at first|initially|at the start|to begin with)\b|initialement\s+(?:totalement\s+|complètement\s+|entièrement\s+)?d[ée]charg[ée]e?s?|d[ée]charg[ée]e?s?\s+(?:initialement|au\s+d[ée]part|au\s+d[ée]but|à\s+l'origine|à\s+l'instant\s+initial)/giu;

/** Whether the statement's capacitor is charging or discharging, from its words; null when it says neither. */
export function capacitorProcess(text: string): 'charge' | 'discharge' | null {
  const rest = text.replace(START_STATE, ' ');
  if (/discharg|d[ée]charg/i.test(rest)) return 'discharge';
  if (/\bcharg/i.test(rest)) return 'charge';
  return null;
}
