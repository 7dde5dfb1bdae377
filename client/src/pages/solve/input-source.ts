import type { SolveResponse } from '@contract/solve';

/**
 * What the Image and PDF tabs receive from the solve page (their components live in image/ and
 * pdf/). They fill the problem text (and the OCR text kept with the problem), then call onSolve.
 */
export interface InputSourceProps {
  /** The problem text, shared with the Text tab. */
  text: string;
  onTextChange: (text: string) => void;
  /** Text read from the upload, stored with the problem as its OCR text. */
  onOcrText: (text: string) => void;
  onSolve: () => void;
  isSolving: boolean;
  /** Bumped by 'Solve Another Problem': clear the selected file and previews. */
  resetKey: number;
}

/** What the Audio Explanation card (audio/) receives: the current solution, if any. */
export interface AudioSlotProps {
  solution: SolveResponse | null;
  /** Called with the new audioUrl once speech has been generated for the solution. */
  onAudioReady: (audioUrl: string) => void;
}
