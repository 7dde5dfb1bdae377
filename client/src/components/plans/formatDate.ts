/** "March 5, 2027" / "5 mars 2027" in the UI language. */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long' }).format(new Date(iso));
}
