import { text, type Text } from '../../i18n';
import type { Outcome, StepDraft, Strategy } from '../../strategy';
import type { Task, TaskOf } from '../../task/task';
import { parseSpecies, speciesLatex, speciesText, type Species } from '../../chemistry/formula';
import { byProduct } from '../../chemistry/byProduct';
import { balance } from '../../chemistry/balance';
import { ATOMIC_WEIGHTS, AVOGADRO, GAS_CONSTANT } from '../../chemistry/elements';
/** Standard temperature and pressure as school courses take them. */
const STP_KELVIN = 273.15;
const STP_PASCAL = 101325;
import { solveAcidBase } from './acidBase';
import { severalAnswer } from '../../chemistry/phQuantities';
import { solveGasChange } from './gasChange';
import { solveMassConcentration } from './massConcentration';
import { solveEmpiricalFormula } from './empiricalFormula';
import { sig, sigLatex } from '../../chemistry/quantity';
import { dataDigits } from '../../format/dataFigures';
import { SolverError } from '../../errors';
import { dilutionStep } from '../../chemistry/dilution';

/**
 * Chemistry as taught in high school and a first university course: balancing by conservation of
 * every element (and of the charge) solved as a linear system, molar masses from the table of
 * standard atomic weights, amounts of substance, limiting reagents and yields, molarity and
 * dilution, the ideal gas law, and the pH of strong acids and bases.
 */
const species = (s: string): Species => parseSpecies(s);

/** Molar mass of a formula: each element's mass given in the statement, else the table's standard atomic weight. */
export function molarMass(formula: string, masses?: Readonly<Record<string, number>>): { total: number; rows: Array<[string, number, number]> } {
  const sp = species(formula);
  const rows: Array<[string, number, number]> = [...sp.counts].map(([el, n]) => [el, n, masses?.[el] ?? ATOMIC_WEIGHTS[el]]);
  return { total: rows.reduce((a, [, n, w]) => a + n * w, 0), rows };
}

export const massStep = (formula: string, masses?: Readonly<Record<string, number>>): StepDraft => {
  const { total, rows } = molarMass(formula, masses);
  const given = rows.filter(([el]) => masses?.[el] !== undefined).map(([el]) => el);
  const table = rows.length - given.length;
  return {
    title: text(`Molar mass of ${formula}`, `Masse molaire de ${formula}`),
    explanation: given.length === 0
      ? text('Add the standard atomic weight of each element times its number of atoms.', 'On additionne la masse atomique de chaque élément multipliée par son nombre d’atomes.')
      : text(
        `Add the molar mass of each element times its number of atoms, with the values the statement gives (${given.map((el) => `M(${el}) = ${String(masses?.[el])} g/mol`).join(', ')})${table ? ' and the standard atomic weight for the others' : ''}.`,
        `On additionne la masse molaire de chaque élément multipliée par son nombre d’atomes, avec les valeurs données par l’énoncé (${given.map((el) => `M(${el}) = ${String(masses?.[el]).replace('.', ',')} g/mol`).join(' ; ')})${table ? ' et la masse atomique du tableau pour les autres' : ''}.`,
      ),
    formula: `M(${speciesLatex(species(formula))}) = ${rows.map(([, n, w]) => `${n === 1 ? '' : `${n} \\times `}${w}`).join(' + ')} = ${sigLatex(total, 5)}\\ \\mathrm{g/mol}`,
  };
};

function quantityOutcome(method: string, steps: StepDraft[], value: number, unit: string, words: Text, digits = 4): Outcome {
  const v = `${sig(value, digits)}${unit ? ` ${unit}` : ''}`;
  return {
    method,
    category: method.replace('chemistry.', ''),
    steps,
    answer: { kind: 'quantity', value: v, latex: `${sigLatex(value, digits)}${unit ? `\\ \\mathrm{${unit.replace('%', '\\%')}}` : ''}`, words: text(`${words.en} ${v}.`, `${words.fr} ${v}.`) },
    finalAnswer: text(`${words.en} ${v}.`, `${words.fr} ${v}.`),
    verified: true,
  };
}

/** An answer stated to the figures of the data it comes from (5.00 mL from 1.0 × 10⁻¹ mol/L, 50 mL and 1.0 × 10⁻² mol/L, never 5.000 mL). */
const statedTo = (data: readonly (number | undefined)[]) => {
  const digits = dataDigits(data.filter((x): x is number => x !== undefined));
  return (method: string, steps: StepDraft[], value: number, unit: string, words: Text): Outcome => quantityOutcome(method, steps, value, unit, words, digits);
};

function equationText(names: string[], coefs: number[], nReactants: number): string {
  const term = (k: number): string => `${coefs[k] === 1 ? '' : coefs[k]}${names[k]}`;
  const idx = names.map((_, k) => k);
  return `${idx.slice(0, nReactants).map(term).join(' + ')} → ${idx.slice(nReactants).map(term).join(' + ')}`;
}
function equationLatex(sps: Species[], coefs: number[], nReactants: number): string {
  const term = (k: number): string => `${coefs[k] === 1 ? '' : coefs[k]}\\,${speciesLatex(sps[k])}`;
  const idx = sps.map((_, k) => k);
  return `${idx.slice(0, nReactants).map(term).join(' + ')} \\longrightarrow ${idx.slice(nReactants).map(term).join(' + ')}`;
}

export function balanced(reactants: string[], products: string[]): number[] | null {
  const r = balance(reactants.map(species), products.map(species)).result;
  return r.kind === 'one' ? r.coefficients : null;
}

