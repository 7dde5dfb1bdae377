/**
 * All complex roots of a polynomial with real (floating-point) coefficients, by the
 * Durand–Kerner iteration — our own numeric method, independent of the CAS, used to check that a
 * solution set is complete.
 */
export interface Complex {
  re: number;
  im: number;
}

export function polyRootsNumeric(coeffs: number[]): Complex[] {
  return complexPolyRootsNumeric(coeffs.map((re) => ({ re, im: 0 })));
}

/** The same for complex coefficients (z² − (1 + i)z + i). */
export function complexPolyRootsNumeric(coeffs: Complex[]): Complex[] {
  // coeffs[k] multiplies x^k; make it monic.
  const c = [...coeffs];
  while (c.length > 1 && c[c.length - 1].re === 0 && c[c.length - 1].im === 0) c.pop();
  const n = c.length - 1;
  if (n < 1) return [];
  const lead = c[n];
  const l2 = lead.re * lead.re + lead.im * lead.im;
  const a = c.map((v) => ({ re: (v.re * lead.re + v.im * lead.im) / l2, im: (v.im * lead.re - v.re * lead.im) / l2 }));
  const evalAt = (z: Complex): Complex => {
    let re = 0;
    let im = 0;
    for (let k = n; k >= 0; k--) {
      const r = re * z.re - im * z.im + a[k].re;
      im = re * z.im + im * z.re + a[k].im;
      re = r;
    }
    return { re, im };
  };
  const bound = 1 + Math.max(...a.slice(0, n).map((v) => Math.hypot(v.re, v.im)));
  let z: Complex[] = Array.from({ length: n }, (_, k) => {
    const t = (2 * Math.PI * k) / n + 0.4;
    return { re: bound * 0.9 * Math.cos(t), im: bound * 0.9 * Math.sin(t) };
  });
  for (let it = 0; it < 500; it++) {
    let moved = 0;
    z = z.map((zi, i) => {
      const num = evalAt(zi);
      let den: Complex = { re: 1, im: 0 };
      z.forEach((zj, j) => {
        if (j === i) return;
        const d = { re: zi.re - zj.re, im: zi.im - zj.im };
        den = { re: den.re * d.re - den.im * d.im, im: den.re * d.im + den.im * d.re };
      });
      const m = den.re * den.re + den.im * den.im || 1e-300;
      const q = { re: (num.re * den.re + num.im * den.im) / m, im: (num.im * den.re - num.re * den.im) / m };
      moved = Math.max(moved, Math.hypot(q.re, q.im));
      return { re: zi.re - q.re, im: zi.im - q.im };
    });
    if (moved < 1e-14 * bound) break;
  }
  return z;
}

/** The distinct real roots (imaginary part negligible), sorted; close values merged. */
export function realRootsNumeric(coeffs: number[], tol = 1e-5): number[] {
  const roots = polyRootsNumeric(coeffs)
    .filter((r) => Math.abs(r.im) <= tol * Math.max(1, Math.abs(r.re)))
    .map((r) => r.re)
    .sort((p, q) => p - q);
  const out: number[] = [];
  for (const r of roots) if (out.length === 0 || Math.abs(r - out[out.length - 1]) > 1e-4 * Math.max(1, Math.abs(r))) out.push(r);
  return out;
}
