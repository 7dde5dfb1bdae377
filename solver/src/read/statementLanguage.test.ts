import { describe, expect, it } from 'vitest';
import { solve } from '../solve';
import { statementLanguage } from './statementLanguage';

describe('the language a statement is written in', () => {
  it('is told by the small words of each language', () => {
    expect(statementLanguage('Convertir 13,375 en binaire')).toBe('fr');
    expect(statementLanguage("Quelle est l'énergie cinétique d'une voiture de 1,500 t ?")).toBe('fr');
    expect(statementLanguage('A 1,500 kg car moves at 25 m/s. Kinetic energy?')).toBe('en');
    expect(statementLanguage('Convert 1,024 to binary')).toBe('en');
    expect(statementLanguage('13,375')).toBeNull();
  });

  it('reads a French decimal comma as one even when the interface is in English', () => {
    expect(solve('Convertir 13,375 en binaire', { locale: 'en', subject: 'computer_science' }).answer?.value).toBe('1101.011');
    expect(solve('Convert 1,024 to binary', { locale: 'fr', subject: 'computer_science' }).answer?.value).toBe('10000000000');
  });
});
