/** A pause between the parts of a spoken solution, long enough to hear a new step begin. */
export const STEP_PAUSE = '<break time="700ms"/>';
const SHORT_PAUSE = '<break time="300ms"/>';

export function escapeSsml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Joins spoken parts into one SSML document; `short` parts are separated by a brief pause. */
export function toSsml(blocks: string[][]): string {
  const body = blocks.map((parts) => parts.map(escapeSsml).join(` ${SHORT_PAUSE} `)).join(` ${STEP_PAUSE} `);
  return `<speak>${body}</speak>`;
}

/** For engines that take plain text: breaks become sentence ends, entities are decoded. */
export function stripSsml(ssml: string): string {
  if (!ssml.startsWith('<speak>')) return ssml;
  return ssml
    .replace(/\s*<break[^>]*\/>\s*/g, '. ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s*\.\s*\.\s*/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
}
