export type SpeechLocale = 'en' | 'fr';

export interface SynthesizedAudio {
  /** MP3 bytes. */
  audio: Buffer;
  mime: 'audio/mpeg';
  durationMs: number;
}

/** One way of turning text into speech; the service picks one from the configuration. */
export interface SpeechEngine {
  /** Shown in admin settings, e.g. "espeak-ng (offline)". */
  readonly name: string;
  synthesize(text: string, locale: SpeechLocale): Promise<SynthesizedAudio>;
}

/** A solution as the speech text needs it: the same step shape the solver produces. */
export interface SpokenStep {
  title: string;
  explanation: string;
  /** LaTeX. */
  formula?: string;
}