function solveBalance(t: TaskOf<'balance'>): Outcome {
  const rs = t.reactants.map(species);
  const ps = t.products.map(species);
  const all = [...rs, ...ps];
  const names = all.map(speciesText);
  const { table, result } = balance(rs, ps);
  const letters = all.map((_, k) => String.fromCharCode(97 + k));
  const steps: StepDraft[] = [{
    title: text('Count the atoms of each element', 'Compter les atomes de chaque élément'),
    explanation: text(
      `Give each species an unknown coefficient (${letters.join(', ')}). Each element${table.rows.includes('charge') ? ', and the charge,' : ''} must be the same on both sides: one equation per row (products counted negatively).`,
      `On affecte à chaque espèce un coefficient inconnu (${letters.join(', ')}). Chaque élément${table.rows.includes('charge') ? ', et la charge,' : ''} doit être conservé : une équation par ligne (produits comptés négativement).`,
    ),
    table: {
      header: [text('\\text{Element}', '\\text{Élément}'), ...all.map((s, k) => `${speciesLatex(s)}\\ (${letters[k]})`)],
      rows: table.rows.map((row, i) => [`\\text{${row}}`, ...table.matrix[i].map(String)]),
      rowHeaders: true,
    },
  }, {
    title: text('Write the conservation equations', 'Écrire les équations de conservation'),
    explanation: text('Each row gives a linear equation in the coefficients.', 'Chaque ligne donne une équation linéaire entre les coefficients.'),
    formula: table.matrix.map((row) => `${row.map((c, k) => (c === 0 ? '' : `${c > 0 ? '+' : '-'}${Math.abs(c) === 1 ? '' : Math.abs(c)}${letters[k]}`)).join('').replace(/^\+/, '')} = 0`).join(',\\quad '),
  }];
  if (result.kind !== 'one') {
    const why = result.kind === 'several'
      ? text(`The system has ${result.dimension} independent solutions: this equation is a sum of several reactions, and its balancing is not unique. Write each reaction separately.`, `Le système a ${result.dimension} solutions indépendantes : cette équation additionne plusieurs réactions et son équilibrage n’est pas unique. Écrivez chaque réaction séparément.`)
      : text('The only solution is every coefficient zero, or a coefficient that is zero or negative: these species cannot form a balanced equation as written. Check the formulas.', 'La seule solution annule un coefficient ou en rend un négatif : ces espèces ne peuvent pas former une équation équilibrée telle qu’écrite. Vérifiez les formules.');
    steps.push({ title: text('Solve the system', 'Résoudre le système'), explanation: why });
    return { method: 'chemistry.balance', category: 'balance', steps, answer: null, finalAnswer: why, verified: false };
  }
  const c = result.coefficients;
  const eq = equationText(names, c, rs.length);
  steps.push({
    title: text('Solve the system', 'Résoudre le système'),
    explanation: text('Gaussian elimination leaves one free coefficient; choose it so every coefficient is the smallest positive integer.', 'L’élimination de Gauss laisse un coefficient libre ; on le choisit pour que tous les coefficients soient les plus petits entiers positifs.'),
    formula: letters.map((l, k) => `${l} = ${c[k]}`).join(',\\ '),
  }, {
    title: text('Balanced equation', 'Équation équilibrée'),
    explanation: text('Each element and the total charge are now the same on both sides.', 'Chaque élément et la charge totale sont maintenant identiques des deux côtés.'),
    formula: equationLatex(all, c, rs.length),
  });
  return {
    method: 'chemistry.balance',
    category: 'balance',
    steps,
    answer: { kind: 'chem_equation', value: eq, latex: equationLatex(all, c, rs.length), words: text(`The balanced equation is ${eq}.`, `L’équation équilibrée est ${eq}.`) },
    finalAnswer: text(eq, eq),
    verified: true,
  };
}

/** The molar volume a volume of gas needs: the one the statement gives, never a default. */
function molarVolumeOf(t: TaskOf<'mole_mass'>): number {
  if (t.molarVolume === undefined) throw new SolverError('unsupported', text('A volume of gas needs the molar volume.', 'Un volume de gaz demande le volume molaire.'));
  return t.molarVolume;
}

function solveMoleMass(t: TaskOf<'mole_mass'>): Outcome {
  const say = statedTo([t.given.value]);
  const steps: StepDraft[] = [];
  const M = t.formula ? molarMass(t.formula, t.masses).total : NaN;
  if (t.formula && (t.given.unit === 'g' || t.want === 'g')) steps.push(massStep(t.formula, t.masses));
  let n = t.given.value;
  if (t.given.unit === 'g') {
    n = t.given.value / M;
    steps.push({ title: text('Amount of substance', 'Quantité de matière'), explanation: text('n = m / M.', 'n = m / M.'), formula: `n = \\frac{${sigLatex(t.given.value)}}{${sigLatex(M, 5)}} = ${sigLatex(n)}\\ \\mathrm{mol}` });
  } else if (t.given.unit === 'L') {
    n = t.given.value / molarVolumeOf(t);
    steps.push({ title: text('Amount of gas', 'Quantité de matière de gaz'), explanation: text('n = V / Vm, with the molar volume given.', 'n = V / Vm, avec le volume molaire donné.'), formula: `n = \\frac{${sigLatex(t.given.value)}}{${sigLatex(molarVolumeOf(t))}} = ${sigLatex(n)}\\ \\mathrm{mol}` });
  } else if (t.given.unit === 'particles') {
    n = t.given.value / AVOGADRO;
    steps.push({ title: text('Divide by Avogadro’s number', 'Diviser par le nombre d’Avogadro'), explanation: text('n = N / N_A with N_A = 6.02214076 × 10²³ mol⁻¹.', 'n = N / N_A avec N_A = 6,02214076 × 10²³ mol⁻¹.'), formula: `n = \\frac{${sigLatex(t.given.value)}}{6.02214076 \\times 10^{23}} = ${sigLatex(n)}\\ \\mathrm{mol}` });
  }
  if (t.part) return atomsOf(t, t.part, n, steps, say);
  if (t.want === 'mol') return say('chemistry.mole_mass', steps, n, 'mol', text('The amount of substance is', 'La quantité de matière est'));
  if (t.want === 'L') {
    const v = n * molarVolumeOf(t);
    steps.push({ title: text('Volume of gas', 'Volume de gaz'), explanation: text('V = n × Vm, with the molar volume given.', 'V = n × Vm, avec le volume molaire donné.'), formula: `V = ${sigLatex(n)} \\times ${sigLatex(molarVolumeOf(t))} = ${sigLatex(v)}\\ \\mathrm{L}` });
    return say('chemistry.mole_mass', steps, v, 'L', text('The volume of gas is', 'Le volume de gaz est'));
  }
  if (t.want === 'g') {
    const m = n * M;
    steps.push({ title: text('Mass', 'Masse'), explanation: text('m = n × M.', 'm = n × M.'), formula: `m = ${sigLatex(n)} \\times ${sigLatex(M, 5)} = ${sigLatex(m)}\\ \\mathrm{g}` });
    return say('chemistry.mole_mass', steps, m, 'g', text('The mass is', 'La masse est'));
  }
  const N = n * AVOGADRO;
  steps.push({ title: text('Multiply by Avogadro’s number', 'Multiplier par le nombre d’Avogadro'), explanation: text('N = n × N_A.', 'N = n × N_A.'), formula: `N = ${sigLatex(n)} \\times 6.02214076 \\times 10^{23} = ${sigLatex(N)}` });
  return say('chemistry.mole_mass', steps, N, '', text('The number of particles is', 'Le nombre d’entités est'));
}

