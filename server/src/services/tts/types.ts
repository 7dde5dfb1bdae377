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
  /**
   * The SSML for a solution built off the event loop (see speech-pool.ts); without it the caller
   * builds it in-process with solutionToSpeech.
   */
  solutionText?(task: SolutionSpeechTask): Promise<string>;
  /** Stops the engine's worker thread, if it has one. */
  close?(): Promise<void>;
}

/** A solution as the speech text needs it: the same step shape the solver produces. */
export interface SpokenStep {
  title: string;
  explanation: string;
  /** LaTeX. */
  formula?: string;
}

/** How the solver read the problem (the contract's `interpretation`), said before the steps. */
export interface SpokenInterpretation {
  /** A sentence in the solution's language, formulas in plain unicode math. */
  text: string;
  /** The same statement as LaTeX, words in \text{}. */
  latex: string;
}

/** A stored solution as the speech text needs it. */
export interface SolutionSpeechTask {
  steps: SpokenStep[];
  finalAnswer: string;
  locale: SpeechLocale;
  answerLatex?: string;
  interpretation?: SpokenInterpretation;
}
