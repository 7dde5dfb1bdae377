import { text } from '../../i18n';
import type { Outcome } from '../../strategy';
import { Q } from '../../cas/rational';
import { coeff, formToLatex } from './linearForm';
import { NotLinear, parseLinearEquation } from './linearParse';
import { readTuple } from './vectorFamily';
import { evaluateReal } from '../../verify/numeric';

/**
 * The orthogonal projection of a vector or point onto a plane given by its equation ("projection of
 * (1, 2, 3) onto the plane x + y + z = 0", « projeté orthogonal du vecteur (1, 2, 3) sur le plan
 * x − 2y + z = 0 »): p = v − ((n · v − d)/(n · n)) n for the plane n · x = d. The check: p lies on
 * the plane and v − p is parallel to n.
 */
const ASK = /^\s*(?:(?:find|compute|calculate|determine|give|calculer|d[ée]terminer|donner|trouver|what\s+is|quel\s+est)\s+)?(?:the\s+|le\s+|la\s+)?(?:orthogonal\s+projection|projection(?:\s+orthogonale)?|projet[ée](?:\s+orthogonal)?)\s+(?:of|du|de)\s+(?:the\s+|le\s+|la\s+)?(?:vector|point|vecteur)?\s*(?:[A-Za-z]\s*=\s*|[A-Z]\s*(?=\())?([([]\s*-?\d[^()[\]]*[)\]])\s+(?:onto|on|sur)\s+(?:the\s+|le\s+)?(?:plane|plan)\s+(?:\(?[A-Z]\)?\s*:\s*)?(?:(?:of\s+equation|d['’]\s*[ée]quation|with\s+equation)\s+)?([^=]+=[^=?.]+?)\s*[?.]?\s*$/iu;

/**
 * « Soit P le plan d'équation …. Quel est le projeté orthogonal de A(1;1;1) sur P ? », "Let P be the
 * plane …. Find the projection of (1, 2, 3) onto P": the plane named first, then the question, read
 * as the question with the equation in place of the name.
 */
const NAMED_PLANE = /^\s*(?:soit|let)\s+([A-Z]|Π)\s+(?:le\s+plan|be\s+the\s+plane)\s+(?:(?:d['’]\s*[ée]quation|with\s+equation|of\s+equation)\s+)?:?\s*([^=.;?]+=[^=;?]+?)\s*(?:[.;]|,\s*(?=(?:quel|find|what|d[ée]terminer|calculer)))\s*(.+)$/iu;

function planeInPlace(s: string): string {
  const m = NAMED_PLANE.exec(s);
  if (!m) return s;
  const onto = new RegExp(String.raw`(?<![\p{L}])(onto|on|sur)\s+(?:the\s+plane\s+|le\s+plan\s+)?${m[1]}(?![\p{L}\d])`, 'u');
  return onto.test(m[3]) ? m[3].replace(onto, `$1 the plane ${m[2]}`) : s;
}

export function planeProjectionOutcome(s: string): Outcome | null | undefined {
  const m = ASK.exec(planeInPlace(s.replace(/−/g, '-')));
  if (!m) return undefined;
  const v = readTuple(m[1].replace(/^[([]\s*|\s*[)\]]$/g, ''));
  if (!v || v.length !== 3) return null;
  let eq;
  try {
    eq = parseLinearEquation(m[2]);
  } catch (e) {
    if (e instanceof NotLinear) return null;
    throw e;
  }
  const vars = ['x', 'y', 'z'];
  if ([...eq.form.coeffs].some(([name, c]) => !vars.includes(name) && !c.isZero())) return null;
  const n = vars.map((x) => coeff(eq.form, x));
  const nn = n.reduce((acc, x) => acc.add(x.mul(x)), Q.ZERO);
  if (nn.isZero()) return null;
  // n · x + k = 0, so the signed distance factor is (n · v + k)/(n · n)
  const t = n.reduce((acc, x, i) => acc.add(x.mul(v[i])), eq.form.constant).div(nn);
  const p = v.map((x, i) => x.sub(t.mul(n[i])));
  const col = (w: Q[]): string => `\\begin{pmatrix} ${w.map((x) => x.toLatex()).join(' \\\\ ')} \\end{pmatrix}`;
  // the equation as typed, evaluated by the expression parser at p
  const [lhs, rhs] = m[2].split('=');
  const residual = evaluateReal(`(${lhs}) - (${rhs})`, { x: p[0].toNumber(), y: p[1].toNumber(), z: p[2].toNumber() });
  const onPlane = residual !== null && Math.abs(residual) < 1e-9;
  const d = v.map((x, i) => x.toNumber() - p[i].toNumber());
  const cross = [d[1] * n[2].toNumber() - d[2] * n[1].toNumber(), d[2] * n[0].toNumber() - d[0] * n[2].toNumber(), d[0] * n[1].toNumber() - d[1] * n[0].toNumber()];
  const verified = onPlane && cross.every((x) => Math.abs(x) < 1e-9);
  const value = `[${p.map((x) => `[${x.toString()}]`).join(', ')}]`;
  const list = `(${p.map((x) => x.toString()).join(', ')})`;
  return {
    method: 'vectors.plane_projection',
    category: 'matrix',
    steps: [
      {
        title: text('Read a normal vector', 'Lire un vecteur normal'),
        explanation: text('The coefficients of x, y, z in the plane’s equation form a normal vector n.', 'Les coefficients de x, y, z dans l’équation du plan forment un vecteur normal n.'),
        formula: `${formToLatex(eq.form, vars)} = 0 \\;\\Rightarrow\\; \\vec n = ${col(n)}`,
      },
      {
        title: text('Remove the normal component', 'Retirer la composante normale'),
        explanation: text('p = v − ((n · v + k)/(n · n)) n, where n · x + k = 0 is the plane: then p is on the plane and v − p is along n.', 'p = v − ((n · v + k)/(n · n)) n, où n · x + k = 0 est le plan : p est alors sur le plan et v − p est colinéaire à n.'),
        formula: `\\vec p = ${col(v)} - ${t.toLatex().startsWith('-') ? `\\left(${t.toLatex()}\\right)` : t.toLatex()}\\,${col(n)} = ${col(p)}`,
      },
    ],
    answer: { kind: 'matrix', value, latex: col(p), words: text(list, list) },
    finalAnswer: text(list, list),
    verified,
    verification: verified ? text('Checked: p satisfies the plane’s equation and v − p is parallel to n.', 'Vérifié : p vérifie l’équation du plan et v − p est colinéaire à n.') : undefined,
  };
}
