import { describe, expect, it } from 'vitest';
import { speechRequest } from './speech-request';

const base = { id: 's1', problemId: 'p1', finalAnswer: 'x = 2', stepsJson: [{ number: 1, title: 'Divide', explanation: 'Divide both sides by 3' }] };

describe('speechRequest', () => {
  it('sends the plain text and the ids of the stored solution', () => {
    expect(speechRequest({ ...base, plainText: 'Divide both sides by 3. x = 2' })).toEqual({ text: 'Divide both sides by 3. x = 2', solutionId: 's1', problemId: 'p1' });
  });

  it('falls back to the steps’ words when the solution has no plain text', () => {
    expect(speechRequest({ ...base, plainText: '  ' }).text).toBe('Divide. Divide both sides by 3\nx = 2');
  });

  it('keeps within the server’s limit', () => {
    expect(speechRequest({ ...base, plainText: 'a'.repeat(30_000) }).text).toHaveLength(20_000);
  });
});