/** Atoms counted in n mol of formula units: each holds `per` of them (2 O in CO2), an amount or a number. */
function atomsOf(t: TaskOf<'mole_mass'>, part: { atoms?: string; per: number }, n: number, steps: StepDraft[], say: ReturnType<typeof statedTo>): Outcome {
  const formula = t.formula ?? '';
  const s = part.per === 1 ? '' : 's';
  const which = part.atoms ? text(`${part.atoms} atom${s}`, `atome${s} ${part.atoms}`) : text(`atom${s}`, `atome${s}`);
  const nAtoms = n * part.per;
  steps.push({
    title: text('Count the atoms in each formula unit', 'Compter les atomes de chaque entité'),
    explanation: text(`Each ${formula} holds ${part.per} ${which.en}, so the amount of atoms is ${part.per} × n.`, `Chaque ${formula} contient ${part.per} ${which.fr} : la quantité d’atomes est ${part.per} × n.`),
    formula: `n_{\\mathrm{${part.atoms ?? 'at'}}} = ${part.per} \\times ${sigLatex(n)} = ${sigLatex(nAtoms)}\\ \\mathrm{mol}`,
  });
  const all = part.atoms ? text(`${part.atoms} atoms`, `atomes ${part.atoms}`) : text('atoms', 'atomes');
  if (t.want === 'mol') return say('chemistry.mole_mass', steps, nAtoms, 'mol', text(`The amount of ${all.en} is`, `La quantité d’${all.fr} est`));
  const N = nAtoms * AVOGADRO;
  steps.push({ title: text('Multiply by Avogadro’s number', 'Multiplier par le nombre d’Avogadro'), explanation: text('N = n × N_A.', 'N = n × N_A.'), formula: `N = ${sigLatex(nAtoms)} \\times 6.02214076 \\times 10^{23} = ${sigLatex(N)}` });
  return say('chemistry.mole_mass', steps, N, '', text(`The number of ${all.en} is`, `Le nombre d’${all.fr} est`));
}

function solveMolarMass(t: TaskOf<'molar_mass'>): Outcome {
  const { total, rows } = molarMass(t.formula, t.masses);
  if (t.element) {
    const [, n, w] = rows.find(([el]) => el === t.element) ?? ['', 0, 0];
    const percent = (100 * n * w) / total;
    return quantityOutcome('chemistry.molar_mass', [massStep(t.formula, t.masses), {
      title: text(`Percent by mass of ${t.element}`, `Pourcentage massique de ${t.element}`),
      explanation: text('The mass of the element in one mole of the compound over the molar mass, times 100.', "La masse de l'élément dans une mole du composé divisée par la masse molaire, fois 100."),
      formula: `\\%\\,${t.element} = \\frac{${n === 1 ? '' : `${n} \\times `}${w}}{${sigLatex(total, 5)}} \\times 100 = ${sigLatex(percent)}\\,\\%`,
    }], percent, '%', text(`The percent by mass of ${t.element} in ${t.formula} is`, `Le pourcentage massique de ${t.element} dans ${t.formula} est`));
  }
  return quantityOutcome('chemistry.molar_mass', [massStep(t.formula, t.masses)], total, 'g/mol', text(`The molar mass of ${t.formula} is`, `La masse molaire de ${t.formula} est`), 5);
}

/**
 * The products, completed when the equation told in words leaves out its by-product ("calcium
 * reacts with water to form calcium hydroxide" gives off H2, CaCO3 → CaO gives off CO2, zinc in
 * hydrochloric acid gives H2 and ZnCl2): the one by-product with which the equation balances in a
 * single way, or null when none or several do.
 */
function completedProducts(t: TaskOf<'stoichiometry'>): string[] | null {
  if (balanced(t.reactants, t.products)) return t.products;
  const extra = byProduct(t.reactants, t.products);
  return extra ? [...t.products, extra] : null;
}

