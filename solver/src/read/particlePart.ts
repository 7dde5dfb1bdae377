import { SolverError } from '../errors';
import { ELEMENT_NAME_PATTERN, elementOfName } from '../chemistry/elementNames';
import { countAtoms } from '../chemistry/formula';

/** An element named beside the word atoms: "oxygen atoms", "atoms of oxygen", « atomes d'oxygène »; or by its symbol, "O atoms", « atomes de C ». */
const around = (element: string): string => String.raw`(?<![\p{L}])${element}\s+[Aa]toms?\b|\b[Aa]toms?\s+of\s+${element}(?![\p{L}])|\b[Aa]tomes?\s+(?:d['’]\s*|de\s+)?${element}(?![\p{L}])`;
const NAMED_ATOMS = new RegExp(around(`(${ELEMENT_NAME_PATTERN})`), 'iu');
const SYMBOL_ATOMS = new RegExp(around('([A-Z][a-z]?)'), 'u');
const ATOMS = /\batoms?\b|\batomes?\b/i;
/** Ions named in the question ("chloride ions", « ions sodium », "moles of ions"), or a charged species ("Cl⁻", "Na+", "H^+", "SO4^2-"). */
const IONS = /\bions?\b/i;
// a unit's negative power (mol·L⁻¹, m.s-1) is no charge: nothing joins a unit before it, a digit follows its sign
const CHARGED = /(?<![\p{L}\d·./^])[A-Z][a-z]?\d*(?:[A-Z][a-z]?\d*)*(?:\s*\^\s*\{?\d*[+-]\}?|[\d²³]*[⁺⁻](?![\d¹²³⁴⁵⁶⁷⁸⁹⁰])|[+-](?=\s|$|[?,.;)]))/u;

/** The words that ask ("how many", « combien », "what", « quelle ») where the clause asking for a part begins. */
const ASKING = /(?<![\p{L}])(?:how\s+(?:many|much)|what|which|calculate|find|give|determine|number\s+of|amount\s+of|combien|quel(?:le)?s?|calcul\p{L}*|d[ée]termin\p{L}*|donn\p{L}*|nombre|quantit[ée])(?![\p{L}])/giu;

/** The clause asking for the part found at `at`: from its asking words to the end of its sentence ("how many chloride ions does it contain?"). */
function askedClause(question: string, at: number): string {
  const starts = [...question.slice(0, at).matchAll(ASKING)].map((m) => m.index ?? 0);
  const from = starts.length ? starts[starts.length - 1] : 0;
  // a decimal point (0.20 M) ends no sentence
  const end = /[?!]|\.(?!\d)/.exec(question.slice(at));
  return question.slice(from, end ? at + (end.index ?? 0) + 1 : undefined).trim();
}

/** Atoms counted in a substance: of one element (O in CO2), or all of them; how many each formula unit holds. */
export interface AtomsPart {
  atoms?: string;
  per: number;
}

const counts = (formula: string): Map<string, number> | null => {
  try {
    return countAtoms(formula);
  } catch {
    return null;
  }
};

/**
 * The particles the question counts when they are a part of the substance given. Atoms of one
 * element ("oxygen atoms in 2.0 mol of CO2", « atomes d'oxygène ») or all its atoms ("atoms in
 * 18 g of water") are counted, each formula unit holding as many as its formula says; ions ("Cl⁻
 * ions in 0.20 M CaCl2", « ions chlorure », "H+") and the water of a hydrate ("molecules of water in
 * CuSO4·5H2O") are refused, naming what was asked. Counted as formula units they were all answered
 * short by the number each unit holds. `moleculesOf` is the substance named after "molecules of";
 * `atoms`: whether the task asked can count atoms (a concentration cannot: they are refused there).
 * null: the formula units themselves are counted (molecules of CO2, atoms of copper in copper).
 */
export function partAsked(question: string, formula: string | undefined, options: { moleculesOf?: string; atoms: boolean }): AtomsPart | SolverError | null {
  const refused = (words: string) =>
    new SolverError('unsupported', {
      en: `The question counts a part of ${formula ?? 'the substance'} ("${words}"), which we do not count yet: we count its whole formula units, or its atoms. Ask for the amount of ${formula ?? 'the substance'} itself.`,
      fr: `La question compte une partie de ${formula ?? 'la substance'} (« ${words} »), ce que nous ne savons pas encore faire : nous comptons ses entités entières, ou ses atomes. Demandez la quantité de ${formula ?? 'la substance'} elle-même.`,
    });
  const ions = IONS.exec(question) ?? CHARGED.exec(question);
  if (ions && !(formula && /[+-]$|\^/.test(formula))) return refused(askedClause(question, ions.index ?? 0));
  if (options.moleculesOf && formula && options.moleculesOf !== formula) return refused(options.moleculesOf);
  if (!ATOMS.test(question)) return null;
  const tally = formula ? counts(formula) : null;
  if (!tally || !options.atoms) {
    const atoms = NAMED_ATOMS.exec(question) ?? SYMBOL_ATOMS.exec(question) ?? ATOMS.exec(question);
    return refused(atoms ? askedClause(question, atoms.index ?? 0) : 'atoms');
  }
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  const named = NAMED_ATOMS.exec(question) ?? SYMBOL_ATOMS.exec(question);
  if (!named) return total === 1 ? null : { per: total };
  const word = named[1] ?? named[2] ?? named[3];
  const element = elementOfName(word) ?? word;
  const per = tally.get(element);
  if (!per) {
    return new SolverError('unsupported', {
      en: `${formula} holds no ${element} atoms ("${named[0]}"): check the substance and the element named.`,
      fr: `${formula} ne contient pas d'atomes ${element} (« ${named[0]} ») : vérifiez la substance et l'élément nommés.`,
    });
  }
  return total === 1 ? null : { atoms: element, per };
}
