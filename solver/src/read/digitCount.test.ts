import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { readTask } from '.';
import { taskText } from '../task/text';
import { verifyTask } from '../verify/task';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): [string | undefined, boolean] => {
  const s = solve(input, { subject: 'cs', locale });
  return [s.answer?.value, s.verified];
};

describe('how many digits a number takes', () => {
  it('answers the count of bits or hexadecimal digits, never the digits themselves', () => {
    expect(answer('How many bits are needed to represent 1000?')).toEqual(['10', true]);
    expect(answer('What is the minimum number of bits required to store the number 255?')).toEqual(['8', true]);
    expect(answer('Combien de bits faut-il pour coder le nombre 256 ?', 'fr')).toEqual(['9', true]);
    expect(answer('How many hexadecimal digits are needed to write 4096?')).toEqual(['4', true]);
  });
  it('refuses a count of values, of bits set, and a signed value, by name', () => {
    expect(answer('How many bits are needed to represent 256 different values?')[0]).toBeUndefined();
    expect(answer('How many bits are set in 10110?')[0]).toBeUndefined();
    const s = solve("How many bits are needed to represent -100 in two's complement?", { subject: 'cs' });
    expect(s.answer).toBeNull();
    expect(s.error?.message).toContain('How many bits');
  });
  it('checks the count against the powers of the base and reads its own statement back', () => {
    const t = readTask({ raw: 'How many bits are needed to represent 1000?', text: 'x', subject: 'cs' }).task;
    expect(t).toEqual({ kind: 'base', value: { digits: '1000', base: 10 }, to: 2, count: true });
    if (!t) return;
    expect(verifyTask(t, { kind: 'expr', value: '10' })).toBe(true);
    expect(verifyTask(t, { kind: 'expr', value: '9' })).toBe(false);
    expect(readTask({ raw: taskText(t), text: taskText(t), subject: 'cs' }).task).toEqual(t);
  });
});
