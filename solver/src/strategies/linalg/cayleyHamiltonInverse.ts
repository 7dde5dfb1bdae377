import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { add, identity, mul, scale, toLatex, type Mat } from './matrix';
import { charPoly, matrixPolyLatex as polyInA, polyToLatex } from './polynomial';

/**
 * The inverse "by Cayley–Hamilton", as the course does it: χ(λ) = λⁿ + cₙ₋₁λⁿ⁻¹ + … + c₁λ + c₀, so
 * χ(A) = 0; when c₀ = (−1)ⁿ det A ≠ 0, multiplying by A⁻¹ gives A⁻¹ = −(1/c₀)(Aⁿ⁻¹ + cₙ₋₁Aⁿ⁻² + … + c₁I),
 * a polynomial in A. Null inverse (with the steps that show why) when c₀ = 0.
 */
export function cayleyHamiltonInverse(a: Mat): { inv: Mat | null; steps: StepDraft[]; method: string } {
  const n = a.length;
  const c = charPoly(a);
  const method = 'matrix.inverse.cayley_hamilton';
  const steps: StepDraft[] = [
    {
      title: text('Characteristic polynomial', 'Polynôme caractéristique'),
      explanation: text('χ(λ) = det(λI − A).', 'χ(λ) = det(λI − A).'),
      formula: `\\chi(\\lambda) = ${polyToLatex(c, '\\lambda')}`,
    },
    {
      title: text('Apply Cayley–Hamilton', 'Appliquer Cayley–Hamilton'),
      explanation: text('Every square matrix cancels its characteristic polynomial: χ(A) = 0.', 'Toute matrice carrée annule son polynôme caractéristique : χ(A) = 0.'),
      formula: `${polyInA(c)} = 0`,
    },
  ];
  if (c[0].isZero()) {
    steps.push({
      title: text('No constant term', 'Pas de terme constant'),
      explanation: text('χ(0) = 0, so 0 is an eigenvalue and det A = 0: A has no inverse.', 'χ(0) = 0 : 0 est valeur propre et det A = 0, donc A n’est pas inversible.'),
      formula: '\\det A = 0',
    });
    return { inv: null, steps, method };
  }
  // A·(Aⁿ⁻¹ + cₙ₋₁Aⁿ⁻² + … + c₁I) = −c₀I, by Horner's scheme on the coefficients c₁ … cₙ
  const q = c.slice(1);
  let acc = identity(n);
  for (let k = q.length - 2; k >= 0; k--) acc = add(mul(acc, a), scale(identity(n), q[k]));
  const inv = scale(acc, c[0].neg().inv());
  const factor = c[0].neg().inv();
  steps.push(
    {
      title: text('Isolate the identity and multiply by A⁻¹', 'Isoler l’identité et multiplier par A⁻¹'),
      explanation: text(
        `The constant term is ${c[0].toString()} ≠ 0, so A is invertible; multiplying χ(A) = 0 by A⁻¹ gives A⁻¹ as a polynomial in A.`,
        `Le terme constant vaut ${c[0].toString()} ≠ 0, donc A est inversible ; en multipliant χ(A) = 0 par A⁻¹, on obtient A⁻¹ comme polynôme en A.`,
      ),
      formula: `A^{-1} = ${factor.isOne() ? polyInA(q) : `${factor.cmp(Q.ONE.neg()) === 0 ? '-' : factor.toLatex()}\\left(${polyInA(q)}\\right)`}`,
    },
    {
      title: text('Compute it', 'Calculer'),
      explanation: text('Powers of A first, then the combination.', 'D’abord les puissances de A, puis la combinaison.'),
      formula: `${n > 2 ? `A^{2} = ${toLatex(mul(a, a))},\\quad ` : ''}A^{-1} = ${toLatex(inv)}`,
    },
  );
  return { inv, steps, method };
}
