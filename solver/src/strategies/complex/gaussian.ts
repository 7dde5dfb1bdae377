import { Q } from '../../cas/rational';

/** A complex number a + b·i with exact rational parts. */
export class C {
  constructor(
    readonly re: Q,
    readonly im: Q,
  ) {}

  static real(q: Q): C {
    return new C(q, Q.ZERO);
  }
  static readonly I = new C(Q.ZERO, Q.ONE);

  add(o: C): C {
    return new C(this.re.add(o.re), this.im.add(o.im));
  }
  sub(o: C): C {
    return new C(this.re.sub(o.re), this.im.sub(o.im));
  }
  mul(o: C): C {
    return new C(this.re.mul(o.re).sub(this.im.mul(o.im)), this.re.mul(o.im).add(this.im.mul(o.re)));
  }
  /** |z|² = a² + b². */
  norm2(): Q {
    return this.re.mul(this.re).add(this.im.mul(this.im));
  }
  conj(): C {
    return new C(this.re, this.im.neg());
  }
  neg(): C {
    return new C(this.re.neg(), this.im.neg());
  }
  isZero(): boolean {
    return this.re.isZero() && this.im.isZero();
  }
  isReal(): boolean {
    return this.im.isZero();
  }
  div(o: C): C {
    const n = o.norm2();
    if (n.isZero()) throw new RangeError('division by zero');
    const p = this.mul(o.conj());
    return new C(p.re.div(n), p.im.div(n));
  }
  pow(k: number): C {
    if (k < 0) return C.real(Q.ONE).div(this.pow(-k));
    let r = C.real(Q.ONE);
    let b: C = this;
    let e = k;
    while (e > 0) {
      if (e & 1) r = r.mul(b);
      b = b.mul(b);
      e >>= 1;
    }
    return r;
  }

  /** `3/4 - 1/2*i`, `2*i`, `-i`, `5`. */
  toAscii(): string {
    const imPart = (q: Q): string => (q.isOne() ? 'i' : q.n === 1n ? `i/${q.d}` : `${q.toString()}*i`);
    if (this.im.isZero()) return this.re.toString();
    const ia = this.im.abs();
    if (this.re.isZero()) return `${this.im.isNegative() ? '-' : ''}${imPart(ia)}`;
    return `${this.re.toString()} ${this.im.isNegative() ? '-' : '+'} ${imPart(ia)}`;
  }

  /** `\frac{3}{4} - \frac{1}{2}i`. */
  toLatex(): string {
    const imPart = (q: Q): string => (q.isOne() ? 'i' : `${q.toLatex()}i`);
    if (this.im.isZero()) return this.re.toLatex();
    const ia = this.im.abs();
    if (this.re.isZero()) return `${this.im.isNegative() ? '-' : ''}${imPart(ia)}`;
    return `${this.re.toLatex()} ${this.im.isNegative() ? '-' : '+'} ${imPart(ia)}`;
  }
}
