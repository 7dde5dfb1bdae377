import type { SolveResponse } from '@contract/solve';
import { MAX_TTS_TEXT_LENGTH, type TtsBody } from '@contract/tts';

type SpokenSolution = Pick<SolveResponse, 'id' | 'problemId' | 'plainText' | 'stepsJson' | 'finalAnswer'>;

/**
 * The POST /api/tts body for a solution: the spec's plain text (the steps' words when a solution
 * has none) plus the ids, so the server reads the stored steps with their formulas in words.
 */
export function speechRequest(solution: SpokenSolution): TtsBody {
  const fromSteps = [...solution.stepsJson.map((s) => `${s.title}. ${s.explanation}`), solution.finalAnswer ?? ''].filter(Boolean).join('\n');
  const text = (solution.plainText.trim() || fromSteps).slice(0, MAX_TTS_TEXT_LENGTH);
  return { text, solutionId: solution.id, problemId: solution.problemId };
}
