import { text } from '../../i18n';
import type { StepDraft } from '../../strategy';
import { Q } from '../../cas/rational';
import { detByElimination, detCofactor, minor, rowOpLatex, rowReduce, toLatex, type Mat } from './matrix';

/**
 * The determinant the way it is taught: ad − bc for 2×2, cofactor expansion along the row or
 * column with the most zeros for 3×3, row reduction to a triangular matrix beyond.
 */
export function determinantSteps(a: Mat, checkTime?: () => void): { det: Q; steps: StepDraft[]; method: string } {
  const n = a.length;
  if (n === 1) {
    return {
      det: a[0][0],
      method: 'matrix.det',
      steps: [{ title: text('1×1 determinant', 'Déterminant 1×1'), explanation: text('The determinant of a 1×1 matrix is its entry.', "Le déterminant d'une matrice 1×1 est son coefficient."), formula: `\\det = ${a[0][0].toLatex()}` }],
    };
  }
  if (n === 2) {
    const [[p, q], [r, s]] = a;
    const det = p.mul(s).sub(q.mul(r));
    return {
      det,
      method: 'matrix.det.2x2',
      steps: [
        {
          title: text('Apply the 2×2 formula', 'Appliquer la formule 2×2'),
          explanation: text(
            'For a 2×2 matrix, det = ad − bc: product of the main diagonal minus product of the other diagonal.',
            'Pour une matrice 2×2, det = ad − bc : produit de la diagonale principale moins produit de l’autre diagonale.',
          ),
          formula: `\\det${toLatex(a)} = ${paren(p)} \\times ${paren(s)} - ${paren(q)} \\times ${paren(r)} = ${p.mul(s).toLatex()} - ${paren(q.mul(r))} = ${det.toLatex()}`,
        },
      ],
    };
  }
  if (n === 3) return cofactorSteps(a);
  const red = rowReduce(a, { full: false, checkTime });
  const det = detByElimination(a);
  const steps: StepDraft[] = [
    {
      title: text('Reduce to a triangular matrix', 'Se ramener à une matrice triangulaire'),
      explanation: text(
        'Adding a multiple of one row to another keeps the determinant; swapping two rows changes its sign.',
        'Ajouter à une ligne un multiple d’une autre ne change pas le déterminant ; échanger deux lignes change son signe.',
      ),
      formula: red.stages.map((st) => `${st.ops.map(rowOpLatex).join(',\\; ')} \\Rightarrow ${toLatex(st.after)}`).join(' \\\\ '),
    },
    {
      title: text('Multiply the diagonal', 'Multiplier la diagonale'),
      explanation: text(
        `The determinant of a triangular matrix is the product of its diagonal${red.swaps ? `, times (−1)^${red.swaps} for the row swaps` : ''}.`,
        `Le déterminant d’une matrice triangulaire est le produit de sa diagonale${red.swaps ? `, fois (−1)^${red.swaps} pour les échanges de lignes` : ''}.`,
      ),
      formula: `\\det = ${red.swaps % 2 ? '-' : ''}${red.result.map((r, i) => paren(r[i])).join('\\cdot ')} = ${det.toLatex()}`,
    },
  ];
  return { det, steps, method: 'matrix.det.elimination' };
}

function paren(q: Q): string {
  return q.isNegative() ? `(${q.toLatex()})` : q.toLatex();
}

function cofactorSteps(a: Mat): { det: Q; steps: StepDraft[]; method: string } {
  // expand along the line (row or column) with the most zeros: fewer minors to compute
  let best = { isRow: true, k: 0, zeros: -1 };
  for (let k = 0; k < 3; k++) {
    const rz = a[k].filter((v) => v.isZero()).length;
    const cz = a.filter((r) => r[k].isZero()).length;
    if (rz > best.zeros) best = { isRow: true, k, zeros: rz };
    if (cz > best.zeros) best = { isRow: false, k, zeros: cz };
  }
  const terms: { sign: number; entry: Q; minor: Mat; value: Q }[] = [];
  for (let t = 0; t < 3; t++) {
    const i = best.isRow ? best.k : t;
    const j = best.isRow ? t : best.k;
    const m = minor(a, i, j);
    terms.push({ sign: (i + j) % 2 === 0 ? 1 : -1, entry: a[i][j], minor: m, value: detCofactor(m) });
  }
  const det = detCofactor(a);
  const line = best.isRow ? text(`row ${best.k + 1}`, `la ligne ${best.k + 1}`) : text(`column ${best.k + 1}`, `la colonne ${best.k + 1}`);
  // a zero entry's term is zero: left out of the written expansion, as on paper
  const nonzero = terms.filter((t) => !t.entry.isZero());
  const shown = nonzero.length > 0 ? nonzero : terms.slice(0, 1);
  const expansion = shown
    .map((t, idx) => `${idx === 0 ? (t.sign < 0 ? '-' : '') : t.sign < 0 ? ' - ' : ' + '}${paren(t.entry)}\\begin{vmatrix}${t.minor.map((r) => r.map((v) => v.toLatex()).join(' & ')).join(' \\\\ ')}\\end{vmatrix}`)
    .join('');
  const values = shown
    .map((t, idx) => `${idx === 0 ? (t.sign < 0 ? '-' : '') : t.sign < 0 ? ' - ' : ' + '}${paren(t.entry)} \\times ${paren(t.value)}`)
    .join('');
  return {
    det,
    method: 'matrix.det.cofactor',
    steps: [
      {
        title: text(`Expand along ${line.en}`, `Développer selon ${line.fr}`),
        explanation: text(
          `Cofactor expansion: each entry of ${line.en} times the 2×2 determinant left when its row and column are removed, with signs + − + in a checkerboard${best.zeros > 0 ? '; this line has the most zeros, so fewer terms' : ''}.`,
          `Développement par cofacteurs : chaque coefficient de ${line.fr} fois le déterminant 2×2 obtenu en supprimant sa ligne et sa colonne, avec les signes + − + en damier${best.zeros > 0 ? ' ; cette ligne a le plus de zéros, donc moins de termes' : ''}.`,
        ),
        formula: `\\det${toLatex(a)} = ${expansion}`,
      },
      {
        title: text('Compute the 2×2 minors', 'Calculer les mineurs 2×2'),
        explanation: text('Each 2×2 determinant is ad − bc.', 'Chaque déterminant 2×2 vaut ad − bc.'),
        formula: shown.map((t) => `\\begin{vmatrix}${t.minor.map((r) => r.map((v) => v.toLatex()).join(' & ')).join(' \\\\ ')}\\end{vmatrix} = ${t.value.toLatex()}`).join(',\\quad '),
      },
      {
        title: text('Add up', 'Faire la somme'),
        explanation: text('Combine the terms with their signs.', 'On combine les termes avec leurs signes.'),
        formula: `\\det = ${values} = ${det.toLatex()}`,
      },
    ],
  };
}