function solveStoichiometry(t: TaskOf<'stoichiometry'>): Outcome {
  const say = statedTo([...t.given.map((g) => g.value), t.actual?.value]);
  const products = completedProducts(t);
  const coefs = products && balanced(t.reactants, products);
  if (!products || !coefs) throw new SolverError('unsupported', text('This equation cannot be balanced in a single way.', 'Cette équation ne s’équilibre pas de façon unique.'));
  const added = products.slice(t.products.length);
  const all = [...t.reactants, ...products];
  const coef = (s: string): number => coefs[all.indexOf(s)];
  const steps: StepDraft[] = [{
    title: text('Balanced equation', 'Équation équilibrée'),
    explanation: added.length
      ? text(`The reaction also gives off ${added[0]}, the only product with which the equation balances. The coefficients give the mole ratios.`, `La réaction dégage aussi ${added[0]}, seul produit avec lequel l’équation s’équilibre. Les coefficients donnent les proportions en moles.`)
      : text('The coefficients give the mole ratios.', 'Les coefficients donnent les proportions en moles.'),
    formula: equationLatex(all.map(species), coefs, t.reactants.length),
  }];
  const moles = t.given.map((g) => {
    if (g.unit === 'mol') return g.value;
    if (g.unit === 'L') {
      const n = g.value * (g.molarity ?? NaN);
      steps.push({ title: text(`Amount of ${g.species} in the solution`, `Quantité de ${g.species} dans la solution`), explanation: text('n = c × V.', 'n = c × V.'), formula: `n(${speciesLatex(species(g.species))}) = ${sigLatex(g.molarity ?? NaN)} \\times ${sigLatex(g.value)} = ${sigLatex(n)}\\ \\mathrm{mol}` });
      return n;
    }
    steps.push(massStep(g.species));
    return g.value / molarMass(g.species).total;
  });
  const ratios = t.given.map((g, k) => moles[k] / coef(g.species));
  steps.push({
    title: text('Moles of each reactant', 'Quantité de chaque réactif'),
    explanation: text('n = m / M, then divided by its coefficient: the smallest ratio is the limiting reagent.', 'n = m / M, puis divisée par son coefficient : le plus petit rapport désigne le réactif limitant.'),
    formula: t.given.map((g, k) => `n(${speciesLatex(species(g.species))}) = ${sigLatex(moles[k])}\\ \\mathrm{mol},\\ \\frac{n}{${coef(g.species)}} = ${sigLatex(ratios[k])}`).join(',\\quad '),
  });
  const lim = ratios.indexOf(Math.min(...ratios));
  const xi = ratios[lim];
  const limiting = t.given[lim].species;
  if (t.want === 'limiting') {
    return { method: 'chemistry.stoichiometry', category: 'stoichiometry', steps, answer: { kind: 'text', value: limiting, latex: speciesLatex(species(limiting)), words: text(`The limiting reagent is ${limiting}.`, `Le réactif limitant est ${limiting}.`) }, finalAnswer: text(`The limiting reagent is ${limiting}.`, `Le réactif limitant est ${limiting}.`), verified: true };
  }
  const nT = xi * coef(t.target);
  const M = molarMass(t.target).total;
  steps.push({
    title: text(`Amount of ${t.target}`, `Quantité de ${t.target}`),
    explanation: text(`${t.given.length > 1 ? `${limiting} is limiting. ` : ''}Multiply by the coefficient of ${t.target}.`, `${t.given.length > 1 ? `${limiting} est limitant. ` : ''}On multiplie par le coefficient de ${t.target}.`),
    formula: `n(${speciesLatex(species(t.target))}) = ${coef(t.target)} \\times ${sigLatex(xi)} = ${sigLatex(nT)}\\ \\mathrm{mol}`,
  });
  if (t.want === 'mol') return say('chemistry.stoichiometry', steps, nT, 'mol', text(`The amount of ${t.target} is`, `La quantité de ${t.target} est`));
  if (t.want === 'molarity') {
    const v = t.targetSolution?.volume ?? NaN;
    const c = nT / v;
    steps.push({ title: text(`Concentration of the ${t.target} solution`, `Concentration de la solution de ${t.target}`), explanation: text('c = n / V.', 'c = n / V.'), formula: `c = \\frac{${sigLatex(nT)}}{${sigLatex(v)}} = ${sigLatex(c)}\\ \\mathrm{mol/L}` });
    return say('chemistry.stoichiometry', steps, c, 'mol/L', text(`The concentration of the ${t.target} solution is`, `La concentration de la solution de ${t.target} est`));
  }
  if (t.want === 'solution') {
    const c = t.targetSolution?.molarity ?? NaN;
    const v = nT / c;
    steps.push({ title: text(`Volume of the ${t.target} solution`, `Volume de la solution de ${t.target}`), explanation: text('V = n / c.', 'V = n / c.'), formula: `V = \\frac{${sigLatex(nT)}}{${sigLatex(c)}} = ${sigLatex(v)}\\ \\mathrm{L} = ${sigLatex(v * 1000)}\\ \\mathrm{mL}` });
    return say('chemistry.stoichiometry', steps, v * 1000, 'mL', text(`The volume of the ${t.target} solution is`, `Le volume de la solution de ${t.target} est`));
  }
  if (t.want === 'volume') {
    const vm = (GAS_CONSTANT * STP_KELVIN) / STP_PASCAL * 1000;
    steps.push({ title: text('Volume at STP', 'Volume dans les CNTP'), explanation: text('At 0 °C and 1 atm a mole of gas takes V = RT/P.', 'À 0 °C et 1 atm, une mole de gaz occupe V = RT/P.'), formula: `V = n \\times \\frac{RT}{P} = ${sigLatex(nT)} \\times ${sigLatex(vm, 5)} = ${sigLatex(nT * vm)}\\ \\mathrm{L}` });
    return say('chemistry.stoichiometry', steps, nT * vm, 'L', text(`The volume of ${t.target} is`, `Le volume de ${t.target} est`));
  }
  steps.push(massStep(t.target));
  const mT = nT * M;
  steps.push({ title: text('Theoretical mass', 'Masse théorique'), explanation: text('m = n × M.', 'm = n × M.'), formula: `m = ${sigLatex(nT)} \\times ${sigLatex(M, 5)} = ${sigLatex(mT)}\\ \\mathrm{g}` });
  if (t.want === 'g') return say('chemistry.stoichiometry', steps, mT, 'g', text(`The mass of ${t.target} is`, `La masse de ${t.target} est`));
  const actual = t.actual ? (t.actual.unit === 'g' ? t.actual.value : t.actual.value * M) : NaN;
  const y = (actual / mT) * 100;
  steps.push({ title: text('Percent yield', 'Rendement'), explanation: text('Actual mass over theoretical mass.', 'Masse obtenue sur masse théorique.'), formula: `\\eta = \\frac{${sigLatex(actual)}}{${sigLatex(mT)}} \\times 100 = ${sigLatex(y)}\\,\\%` });
  return say('chemistry.stoichiometry', steps, y, '%', text('The percent yield is', 'Le rendement est'));
}

