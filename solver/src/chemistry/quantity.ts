/** Numbers as answers: four significant digits, scientific notation for very large or small values. */
export function sig(x: number, digits = 4): string {
  if (x === 0) return '0';
  const a = Math.abs(x);
  if (a >= 1e6 || a < 1e-3) {
    const [m, e] = x.toExponential(digits - 1).split('e');
    return `${m}e${Number(e)}`;
  }
  return x.toPrecision(digits).replace(/^(-?\d+)\.$/, '$1');
}

export function sigLatex(x: number, digits = 4): string {
  const s = sig(x, digits);
  const m = /^(-?[\d.]+)e([-+]?\d+)$/.exec(s);
  return m ? `${m[1]} \\times 10^{${Number(m[2])}}` : s;
}
