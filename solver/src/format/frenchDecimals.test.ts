import { describe, expect, it } from 'vitest';
import { frenchDecimals, frenchLatexDecimals } from './frenchDecimals';
import { solve } from '../solve';

describe('decimals of a French subject solution', () => {
  it('writes a decimal point between digits as a comma, at the end of a sentence too', () => {
    expect(frenchDecimals('Le pH est 3.495 et le pOH est 10.505.')).toBe('Le pH est 3,495 et le pOH est 10,505.');
    expect(frenchLatexDecimals('m = 2.5\\ \\mathrm{kg}')).toBe('m = 2{,}5\\ \\mathrm{kg}');
  });
  it('leaves what is no decimal as written: a dotted chain, an ellipsis, a sentence end', () => {
    expect(frenchDecimals('192.168.1.1')).toBe('192.168.1.1');
    expect(frenchDecimals('1, 2, 3... 10. Fin.')).toBe('1, 2, 3... 10. Fin.');
  });
  it('answers a French student in French decimals and keeps the structured value as data', () => {
    const s = solve('Calculer la masse molaire de H2SO4', { locale: 'fr', subject: 'chemistry' });
    expect(s.finalAnswer).toBe('La masse molaire de H2SO4 est 98,072 g/mol.');
    expect(s.answer?.value).toBe('98.072 g/mol');
    expect(solve('Find the molar mass of H2SO4', { subject: 'chemistry' }).finalAnswer).toBe('The molar mass of H2SO4 is 98.072 g/mol.');
  });
});