/** An acid and a base at equivalence: the H⁺ given by one equals the OH⁻ given by the other, k₁c₁V₁ = k₂c₂V₂. */
function solveNeutralization(t: TaskOf<'concentration'>, n: NonNullable<TaskOf<'concentration'>['neutralization']>): Outcome {
  const say = statedTo([t.c1, t.v1, t.c2, t.v2]);
  const { c1, v1, c2, v2 } = t;
  const ions = (k: number, s: string): string => `${k === 1 ? '' : `${k}\\,`}n(\\mathrm{${s}})`;
  const law: StepDraft = {
    title: text('Neutralisation', 'Neutralisation'),
    explanation: text(
      `At equivalence the H⁺ given by the acid equals the OH⁻ given by the base; each ${n.s1} gives ${n.k1} and each ${n.s2} gives ${n.k2}.`,
      `À l'équivalence, les H⁺ apportés par l'acide sont en même quantité que les OH⁻ apportés par la base ; chaque ${n.s1} en apporte ${n.k1} et chaque ${n.s2} ${n.k2}.`,
    ),
    formula: `${ions(n.k1, n.s1)} = ${ions(n.k2, n.s2)} \\iff ${n.k1 === 1 ? '' : n.k1}c_1 V_1 = ${n.k2 === 1 ? '' : n.k2}c_2 V_2`,
  };
  const known = n.k2 * (c2 ?? NaN) * (v2 ?? NaN);
  if (t.want === 'v1') {
    const v = (known / (n.k1 * (c1 ?? NaN))) * 1000;
    return say('chemistry.concentration', [law, { title: text(`Volume of ${n.s1}`, `Volume de ${n.s1}`), explanation: text('Solve for V₁.', 'On isole V₁.'), formula: `V_1 = \\frac{${n.k2 === 1 ? '' : `${n.k2} \\times `}${sigLatex(c2 ?? NaN)} \\times ${sigLatex((v2 ?? NaN) * 1000)}}{${n.k1 === 1 ? '' : `${n.k1} \\times `}${sigLatex(c1 ?? NaN)}} = ${sigLatex(v)}\\ \\mathrm{mL}` }], v, 'mL', text(`The volume of ${n.s1} solution is`, `Le volume de solution de ${n.s1} est`));
  }
  const c = known / (n.k1 * (v1 ?? NaN));
  return say('chemistry.concentration', [law, { title: text(`Concentration of ${n.s1}`, `Concentration de ${n.s1}`), explanation: text('Solve for c₁.', 'On isole c₁.'), formula: `c_1 = \\frac{${n.k2 === 1 ? '' : `${n.k2} \\times `}${sigLatex(c2 ?? NaN)} \\times ${sigLatex((v2 ?? NaN) * 1000)}}{${n.k1 === 1 ? '' : `${n.k1} \\times `}${sigLatex((v1 ?? NaN) * 1000)}} = ${sigLatex(c)}\\ \\mathrm{mol/L}` }], c, 'mol/L', text(`The concentration of ${n.s1} is`, `La concentration de ${n.s1} est`));
}

function solveConcentration(t: TaskOf<'concentration'>): Outcome {
  const say = statedTo([t.molarity, t.volume, t.mass, t.moles, t.c1, t.v1, t.c2, t.v2]);
  const steps: StepDraft[] = [];
  if (t.neutralization) return solveNeutralization(t, t.neutralization);
  if (t.want === 'mass_conc') {
    const cm = (t.mass ?? NaN) / (t.volume ?? NaN);
    // made, then diluted: the diluted solution's, as a step of its own
    const diluted = t.diluted ? dilutionStep(cm, t.diluted, 'g/L') : null;
    return say('chemistry.concentration', [{ title: text('Mass concentration', 'Concentration massique'), explanation: text('The mass of solute dissolved per litre of solution: c_m = m / V, with V in litres.', 'La masse de soluté dissoute par litre de solution : Cm = m / V, avec V en litres.'), formula: `c_m = \\frac{${sigLatex(t.mass ?? NaN)}}{${sigLatex(t.volume ?? NaN)}} = ${sigLatex(cm)}\\ \\mathrm{g/L}` }, ...(diluted ? [diluted.step] : [])], diluted?.c ?? cm, 'g/L', text('The mass concentration is', 'La concentration massique est'));
  }
  // a concentration diluted by a factor or volumes told around it ("diluted tenfold"): c₂ = c₁ / F as a step
  if (t.want === 'c2' && t.c1 !== undefined && t.diluted) {
    const diluted = dilutionStep(t.c1, t.diluted);
    return say('chemistry.concentration', [diluted.step], diluted.c, 'mol/L', text('The final concentration is', 'La concentration finale est'));
  }
  if (t.c1 !== undefined || t.c2 !== undefined || t.want.length === 2) {
    const { c1, v1, c2, v2 } = t;
    const law: StepDraft = { title: text('Dilution', 'Dilution'), explanation: text('The amount of solute is unchanged: c₁V₁ = c₂V₂.', 'La quantité de soluté ne change pas : c₁V₁ = c₂V₂.') };
    steps.push(law);
    const r = (a: number | undefined, b: number | undefined, c: number | undefined): number => ((a ?? NaN) * (b ?? NaN)) / (c ?? NaN);
    if (t.want === 'water') {
      const v2 = r(c1, v1, c2) * 1000;
      const added = v2 - (v1 ?? NaN) * 1000;
      return say('chemistry.concentration', [
        ...steps,
        { ...law, title: text('Final volume', 'Volume final'), formula: `V_2 = \\frac{c_1 V_1}{c_2} = ${sigLatex(v2)}\\ \\mathrm{mL}` },
        { title: text('Water to add', "Volume d'eau à ajouter"), explanation: text('The water added makes up the difference between the final and the initial volumes.', "L'eau ajoutée fait passer du volume initial au volume final."), formula: `V_{eau} = V_2 - V_1 = ${sigLatex(v2)} - ${sigLatex((v1 ?? NaN) * 1000)} = ${sigLatex(added)}\\ \\mathrm{mL}` },
      ], added, 'mL', text('The volume of water to add is', "Le volume d'eau à ajouter est"));
    }
    if (t.want === 'v2') return say('chemistry.concentration', [...steps, { ...law, title: text('Final volume', 'Volume final'), formula: `V_2 = \\frac{c_1 V_1}{c_2} = ${sigLatex(r(c1, v1, c2) * 1000)}\\ \\mathrm{mL}` }], r(c1, v1, c2) * 1000, 'mL', text('The final volume is', 'Le volume final est'));
    if (t.want === 'v1') return say('chemistry.concentration', [...steps, { ...law, title: text('Volume to take', 'Volume à prélever'), formula: `V_1 = \\frac{c_2 V_2}{c_1} = ${sigLatex(r(c2, v2, c1) * 1000)}\\ \\mathrm{mL}` }], r(c2, v2, c1) * 1000, 'mL', text('The volume to take is', 'Le volume à prélever est'));
    if (t.want === 'c2') return say('chemistry.concentration', [...steps, { ...law, title: text('Final concentration', 'Concentration finale'), formula: `c_2 = \\frac{c_1 V_1}{V_2} = ${sigLatex(r(c1, v1, v2))}\\ \\mathrm{mol/L}` }], r(c1, v1, v2), 'mol/L', text('The final concentration is', 'La concentration finale est'));
    return say('chemistry.concentration', [...steps, { ...law, title: text('Initial concentration', 'Concentration initiale'), formula: `c_1 = \\frac{c_2 V_2}{V_1} = ${sigLatex(r(c2, v2, v1))}\\ \\mathrm{mol/L}` }], r(c2, v2, v1), 'mol/L', text('The initial concentration is', 'La concentration initiale est'));
  }
  const M = t.solute ? molarMass(t.solute, t.masses).total : NaN;
  let n = t.moles;
  if (n === undefined && t.mass !== undefined) {
    steps.push(massStep(t.solute ?? '', t.masses));
    n = t.mass / M;
    steps.push({ title: text('Amount of solute', 'Quantité de soluté'), explanation: text('n = m / M.', 'n = m / M.'), formula: `n = ${sigLatex(n)}\\ \\mathrm{mol}` });
  }
  if (t.want === 'molarity') {
    const made = (n ?? NaN) / (t.volume ?? NaN);
    steps.push({ title: text('Molarity', 'Concentration molaire'), explanation: text('c = n / V, with V in litres.', 'c = n / V, avec V en litres.'), formula: `c = \\frac{${sigLatex(n ?? NaN)}}{${sigLatex(t.volume ?? NaN)}} = ${sigLatex(made)}\\ \\mathrm{mol/L}` });
    // made, then diluted: the diluted solution's, as a step of its own
    const diluted = t.diluted ? dilutionStep(made, t.diluted) : null;
    if (diluted) steps.push(diluted.step);
    return say('chemistry.concentration', steps, diluted?.c ?? made, 'mol/L', text('The concentration is', 'La concentration est'));
  }
  if (t.want === 'volume') {
    const V = (n ?? NaN) / (t.molarity ?? NaN);
    steps.push({ title: text('Volume', 'Volume'), explanation: text('V = n / c.', 'V = n / c.'), formula: `V = ${sigLatex(V)}\\ \\mathrm{L}` });
    return say('chemistry.concentration', steps, V, 'L', text('The volume is', 'Le volume est'));
  }
  const nn = (t.molarity ?? NaN) * (t.volume ?? NaN);
  steps.push({ title: text('Amount of solute', 'Quantité de soluté'), explanation: text('n = c × V, with V in litres.', 'n = c × V, avec V en litres.'), formula: `n = ${sigLatex(t.molarity ?? NaN)} \\times ${sigLatex(t.volume ?? NaN)} = ${sigLatex(nn)}\\ \\mathrm{mol}` });
  if (t.want === 'moles') return say('chemistry.concentration', steps, nn, 'mol', text('The amount of solute is', 'La quantité de soluté est'));
  steps.push(massStep(t.solute ?? '', t.masses));
  steps.push({ title: text('Mass', 'Masse'), explanation: text('m = n × M.', 'm = n × M.'), formula: `m = ${sigLatex(nn)} \\times ${sigLatex(M, 5)} = ${sigLatex(nn * M)}\\ \\mathrm{g}` });
  if (t.purity !== undefined) {
    // an impure sample: only that fraction of what is weighed is the solute
    const sample = (nn * M) / t.purity;
    steps.push({ title: text('Mass of the impure sample', "Masse de l'échantillon impur"), explanation: text(`Only ${sig(t.purity * 100)} % of the sample is the solute: m(sample) = m / purity.`, `Seuls ${sig(t.purity * 100)} % de l'échantillon sont du soluté : m(échantillon) = m / pureté.`), formula: `m_{\\text{sample}} = \\frac{${sigLatex(nn * M)}}{${sigLatex(t.purity)}} = ${sigLatex(sample)}\\ \\mathrm{g}` });
    return say('chemistry.concentration', steps, sample, 'g', text('The mass of sample to weigh is', "La masse d'échantillon à peser est"));
  }
  return say('chemistry.concentration', steps, nn * M, 'g', text('The mass needed is', 'La masse nécessaire est'));
}

const PRESSURE: Record<string, number> = { Pa: 1, kPa: 1000, atm: 101325, bar: 1e5, mmHg: 133.322 };

function solveGas(t: TaskOf<'gas_law'>): Outcome {
  const steps: StepDraft[] = [{
    title: text('Ideal gas law', 'Loi des gaz parfaits'),
    explanation: text(`PV = nRT in SI units: P in Pa, V in m³, T in K, R = ${sig(t.r, 5)} J/(mol·K).`, `PV = nRT en unités SI : P en Pa, V en m³, T en K, R = ${sig(t.r, 5)} J/(mol·K).`),
    formula: [t.pressure !== undefined ? `P = ${sigLatex(t.pressure)}\\ \\mathrm{Pa}` : '', t.volume !== undefined ? `V = ${sigLatex(t.volume)}\\ \\mathrm{m^3}` : '', t.temperature !== undefined ? `T = ${sigLatex(t.temperature)}\\ \\mathrm{K}` : ''].filter(Boolean).join(',\\ '),
  }];
  let n = t.moles;
  if (n === undefined && t.mass !== undefined && t.gas) {
    steps.push(massStep(t.gas));
    n = t.mass / molarMass(t.gas).total;
  }
  const P = t.pressure ?? NaN;
  const V = t.volume ?? NaN;
  const T = t.temperature ?? NaN;
  const N = n ?? NaN;
  if (t.want === 'volume') {
    const v = (N * t.r * T) / P;
    steps.push({ title: text('Volume', 'Volume'), explanation: text('V = nRT / P, then 1 m³ = 1000 L.', 'V = nRT / P, puis 1 m³ = 1000 L.'), formula: `V = \\frac{${sigLatex(N)} \\times ${sig(t.r, 5)} \\times ${sigLatex(T)}}{${sigLatex(P)}} = ${sigLatex(v)}\\ \\mathrm{m^3} = ${sigLatex(v * 1000)}\\ \\mathrm{L}` });
    return quantityOutcome('chemistry.gas_law', steps, v * 1000, 'L', text('The volume is', 'Le volume est'));
  }
  if (t.want === 'pressure') {
    const p = (N * t.r * T) / V;
    const f = PRESSURE[t.unit] ?? 1000;
    steps.push({ title: text('Pressure', 'Pression'), explanation: text(`P = nRT / V, written in ${t.unit}.`, `P = nRT / V, exprimée en ${t.unit}.`), formula: `P = \\frac{${sigLatex(N)} \\times ${sig(t.r, 5)} \\times ${sigLatex(T)}}{${sigLatex(V)}} = ${sigLatex(p)}\\ \\mathrm{Pa} = ${sigLatex(p / f)}\\ \\mathrm{${t.unit}}` });
    return quantityOutcome('chemistry.gas_law', steps, p / f, t.unit, text('The pressure is', 'La pression est'));
  }
  if (t.want === 'temperature') {
    const T2 = (P * V) / (N * t.r);
    steps.push({ title: text('Temperature', 'Température'), explanation: text('T = PV / (nR).', 'T = PV / (nR).'), formula: `T = ${sigLatex(T2)}\\ \\mathrm{K}` });
    return quantityOutcome('chemistry.gas_law', steps, T2, 'K', text('The temperature is', 'La température est'));
  }
  const n2 = (P * V) / (t.r * T);
  steps.push({ title: text('Amount of gas', 'Quantité de gaz'), explanation: text('n = PV / (RT).', 'n = PV / (RT).'), formula: `n = ${sigLatex(n2)}\\ \\mathrm{mol}` });
  if (t.want === 'mass' && t.gas) {
    const M = molarMass(t.gas).total;
    steps.push(massStep(t.gas));
    steps.push({ title: text('Mass of gas', 'Masse de gaz'), explanation: text('m = n × M.', 'm = n × M.'), formula: `m = ${sigLatex(n2)} \\times ${sigLatex(M, 5)} = ${sigLatex(n2 * M)}\\ \\mathrm{g}` });
    return quantityOutcome('chemistry.gas_law', steps, n2 * M, 'g', text(`The mass of ${t.gas} is`, `La masse de ${t.gas} est`));
  }
  return quantityOutcome('chemistry.gas_law', steps, n2, 'mol', text('The amount of gas is', 'La quantité de gaz est'));
}

/** The concentration of a solution made by dissolving a mass of the solute (n = m / M) or an amount of it: c = n / V. */
function dissolvedSteps(solute: string, d: { mass?: number; moles?: number; volume: number }, masses?: Readonly<Record<string, number>>): { c: number; steps: StepDraft[] } {
  const M = d.moles === undefined ? molarMass(solute, masses).total : NaN;
  const n = d.moles ?? (d.mass ?? NaN) / M;
  const c = n / d.volume;
  return {
    c,
    steps: [...(d.moles !== undefined ? [] : [massStep(solute, masses), {
      title: text('Amount of substance', 'Quantité de matière'),
      explanation: text('n = m / M.', 'n = m / M.'),
      formula: `n = \\frac{${sigLatex(d.mass ?? NaN)}}{${sigLatex(M, 5)}} = ${sigLatex(n)}\\ \\mathrm{mol}`,
    }]), {
      title: text('Concentration of the solution', 'Concentration de la solution'),
      explanation: text('c = n / V, with V in litres.', 'c = n / V, avec V en litres.'),
      formula: `c = \\frac{${sigLatex(n)}}{${sigLatex(d.volume)}} = ${sigLatex(c)}\\ \\mathrm{mol/L}`,
    }],
  };
}

function solvePh(t: TaskOf<'ph'>): Outcome {
  const made = t.dissolved && t.solute ? dissolvedSteps(t.solute, t.dissolved, t.masses) : null;
  const stock = made?.c ?? t.concentration;
  if (stock === undefined) throw new SolverError('unsupported', text('The concentration of the solution is needed.', 'Il faut la concentration de la solution.'));
  // diluted before its pH is asked: the diluted solution's concentration, as a step of its own
  const diluted = t.diluted ? dilutionStep(stock, t.diluted) : null;
  const concentration = diluted?.c ?? stock;
  const released = concentration * t.ions;
  const name = t.base ? 'OH^-' : 'H_3O^+';
  const steps: StepDraft[] = [...(made?.steps ?? []), ...(diluted ? [diluted.step] : []), {
    title: text(t.base ? 'Strong base: fully dissociated' : 'Strong acid: fully dissociated', t.base ? 'Base forte : totalement dissociée' : 'Acide fort : totalement dissocié'),
    explanation: text(`Each formula unit releases ${t.ions} ${t.base ? 'OH⁻' : 'H⁺'}.`, `Chaque entité libère ${t.ions} ${t.base ? 'OH⁻' : 'H⁺'}.`),
    formula: `[\\mathrm{${name}}] = ${t.ions === 1 ? '' : `${t.ions} \\times `}${sigLatex(concentration)} = ${sigLatex(released)}\\ \\mathrm{mol/L}`,
  }];
  // Below 10⁻⁶ mol/L the water's own ions are no longer negligible (10⁻⁸ M HCl is not basic):
  // [X]·([X] − C) = Ke, so [X] = (C + √(C² + 4·Ke))/2.
  const ion = released < 1e-6 ? (released + Math.sqrt(released * released + 4e-14)) / 2 : released;
  if (ion !== released) {
    steps.push({
      title: text('Water’s own ions count', 'Les ions de l’eau comptent'),
      explanation: text(
        `At ${sig(released)} mol/L the ions from water's autoionisation are comparable: with Ke = [H₃O⁺][OH⁻] = 10⁻¹⁴ and the charge balance, [${t.base ? 'OH⁻' : 'H₃O⁺'}] = (C + √(C² + 4·Ke))/2.`,
        `À ${sig(released)} mol/L, les ions de l’autoprotolyse de l’eau ne sont plus négligeables : avec Ke = [H₃O⁺][OH⁻] = 10⁻¹⁴ et l’électroneutralité, [${t.base ? 'OH⁻' : 'H₃O⁺'}] = (C + √(C² + 4·Ke))/2.`,
      ),
      formula: `[\\mathrm{${name}}] = \\frac{${sigLatex(released)} + \\sqrt{(${sigLatex(released)})^2 + 4 \\times 10^{-14}}}{2} = ${sigLatex(ion)}\\ \\mathrm{mol/L}`,
    });
  }
  const p = -Math.log10(ion);
  const pH = t.base ? 14 - p : p;
  const pOH = 14 - pH;
  steps.push({
    title: text(t.base ? 'pOH, then pH' : 'pH', t.base ? 'pOH, puis pH' : 'pH'),
    explanation: text(t.base ? 'pOH = −log[OH⁻] and pH = 14 − pOH at 25 °C.' : 'pH = −log[H₃O⁺]; pOH = 14 − pH at 25 °C.', t.base ? 'pOH = −log[OH⁻] et pH = 14 − pOH à 25 °C.' : 'pH = −log[H₃O⁺] ; pOH = 14 − pH à 25 °C.'),
    formula: `\\mathrm{pH} = ${pH.toFixed(2)},\\quad \\mathrm{pOH} = ${pOH.toFixed(2)}`,
  });
  const out = (value: number, words: Text, unit = ''): Outcome => {
    const o = quantityOutcome('chemistry.ph', steps, value, unit, words);
    if (!unit && o.answer) {
      const v = value.toFixed(3);
      o.answer = { ...o.answer, kind: 'number', value: v, latex: v, words: text(`${words.en} ${v}.`, `${words.fr} ${v}.`) };
      o.finalAnswer = o.answer.words;
    }
    return o;
  };
  if (t.also) return { method: 'chemistry.ph', category: 'ph', steps, ...severalAnswer([t.want, ...t.also], pH), verified: true };
  if (t.want === 'pH') return out(pH, text('The pH is', 'Le pH est'));
  if (t.want === 'pOH') return out(pOH, text('The pOH is', 'Le pOH est'));
  if (t.want === 'H') return out(10 ** -pH, text('[H₃O⁺] is', '[H₃O⁺] vaut'), 'mol/L');
  return out(10 ** -pOH, text('[OH⁻] is', '[OH⁻] vaut'), 'mol/L');
}

export function solveChemistry(t: Task): Outcome | null {
  switch (t.kind) {
    case 'balance': return solveBalance(t);
    case 'molar_mass': return solveMolarMass(t);
    case 'mole_mass': return solveMoleMass(t);
    case 'stoichiometry': return solveStoichiometry(t);
    case 'concentration': return solveConcentration(t);
    case 'gas_law': return solveGas(t);
    case 'ph': return solvePh(t);
    case 'acid_base': return solveAcidBase(t);
    case 'gas_change': return solveGasChange(t);
    case 'mass_concentration': return solveMassConcentration(t);
    case 'empirical_formula': return solveEmpiricalFormula(t);
    default: return null;
  }
}

export const chemistryStrategy: Strategy = {
  name: 'chemistry',
  solve(problem) {
    return problem.task ? solveChemistry(problem.task) : null;
  },
};
