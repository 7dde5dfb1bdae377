/**
 * The formulas the methods use, each solved explicitly for every letter it can give; the
 * verifier (verify/physics.ts) has its own table written as residuals and solves them numerically.
 */
type K = Record<string, number>;
export interface Relation {
  /** The formula as written in class (LaTeX), each letter as {symbol} (see physics/quantities.ts). */
  tex: string;
  en: string;
  fr: string;
  solve: Record<string, (k: K) => number>;
}
const r = (tex: string, en: string, fr: string, solve: Record<string, (k: K) => number>): Relation => ({ tex, en, fr, solve });
const pos = (x: number): number => (x >= 0 ? Math.sqrt(x) : NaN);
/** The positive root t of a t²/2 + v0 t − x = 0 (one positive root only). */
function timeFor(k: K): number {
  if (k.a === 0) return k.x / k.v0;
  const disc = k.v0 * k.v0 + 2 * k.a * k.x;
  if (disc < 0) return NaN;
  const roots = [(-k.v0 + Math.sqrt(disc)) / k.a, (-k.v0 - Math.sqrt(disc)) / k.a].filter((t) => t > 0);
  return roots.length === 1 ? roots[0] : NaN;
}

/** The area of a circular section from its diameter: a pipe's for a flow, a bar's for a stress. */
const CIRCLE = r('{A} = \\frac{\\pi {Dm}^2}{4}', 'area of a circular section', "aire d'une section circulaire", { A: (k) => (Math.PI * k.Dm * k.Dm) / 4, Dm: (k) => pos((4 * k.A) / Math.PI) });

/** Planck's constant (J·s) and the speed of light in vacuum (m/s). */
const PLANCK = 6.62607015e-34;
const LIGHT = 2.99792458e8;

/**
 * Sources heard together: their intensities add (I = I₀ 10^{L/10}), so the level of the first k
 * sources combines the level of the first k − 1 with the k-th's, as a course adds levels in pairs.
 */
const combine = (a: number, b: number): number => 10 * Math.log10(10 ** (a / 10) + 10 ** (b / 10));
const COMBINED_LEVELS: Relation[] = [['Ls1', 'Ls2', 'Lc2'], ['Lc2', 'Ls3', 'Lc3'], ['Lc3', 'Ls4', 'Lc4'], ['Lc4', 'Ls5', 'Lc5']].map(([a, b, c]) =>
  r(`{${c}} = 10 \\log_{10}\\left(10^{{${a}}/10} + 10^{{${b}}/10}\\right)`, 'sources heard together: their intensities add', "sources entendues ensemble : leurs intensités s'ajoutent", { [c]: (k) => combine(k[a], k[b]) }));

export const PHYSICS_RELATIONS: Relation[] = [
  r('{x} = {vavg}\\,{t}', 'uniform motion', 'mouvement uniforme', { x: (k) => k.vavg * k.t, vavg: (k) => k.x / k.t, t: (k) => k.x / k.vavg }),
  r('{v} = {v0} + {a} {t}', 'uniform acceleration', 'mouvement uniformément accéléré', { v: (k) => k.v0 + k.a * k.t, v0: (k) => k.v - k.a * k.t, a: (k) => (k.v - k.v0) / k.t, t: (k) => (k.v - k.v0) / k.a }),
  r('{x} = {v0} {t} + \\tfrac12 {a} {t}^2', 'uniform acceleration', 'mouvement uniformément accéléré', { x: (k) => k.v0 * k.t + (k.a * k.t * k.t) / 2, a: (k) => (2 * (k.x - k.v0 * k.t)) / (k.t * k.t), v0: (k) => (k.x - (k.a * k.t * k.t) / 2) / k.t, t: timeFor }),
  r('{v}^2 = {v0}^2 + 2 {a} {x}', 'uniform acceleration', 'mouvement uniformément accéléré', { v: (k) => pos(k.v0 * k.v0 + 2 * k.a * k.x), v0: (k) => pos(k.v * k.v - 2 * k.a * k.x), a: (k) => (k.v * k.v - k.v0 * k.v0) / (2 * k.x), x: (k) => (k.v * k.v - k.v0 * k.v0) / (2 * k.a) }),
  r('{R} = \\frac{{v0}^2 \\sin(2 \\times {th})}{{g}}', 'projectile range on level ground', 'portée sur sol horizontal', { R: (k) => (k.v0 * k.v0 * Math.sin(2 * k.th)) / k.g, v0: (k) => pos((k.R * k.g) / Math.sin(2 * k.th)) }),
  r('{F} = {m} {a}', "Newton's second law", 'deuxième loi de Newton', { F: (k) => k.m * k.a, m: (k) => k.F / k.a, a: (k) => k.F / k.m }),
  r('{Wt} = {m} {g}', 'weight', 'poids', { Wt: (k) => k.m * k.g, m: (k) => k.Wt / k.g }),
  r('{Nf} = {Wt}', 'normal force on a level surface', 'réaction d’un support horizontal', { Nf: (k) => k.Wt }),
  r('{fr} = {mu} {Nf}', 'friction', 'frottement', { fr: (k) => k.mu * k.Nf, mu: (k) => k.fr / k.Nf, Nf: (k) => k.fr / k.mu }),
  r('{Wk} = {F} {x} \\cos {th}', 'work of a constant force', "travail d'une force constante", { Wk: (k) => k.F * k.x * Math.cos(k.th), F: (k) => k.Wk / (k.x * Math.cos(k.th)), x: (k) => k.Wk / (k.F * Math.cos(k.th)) }),
  r('{Ek} = \\tfrac12 {m} {v}^2', 'kinetic energy', 'énergie cinétique', { Ek: (k) => (k.m * k.v * k.v) / 2, m: (k) => (2 * k.Ek) / (k.v * k.v), v: (k) => pos((2 * k.Ek) / k.m) }),
  r('{Ep} = {m} {g} {h}', 'gravitational potential energy', 'énergie potentielle de pesanteur', { Ep: (k) => k.m * k.g * k.h, m: (k) => k.Ep / (k.g * k.h), h: (k) => k.Ep / (k.m * k.g) }),
  r('{Wk} = {m} {g} {h}', 'work to lift a load', 'travail pour soulever une charge', { Wk: (k) => k.m * k.g * k.h }),
  r('{a} = -{mu} {g}', 'sliding to a stop on a level floor', 'glissement freiné sur un sol horizontal', { mu: (k) => -k.a / k.g }),
  r('{P} = \\frac{{Wk}}{{t}}', 'power', 'puissance', { P: (k) => k.Wk / k.t, Wk: (k) => k.P * k.t, t: (k) => k.Wk / k.P }),
  r('{mh} = {m0h} \\left(\\tfrac12\\right)^{{t}/{Thalf}}', 'radioactive decay: the mass halves every half-life', 'décroissance radioactive : la masse est divisée par deux à chaque demi-vie', { mh: (k) => k.m0h * 0.5 ** (k.t / k.Thalf), m0h: (k) => k.mh / 0.5 ** (k.t / k.Thalf), t: (k) => k.Thalf * Math.log2(k.m0h / k.mh), Thalf: (k) => k.t / Math.log2(k.m0h / k.mh) }),
  r('{n1} \\sin {th1} = {n2} \\sin {th2}', "Snell's law of refraction", 'loi de Snell-Descartes de la réfraction', { th2: (k) => Math.asin((k.n1 * Math.sin(k.th1)) / k.n2), th1: (k) => Math.asin((k.n2 * Math.sin(k.th2)) / k.n1), n2: (k) => (k.n1 * Math.sin(k.th1)) / Math.sin(k.th2), n1: (k) => (k.n2 * Math.sin(k.th2)) / Math.sin(k.th1) }),
  r('{nm} = \\frac{{cv}}{{vm}}', 'refractive index: the speed of light in vacuum over its speed in the medium', 'indice de réfraction : la célérité de la lumière dans le vide sur sa célérité dans le milieu', { nm: (k) => k.cv / k.vm, vm: (k) => k.cv / k.nm, cv: (k) => k.nm * k.vm }),
  r('\\frac{1}{{fl}} = \\frac{1}{{dob}} + \\frac{1}{{dim}}', 'thin lens equation (a real image at a positive distance)', 'relation de conjugaison (image réelle à distance positive)', { dim: (k) => 1 / (1 / k.fl - 1 / k.dob), fl: (k) => 1 / (1 / k.dob + 1 / k.dim), dob: (k) => 1 / (1 / k.fl - 1 / k.dim) }),
  r('{mag} = -\\frac{{dim}}{{dob}}', 'magnification: the image distance over the object distance, negative for an inverted image', "grandissement : distance de l'image sur distance de l'objet, négatif pour une image renversée", { mag: (k) => -k.dim / k.dob }),
  r('{him} = {mag}\\, {hob}', "the image's height: the magnification times the object's height", "taille de l'image : le grandissement fois la taille de l'objet", { him: (k) => k.mag * k.hob }),
  r('{Prad} = {Irr}\\, {A}', 'power received: the intensity (power per unit area) times the area facing it', "puissance reçue : l'éclairement (puissance par unité de surface) fois la surface exposée", { Prad: (k) => k.Irr * k.A, Irr: (k) => k.Prad / k.A, A: (k) => k.Prad / k.Irr }),
  r('{Erad} = {Prad}\\, {t}', 'energy received: the power received times the time', 'énergie reçue : la puissance reçue fois la durée', { Erad: (k) => k.Prad * k.t, Prad: (k) => k.Erad / k.t, t: (k) => k.Erad / k.Prad }),
  r('{Pu} = {eta}\\, {Prad}', 'useful power: the efficiency times the power received', 'puissance utile : le rendement fois la puissance reçue', { Pu: (k) => k.eta * k.Prad, Prad: (k) => k.Pu / k.eta, eta: (k) => k.Pu / k.Prad }),
  r('{Eu} = {eta}\\, {Erad}', 'useful energy: the efficiency times the energy received', 'énergie utile : le rendement fois l’énergie reçue', { Eu: (k) => k.eta * k.Erad, Erad: (k) => k.Eu / k.eta, eta: (k) => k.Eu / k.Erad }),
  CIRCLE,
  r('{Qv} = {A}\\, {v}', 'volume flow rate: the cross-section times the mean speed', 'débit volumique : la section fois la vitesse moyenne', { Qv: (k) => k.A * k.v, A: (k) => k.Qv / k.v, v: (k) => k.Qv / k.A }),
  r('{p} = \\frac{{F}}{{A}}', 'pressure', 'pression', { p: (k) => k.F / k.A, F: (k) => k.p * k.A, A: (k) => k.F / k.p }),
  r('{rho} = \\frac{{m}}{{Vol}}', 'density', 'masse volumique', { rho: (k) => k.m / k.Vol, m: (k) => k.rho * k.Vol, Vol: (k) => k.m / k.rho }),
  r('{p} = {rho} {g} {h}', 'hydrostatic pressure', 'pression hydrostatique', { p: (k) => k.rho * k.g * k.h, h: (k) => k.p / (k.rho * k.g), rho: (k) => k.p / (k.g * k.h) }),
  r('{vw} = {f} {lam}', 'wave speed', "célérité d'une onde", { vw: (k) => k.f * k.lam, f: (k) => k.vw / k.lam, lam: (k) => k.vw / k.f }),
  r('{lam} = \\frac{2 {Lst}}{{nh}}', 'standing wave with the same kind of end at both ends: n half wavelengths fit in the length', 'onde stationnaire avec deux extrémités de même nature : n demi-longueurs d’onde dans la longueur', { lam: (k) => (2 * k.Lst) / k.nh, Lst: (k) => (k.lam * k.nh) / 2 }),
  r('{lam} = \\frac{4 {Lcl}}{{nh}}', 'standing wave in a pipe closed at one end: n quarter wavelengths fit in the length, n odd', 'onde stationnaire dans un tuyau fermé à un bout : n quarts de longueur d’onde dans la longueur, n impair', { lam: (k) => (4 * k.Lcl) / k.nh, Lcl: (k) => (k.lam * k.nh) / 4 }),
  r('{vw} = \\sqrt{\\frac{{Tw}}{{muL}}}', 'speed of a wave on a stretched string', "célérité d'une onde le long d'une corde tendue", { vw: (k) => pos(k.Tw / k.muL), Tw: (k) => k.muL * k.vw * k.vw, muL: (k) => k.Tw / (k.vw * k.vw) }),
  r('{Tw} = {m} {g}', 'the hanging mass stretches the string with its weight', 'la masse suspendue tend la corde par son poids', { Tw: (k) => k.m * k.g, m: (k) => k.Tw / k.g }),
  r('{muL} = \\frac{{mst}}{{Lst}}', 'mass per unit length of the string', 'masse linéique de la corde', { muL: (k) => k.mst / k.Lst, mst: (k) => k.muL * k.Lst, Lst: (k) => k.mst / k.muL }),
  r('{fa} = {na}\\, {f1h}', 'the harmonic of rank p is p times the fundamental', "l'harmonique de rang p a une fréquence p fois celle du fondamental", { f1h: (k) => k.fa / k.na, fa: (k) => k.na * k.f1h }),
  r('{fb} = {nb}\\, {f1h}', 'the harmonic of rank n is n times the fundamental', "l'harmonique de rang n a une fréquence n fois celle du fondamental", { fb: (k) => k.nb * k.f1h, f1h: (k) => k.fb / k.nb }),
  r('\\frac{m {v}^2}{{Rc}} = {mu}\\, m {g}', 'on a level bend, friction is the centripetal force: at most μmg', 'dans un virage plat, le frottement est la force centripète : au plus μmg', { v: (k) => pos(k.mu * k.g * k.Rc), mu: (k) => (k.v * k.v) / (k.g * k.Rc), Rc: (k) => (k.v * k.v) / (k.mu * k.g) }),
  r('\\tan {thb} = \\frac{{v}^2}{{g}\\, {Rc}}', 'banked bend without friction: the normal force alone turns the car', 'virage relevé sans frottement : la réaction normale seule fait tourner la voiture', { v: (k) => pos(k.g * k.Rc * Math.tan(k.thb)), thb: (k) => Math.atan((k.v * k.v) / (k.g * k.Rc)), Rc: (k) => (k.v * k.v) / (k.g * Math.tan(k.thb)) }),
  r('{vhump} = \\sqrt{{g}\\, {Rc}}', 'top of a hump at the greatest speed: the road pushes no more, the weight alone is the centripetal force, mg = mv²/r', 'sommet d’une bosse à la vitesse maximale : la route ne pousse plus, le poids seul est la force centripète, mg = mv²/r', { vhump: (k) => pos(k.g * k.Rc) }),
  r('{vtop} = \\sqrt{{g}\\, {Rc}}', 'top of a vertical loop at the least speed: the weight alone is the centripetal force, mg = mv²/r', 'sommet d’une boucle verticale à la vitesse minimale : le poids seul est la force centripète, mg = mv²/r', { vtop: (k) => pos(k.g * k.Rc) }),
  // with friction on the bank: μN adds to the normal force's pull inward at the greatest speed, holds the car back at the least
  r('{vbmax}^2 = {g}\\, {Rc}\\, \\frac{\\tan {thb} + {mu}}{1 - {mu} \\tan {thb}}', 'banked bend with friction, greatest speed: friction acts down the slope, with the normal force', 'virage relevé avec frottement, vitesse maximale : le frottement agit vers le bas de la pente, avec la réaction', { vbmax: (k) => (k.mu * Math.tan(k.thb) < 1 ? pos((k.g * k.Rc * (Math.tan(k.thb) + k.mu)) / (1 - k.mu * Math.tan(k.thb))) : NaN) }),
  r('{vbmin}^2 = {g}\\, {Rc}\\, \\frac{\\tan {thb} - {mu}}{1 + {mu} \\tan {thb}}', 'banked bend with friction, least speed: friction acts up the slope (zero when tan θ ≤ μ: the car can stand still)', 'virage relevé avec frottement, vitesse minimale : le frottement agit vers le haut de la pente (nulle si tan θ ≤ μ : la voiture peut rester immobile)', { vbmin: (k) => pos(Math.max(0, (k.g * k.Rc * (Math.tan(k.thb) - k.mu)) / (1 + k.mu * Math.tan(k.thb)))) }),
  r('{Ldb} = 10 \\log_{10} \\frac{{Isl}}{10^{-12}\\ \\mathrm{W/m^2}}', 'sound level in decibels: ten times the logarithm of the intensity over the threshold of hearing', "niveau d'intensité sonore en décibels : dix fois le logarithme de l'intensité sur le seuil d'audibilité", { Ldb: (k) => 10 * Math.log10(k.Isl / 1e-12), Isl: (k) => 1e-12 * 10 ** (k.Ldb / 10) }),
  r('{Ldb2} = {Ldb} - 20 \\log_{10} \\frac{{dsn2}}{{dsn}}', 'a point source: the intensity falls as 1/r², so the level falls by 20 log of the ratio of the distances', "source ponctuelle : l'intensité décroît en 1/r², le niveau baisse de 20 log du rapport des distances", { Ldb2: (k) => k.Ldb - 20 * Math.log10(k.dsn2 / k.dsn) }),
  ...COMBINED_LEVELS,
  r('{Lnid} = {Ldb} + 10 \\log_{10} {nsrc}', 'n identical sources: the intensity is n times one source’s, the level 10 log n higher', "n sources identiques : l'intensité est n fois celle d'une source, le niveau plus élevé de 10 log n", { Lnid: (k) => k.Ldb + 10 * Math.log10(k.nsrc), nsrc: (k) => 10 ** ((k.Lnid - k.Ldb) / 10), Ldb: (k) => k.Lnid - 10 * Math.log10(k.nsrc) }),
  r('{Isl} = \\frac{{Psnd}}{4 \\pi {dsn}^2}', 'the power of the source spread over a sphere of radius r', 'la puissance de la source répartie sur une sphère de rayon r', { Isl: (k) => k.Psnd / (4 * Math.PI * k.dsn * k.dsn), Psnd: (k) => 4 * Math.PI * k.dsn * k.dsn * k.Isl, dsn: (k) => pos(k.Psnd / (4 * Math.PI * k.Isl)) }),
  r('{fbt} = \\left|{fx1} - {fx2}\\right|', 'beats: the difference of the two frequencies', 'battements : la différence des deux fréquences', { fbt: (k) => Math.abs(k.fx1 - k.fx2) }),
  r("{fobs} = {fsrc}\\,\\frac{{vsnd}}{{vsnd} - {vsa}}", 'Doppler effect, source coming closer: the waves ahead of it are squeezed', "effet Doppler, source qui se rapproche : les ondes devant elle sont resserrées", { fobs: (k) => (k.fsrc * k.vsnd) / (k.vsnd - k.vsa), fsrc: (k) => (k.fobs * (k.vsnd - k.vsa)) / k.vsnd, vsa: (k) => k.vsnd * (1 - k.fsrc / k.fobs) }),
  r("{fobs} = {fsrc}\\,\\frac{{vsnd}}{{vsnd} + {vsr}}", 'Doppler effect, source moving away: the waves behind it are stretched', "effet Doppler, source qui s'éloigne : les ondes derrière elle sont étirées", { fobs: (k) => (k.fsrc * k.vsnd) / (k.vsnd + k.vsr), fsrc: (k) => (k.fobs * (k.vsnd + k.vsr)) / k.vsnd, vsr: (k) => k.vsnd * (k.fsrc / k.fobs - 1) }),
  r("{fobs} = {fsrc}\\,\\frac{{vsnd} + {voa}}{{vsnd}}", 'Doppler effect, listener coming closer: more wave crests met each second', "effet Doppler, observateur qui se rapproche : plus de crêtes rencontrées par seconde", { fobs: (k) => (k.fsrc * (k.vsnd + k.voa)) / k.vsnd, fsrc: (k) => (k.fobs * k.vsnd) / (k.vsnd + k.voa), voa: (k) => k.vsnd * (k.fobs / k.fsrc - 1) }),
  r("{fobs} = {fsrc}\\,\\frac{{vsnd} - {vor}}{{vsnd}}", 'Doppler effect, listener moving away: fewer wave crests met each second', "effet Doppler, observateur qui s'éloigne : moins de crêtes rencontrées par seconde", { fobs: (k) => (k.fsrc * (k.vsnd - k.vor)) / k.vsnd, fsrc: (k) => (k.fobs * k.vsnd) / (k.vsnd - k.vor), vor: (k) => k.vsnd * (1 - k.fobs / k.fsrc) }),
  r('{T} = \\frac{1}{{f}}', 'period', 'période', { T: (k) => 1 / k.f, f: (k) => 1 / k.T }),
  r('{a} = {g} \\sin {thi}', 'sliding down a frictionless incline', 'glissement sur un plan incliné sans frottement', { a: (k) => k.g * Math.sin(k.thi), thi: (k) => Math.asin(k.a / k.g) }),
  r('{Tc} = {m} \\left({g} + {a}\\right)', 'tension in a lift cable (upwards positive)', "tension du câble d'un ascenseur (vers le haut positif)", { Tc: (k) => k.m * (k.g + k.a), m: (k) => k.Tc / (k.g + k.a), a: (k) => k.Tc / k.m - k.g }),
  r('{tf} = \\frac{2 {v0} \\sin {th}}{{g}}', 'time of flight on level ground', 'durée du vol sur sol horizontal', { tf: (k) => (2 * k.v0 * Math.sin(k.th)) / k.g, v0: (k) => (k.tf * k.g) / (2 * Math.sin(k.th)) }),
  r('{H} = \\frac{{v0}^2 \\sin^2 {th}}{2 {g}}', 'maximum height of a projectile', "hauteur maximale d'un projectile", { H: (k) => (k.v0 * Math.sin(k.th)) ** 2 / (2 * k.g), v0: (k) => pos(2 * k.g * k.H) / Math.sin(k.th) }),
  r('{F} = {Fa} - {fr}', 'net force along the floor', 'force résultante le long du sol', { F: (k) => k.Fa - k.fr, Fa: (k) => k.F + k.fr, fr: (k) => k.Fa - k.F }),
  // launched at an angle from a height h: the vertical motion −h = v₀y t − ½ g t² has one positive root
  r('{vx0} = {v0} \\cos {th}', 'horizontal component of the launch velocity', 'composante horizontale de la vitesse initiale', { vx0: (k) => k.v0 * Math.cos(k.th) }),
  r('{vy0} = {v0} \\sin {th}', 'vertical component of the launch velocity (upwards positive)', 'composante verticale de la vitesse initiale (positive vers le haut)', { vy0: (k) => k.v0 * Math.sin(k.th) }),
  r('{tfh} = \\frac{{vy0} + \\sqrt{{vy0}^2 + 2 {g} {hcl}}}{{g}}', 'vertical motion down to the ground: the positive root of −h = v₀y t − ½ g t²', "mouvement vertical jusqu'au sol : racine positive de −h = v₀y t − ½ g t²", { tfh: (k) => (k.vy0 + pos(k.vy0 * k.vy0 + 2 * k.g * k.hcl)) / k.g }),
  r('{Xa} = {vx0}\\, {tfh}', 'horizontal motion at constant speed', 'mouvement horizontal uniforme', { Xa: (k) => k.vx0 * k.tfh }),
  r('{vimp} = \\sqrt{{v0}^2 + 2 {g} {hcl}}', 'energy kept: the kinetic energy at impact is the launch one plus m g h', "conservation de l'énergie : l'énergie cinétique à l'impact est celle du lancement plus m g h", { vimp: (k) => pos(k.v0 * k.v0 + 2 * k.g * k.hcl) }),
  r('{hl} = \\tfrac12 {g} {tf}^2', 'fall of a body launched horizontally', "chute d'un corps lancé horizontalement", { tf: (k) => pos((2 * k.hl) / k.g), hl: (k) => (k.g * k.tf * k.tf) / 2 }),
  r('{Xh} = {v0}\\, {tf}', 'horizontal motion at constant speed', 'mouvement horizontal uniforme', { Xh: (k) => k.v0 * k.tf, v0: (k) => k.Xh / k.tf, tf: (k) => k.Xh / k.v0 }),
  r('{Es} = \\tfrac12 {ks} {ext}^2', 'elastic potential energy', 'énergie potentielle élastique', { Es: (k) => (k.ks * k.ext * k.ext) / 2, ks: (k) => (2 * k.Es) / (k.ext * k.ext), ext: (k) => pos((2 * k.Es) / k.ks) }),
  r('{F} = {ks} {ext}', "Hooke's law for a spring", 'loi de Hooke pour un ressort', { F: (k) => k.ks * k.ext, ks: (k) => k.F / k.ext, ext: (k) => k.F / k.ks }),
  r('{Ek} = {m} {g} {hd}', 'energy conserved in a fall from rest', "conservation de l'énergie dans une chute sans vitesse initiale", { Ek: (k) => k.m * k.g * k.hd, m: (k) => k.Ek / (k.g * k.hd), hd: (k) => k.Ek / (k.m * k.g) }),
  r('{v}^2 = 2 {g} {hd}', 'speed after a fall from rest', "vitesse après une chute sans vitesse initiale", { v: (k) => pos(2 * k.g * k.hd), hd: (k) => (k.v * k.v) / (2 * k.g) }),
  r('\\frac{{Fp1}}{{Ap1}} = \\frac{{Fp2}}{{Ap2}}', "Pascal's principle: the same pressure on both pistons", 'principe de Pascal : la même pression sur les deux pistons', { Fp2: (k) => (k.Fp1 * k.Ap2) / k.Ap1, Fp1: (k) => (k.Fp2 * k.Ap1) / k.Ap2, Ap2: (k) => (k.Fp2 * k.Ap1) / k.Fp1, Ap1: (k) => (k.Fp1 * k.Ap2) / k.Fp2 }),
  r('{Ek0} = \\tfrac12 {m} {v0}^2', 'kinetic energy at the start', 'énergie cinétique au départ', { Ek0: (k) => (k.m * k.v0 * k.v0) / 2 }),
  r('{Wnet} = {Ek} - {Ek0}', 'work–energy theorem', "théorème de l'énergie cinétique", { Wnet: (k) => k.Ek - k.Ek0 }),
  r('{pabs} = {p0} + {rho} {g} {h}', 'absolute pressure in a liquid', 'pression absolue dans un liquide', { pabs: (k) => k.p0 + k.rho * k.g * k.h, h: (k) => (k.pabs - k.p0) / (k.rho * k.g) }),
  r('{xe} = \\frac{{vw}\\, {t}}{2}', 'echo: the sound goes there and back', "écho : le son fait l'aller et le retour", { xe: (k) => (k.vw * k.t) / 2, t: (k) => (2 * k.xe) / k.vw, vw: (k) => (2 * k.xe) / k.t }),
  r('\\tfrac12 {m} {vl}^2 = {Es}', "the spring's energy all becomes kinetic", "toute l'énergie du ressort devient cinétique", { vl: (k) => pos((2 * k.Es) / k.m) }),
  r('{Fbr} = {m} {dec}', "Newton's second law for the braking force", 'deuxième loi de Newton pour la force de freinage', { Fbr: (k) => k.m * k.dec }),
  r('{A} = {nc}\\, {Ac}', 'total area of the supports', 'surface totale des appuis', { A: (k) => k.nc * k.Ac, Ac: (k) => k.A / k.nc }),
  r('{Ni} = {m} {g} \\cos {thi}', 'normal force on an incline (no motion across it)', 'réaction normale sur un plan incliné (pas de mouvement perpendiculaire)', { Ni: (k) => k.m * k.g * Math.cos(k.thi) }),
  r('{dec} = -{a}', 'deceleration: the acceleration against the motion', "décélération : l'accélération opposée au mouvement", { dec: (k) => -k.a }),
  r('{Th} = {m} {g}', 'tension of a string holding a body at rest', "tension d'un fil qui retient un corps immobile", { Th: (k) => k.m * k.g, m: (k) => k.Th / k.g }),
  r('{tup} = \\frac{{v0} \\sin {th}}{{g}}', 'time to reach the top (vertical speed zero)', 'durée de la montée (vitesse verticale nulle)', { tup: (k) => (k.v0 * Math.sin(k.th)) / k.g, v0: (k) => (k.tup * k.g) / Math.sin(k.th) }),
  r('{Nap} = {m} \\left({g} + {a}\\right)', 'apparent weight in a lift (upwards positive)', "poids apparent dans un ascenseur (vers le haut positif)", { Nap: (k) => k.m * (k.g + k.a), m: (k) => k.Nap / (k.g + k.a) }),
  r('{aup} = \\frac{{F}}{{m}} - {g} \\left(\\sin {thi} + {mu} \\cos {thi}\\right)', 'pushed up a rough incline: the force less the weight along the slope and the friction', 'poussé vers le haut d’un plan incliné rugueux : la force moins le poids le long de la pente et le frottement', { aup: (k) => k.F / k.m - k.g * (Math.sin(k.thi) + k.mu * Math.cos(k.thi)), F: (k) => k.m * (k.aup + k.g * (Math.sin(k.thi) + k.mu * Math.cos(k.thi))) }),
  r('{aang} = \\frac{{F} \\cos {phi} - {mu} \\left({m} {g} - {F} \\sin {phi}\\right)}{{m}}', 'pulled at an angle along a rough floor: the pull lifts part of the weight, so the friction is smaller', 'tiré en biais sur un sol rugueux : la traction soulage une partie du poids, le frottement est moindre', { aang: (k) => (k.F * Math.cos(k.phi) - k.mu * (k.m * k.g - k.F * Math.sin(k.phi))) / k.m }),
  r('{ahi} = \\frac{{F} \\cos {thi} - {m} {g} \\sin {thi} - {mu} \\left({m} {g} \\cos {thi} + {F} \\sin {thi}\\right)}{{m}}', 'pushed up a rough incline by a horizontal force: only F cos α acts along the slope, and F sin α presses the block into it, so the friction is larger', 'poussé vers le haut d’un plan incliné rugueux par une force horizontale : seule F cos α agit le long de la pente, et F sin α plaque le bloc contre le plan, le frottement est plus grand', { ahi: (k) => (k.F * Math.cos(k.thi) - k.m * k.g * Math.sin(k.thi) - k.mu * (k.m * k.g * Math.cos(k.thi) + k.F * Math.sin(k.thi))) / k.m }),
  r('{apd} = \\frac{{F} \\cos {phi} - {mu} \\left({m} {g} + {F} \\sin {phi}\\right)}{{m}}', 'pushed at an angle below the horizontal along a rough floor: the push presses the body down, so the friction is larger', 'poussé en biais vers le bas sur un sol rugueux : la poussée plaque le corps contre le sol, le frottement est plus grand', { apd: (k) => (k.F * Math.cos(k.phi) - k.mu * (k.m * k.g + k.F * Math.sin(k.phi))) / k.m }),
  r('{fri} = {mu}\\, {Ni}', 'sliding friction on an incline: μ times the normal force of the slope', 'frottement de glissement sur un plan incliné : μ fois la réaction normale du plan', { fri: (k) => k.mu * k.Ni }),
  r('{mus} = \\tan {thi}', 'friction just balancing the weight along the slope (on the point of sliding, or sliding at a constant speed): μ m g cos α = m g sin α', 'frottement qui équilibre juste le poids le long de la pente (sur le point de glisser, ou glissant à vitesse constante) : μ m g cos α = m g sin α', { mus: (k) => Math.tan(k.thi), thi: (k) => Math.atan(k.mus) }),
  r('{ar} = {g} \\left(\\sin {thi} - {mu} \\cos {thi}\\right)', 'sliding down an incline with friction', 'glissement sur un plan incliné avec frottement', { ar: (k) => k.g * (Math.sin(k.thi) - k.mu * Math.cos(k.thi)) }),
  r('{F} = \\sqrt{{F1}^2 + {F2}^2 + 2 {F1} {F2} \\cos {phi}}', 'resultant of two forces', 'résultante de deux forces', { F: (k) => pos(k.F1 ** 2 + k.F2 ** 2 + 2 * k.F1 * k.F2 * Math.cos(k.phi)) }),
  r('{d1} = {s1}\\, {t1}', 'first leg at constant speed', 'première étape à vitesse constante', { d1: (k) => k.s1 * k.t1, s1: (k) => k.d1 / k.t1, t1: (k) => k.d1 / k.s1 }),
  r('{d2} = {s2}\\, {t2}', 'second leg at constant speed', 'seconde étape à vitesse constante', { d2: (k) => k.s2 * k.t2, s2: (k) => k.d2 / k.t2, t2: (k) => k.d2 / k.s2 }),
  r('{vavg} = \\frac{{d1} + {d2}}{{t1} + {t2}}', 'average speed: total distance over total time', 'vitesse moyenne : distance totale sur durée totale', { vavg: (k) => (k.d1 + k.d2) / (k.t1 + k.t2) }),
  r('{Fb} = {Wair} - {Wapp}', 'the upthrust is the weight the body seems to lose in the fluid', "la poussée d'Archimède est le poids que le corps semble perdre dans le fluide", { Fb: (k) => k.Wair - k.Wapp }),
  r('{rhos} = \\frac{{Wair}}{{g} {Vol}}', 'density of the body from its weight and volume', 'masse volumique du corps à partir de son poids et de son volume', { rhos: (k) => k.Wair / (k.g * k.Vol) }),
  r('{Fb} = {rho} {g} {Vol}', "Archimedes' principle", "poussée d'Archimède", { Fb: (k) => k.rho * k.g * k.Vol, Vol: (k) => k.Fb / (k.rho * k.g), rho: (k) => k.Fb / (k.g * k.Vol) }),
  r('{v} = \\frac{2 \\pi {Rc}}{{Trev}}', 'speed on a circle', 'vitesse sur un cercle', { v: (k) => (2 * Math.PI * k.Rc) / k.Trev, Trev: (k) => (2 * Math.PI * k.Rc) / k.v }),
  r('{ac} = \\frac{{v}^2}{{Rc}}', 'centripetal acceleration', 'accélération centripète', { ac: (k) => (k.v * k.v) / k.Rc, v: (k) => pos(k.ac * k.Rc), Rc: (k) => (k.v * k.v) / k.ac }),
  r('{Fc} = {m} {ac}', "Newton's second law on a circle", 'deuxième loi de Newton sur un cercle', { Fc: (k) => k.m * k.ac, ac: (k) => k.Fc / k.m, m: (k) => k.Fc / k.ac }),
  r('{pm} = {m} {v}', 'momentum', 'quantité de mouvement', { pm: (k) => k.m * k.v, v: (k) => k.pm / k.m, m: (k) => k.pm / k.v }),
  r('{Jimp} = {m} \\left|{v} - {v0}\\right|', 'impulse: the size of the change of momentum (a speed reversed counts as negative)', 'impulsion : la valeur de la variation de la quantité de mouvement (une vitesse inversée compte négativement)', { Jimp: (k) => k.m * Math.abs(k.v - k.v0) }),
  r('{Jimp} = {F}\\, {t}', 'impulse of a constant force', "impulsion d'une force constante", { Jimp: (k) => k.F * k.t, F: (k) => k.Jimp / k.t, t: (k) => k.Jimp / k.F }),
  r("{v1e} = \\frac{{m1} - {m2}}{{m1} + {m2}}\\, {v1}", 'elastic collision, the second body at rest: momentum and kinetic energy both conserved', 'choc élastique, le second corps au repos : quantité de mouvement et énergie cinétique conservées', { v1e: (k) => ((k.m1 - k.m2) / (k.m1 + k.m2)) * k.v1 }),
  r("{v2e} = \\frac{2 {m1}}{{m1} + {m2}}\\, {v1}", 'elastic collision, the second body at rest: momentum and kinetic energy both conserved', 'choc élastique, le second corps au repos : quantité de mouvement et énergie cinétique conservées', { v2e: (k) => ((2 * k.m1) / (k.m1 + k.m2)) * k.v1 }),
  r('{m1} {v1} + {m2} {v2} = \\left({m1} + {m2}\\right) {vf}', 'momentum conserved in a collision where the bodies stick together', 'conservation de la quantité de mouvement dans un choc où les corps restent accrochés', { vf: (k) => (k.m1 * k.v1 + k.m2 * k.v2) / (k.m1 + k.m2) }),
  r('{Ab1}\\, {vb1} = {Ab2}\\, {vb2}', 'continuity: the same volume flows through each section each second', 'conservation du débit : le même volume traverse chaque section chaque seconde', { vb2: (k) => (k.Ab1 * k.vb1) / k.Ab2, vb1: (k) => (k.Ab2 * k.vb2) / k.Ab1 }),
  r('{Ab1} = \\frac{\\pi {Db1}^2}{4}', 'area of the first section', 'aire de la première section', { Ab1: (k) => (Math.PI * k.Db1 ** 2) / 4 }),
  r('{Ab2} = \\frac{\\pi {Db2}^2}{4}', 'area of the second section', 'aire de la seconde section', { Ab2: (k) => (Math.PI * k.Db2 ** 2) / 4 }),
  r('{Ab1} = \\pi {rs1}^2', 'area of the first section', 'aire de la première section', { Ab1: (k) => Math.PI * k.rs1 ** 2 }),
  r('{Ab2} = \\pi {rs2}^2', 'area of the second section', 'aire de la seconde section', { Ab2: (k) => Math.PI * k.rs2 ** 2 }),
  r('{pb1} + \\tfrac12 {rho} {vb1}^2 = {pb2} + \\tfrac12 {rho} {vb2}^2', "Bernoulli's equation along a horizontal pipe", 'relation de Bernoulli le long d’une conduite horizontale', { pb2: (k) => k.pb1 + (k.rho * (k.vb1 ** 2 - k.vb2 ** 2)) / 2, pb1: (k) => k.pb2 - (k.rho * (k.vb1 ** 2 - k.vb2 ** 2)) / 2 }),
  r('{Qh} = {m} {cs} {dT}', 'heat to change the temperature', 'chaleur pour changer la température', { Qh: (k) => k.m * k.cs * k.dT, m: (k) => k.Qh / (k.cs * k.dT), cs: (k) => k.Qh / (k.m * k.dT), dT: (k) => k.Qh / (k.m * k.cs) }),
  r('{Qh} = {P}\\, {t}', 'heat given by a heater of power P in a time t (no losses)', "chaleur fournie par un appareil de puissance P pendant t (sans pertes)", { Qh: (k) => k.P * k.t, P: (k) => k.Qh / k.t, t: (k) => k.Qh / k.P }),
  r('{Tfin} = {T0} + {dT}', 'final temperature: the start plus the rise', 'température finale : celle du départ plus la hausse', { Tfin: (k) => k.T0 + k.dT }),
  r('{Tfin2} = \\frac{{m1}\\, {c1m}\\, {Ta} + {m2}\\, {c2m}\\, {Tb}}{{m1}\\, {c1m} + {m2}\\, {c2m}}', 'two bodies brought together: the heat the warmer gives is the heat the cooler takes', 'deux corps mis en contact : la chaleur cédée par le plus chaud est reçue par le plus froid', { Tfin2: (k) => (k.m1 * k.c1m * k.Ta + k.m2 * k.c2m * k.Tb) / (k.m1 * k.c1m + k.m2 * k.c2m) }),
  r('{Tfin} = \\frac{{m1}\\, {Ta} + {m2}\\, {Tb}}{{m1} + {m2}}', 'mixing two amounts of the same liquid: the heat the warmer gives is the heat the cooler takes', 'mélange de deux quantités du même liquide : la chaleur cédée par la plus chaude est reçue par la plus froide', { Tfin: (k) => (k.m1 * k.Ta + k.m2 * k.Tb) / (k.m1 + k.m2) }),
  r('{dL} = {alT}\\, {L0}\\, {dT}', 'linear thermal expansion', 'dilatation linéaire', { dL: (k) => k.alT * k.L0 * k.dT }),
  r('{sigma} = {E}\\, {alT}\\, {dT}', 'thermal stress: the strain the expansion would have had, held back, times the modulus', 'contrainte thermique : la déformation que la dilatation aurait eue, empêchée, fois le module', { sigma: (k) => k.E * k.alT * k.dT }),
  r('{Qh} = {m} {Lh}', 'heat for a change of state', "chaleur d'un changement d'état", { Qh: (k) => k.m * k.Lh, m: (k) => k.Qh / k.Lh, Lh: (k) => k.Qh / k.m }),
  r('{Pth} = \\frac{{kth} {A} {dT}}{{thk}}', 'conduction through a wall (Fourier)', 'conduction à travers une paroi (Fourier)', { Pth: (k) => (k.kth * k.A * k.dT) / k.thk, kth: (k) => (k.Pth * k.thk) / (k.A * k.dT), dT: (k) => (k.Pth * k.thk) / (k.kth * k.A), thk: (k) => (k.kth * k.A * k.dT) / k.Pth }),
  // last: the critical angle is read only where asked (n1 < n2 in a refraction has none)
  // total internal reflection from the denser medium: the angle of refraction reaches 90°
  r('\\sin {thc} = \\frac{{n2}}{{n1}}', 'critical angle (total internal reflection beyond it)', 'angle limite (réflexion totale au-delà)', { thc: (k) => Math.asin(k.n2 / k.n1), n1: (k) => k.n2 / Math.sin(k.thc), n2: (k) => k.n1 * Math.sin(k.thc) }),
  r('{etaC} = 1 - \\frac{{Tcold}}{{Thot}}', 'efficiency of a reversible (Carnot) engine, temperatures in kelvins', 'rendement d’un moteur réversible (Carnot), températures en kelvins', { etaC: (k) => 1 - k.Tcold / k.Thot }),
  r('{COPh} = \\frac{{Thot}}{{Thot} - {Tcold}}', 'coefficient of performance of a reversible heat pump (heat delivered over work)', 'coefficient de performance d’une pompe à chaleur réversible (chaleur fournie sur travail)', { COPh: (k) => k.Thot / (k.Thot - k.Tcold) }),
  r('{COPr} = \\frac{{Tcold}}{{Thot} - {Tcold}}', 'coefficient of performance of a reversible refrigerator (heat removed over work)', 'coefficient de performance d’une machine frigorifique réversible (chaleur extraite sur travail)', { COPr: (k) => k.Tcold / (k.Thot - k.Tcold) }),
  r('{COPh} = \\frac{{Qheat}}{{Wwork}}', 'coefficient of performance of a heat pump: the heat delivered over the work taken', "coefficient de performance d'une pompe à chaleur : la chaleur fournie sur le travail reçu", { COPh: (k) => k.Qheat / k.Wwork }),
  r('{COPh} = \\frac{{Pheat}}{{Pwork}}', 'coefficient of performance of a heat pump: the heat delivered over the work taken, per second', "coefficient de performance d'une pompe à chaleur : la chaleur fournie sur le travail reçu, par seconde", { COPh: (k) => k.Pheat / k.Pwork }),
  r('{COPr} = \\frac{{Qheat}}{{Wwork}}', 'coefficient of performance of a refrigerator: the heat removed over the work taken', "coefficient de performance d'une machine frigorifique : la chaleur extraite sur le travail reçu", { COPr: (k) => k.Qheat / k.Wwork }),
  r('{COPr} = \\frac{{Pheat}}{{Pwork}}', 'coefficient of performance of a refrigerator: the heat removed over the work taken, per second', "coefficient de performance d'une machine frigorifique : la chaleur extraite sur le travail reçu, par seconde", { COPr: (k) => k.Pheat / k.Pwork }),
  r('{Wiso} = {p} \\left({V2g} - {V1g}\\right)', 'work of a gas at constant pressure', 'travail d’un gaz à pression constante', { Wiso: (k) => k.p * (k.V2g - k.V1g) }),
  r('{Tsp} = 2 \\pi \\sqrt{\\frac{{m}}{{ks}}}', 'period of a mass on a spring', 'période d’un oscillateur masse-ressort', { Tsp: (k) => 2 * Math.PI * Math.sqrt(k.m / k.ks), ks: (k) => k.m * (2 * Math.PI / k.Tsp) ** 2, m: (k) => k.ks * (k.Tsp / (2 * Math.PI)) ** 2 }),
  r('{fsp} = \\frac{1}{{Tsp}}', 'frequency: the number of oscillations per second', 'fréquence : nombre d’oscillations par seconde', { fsp: (k) => 1 / k.Tsp, Tsp: (k) => 1 / k.fsp }),
  r('{Irot} = \\tfrac12 {m} {rDisk}^2', 'moment of inertia of a solid disc (or cylinder) about its axis', "moment d'inertie d'un disque (ou cylindre) plein autour de son axe", { Irot: (k) => (k.m * k.rDisk ** 2) / 2 }),
  r('{Irot} = {m} {rRing}^2', 'moment of inertia of a ring (hoop) about its axis', "moment d'inertie d'un anneau (cerceau) autour de son axe", { Irot: (k) => k.m * k.rRing ** 2 }),
  r('{Irot} = \\tfrac25 {m} {rSphere}^2', 'moment of inertia of a solid sphere about a diameter', "moment d'inertie d'une sphère pleine autour d'un diamètre", { Irot: (k) => (2 * k.m * k.rSphere ** 2) / 5 }),
  r('{Irot} = \\tfrac23 {m} {rShell}^2', 'moment of inertia of a thin spherical shell about a diameter', "moment d'inertie d'une sphère creuse mince autour d'un diamètre", { Irot: (k) => (2 * k.m * k.rShell ** 2) / 3 }),
  r('{Irot} = \\tfrac{1}{12} {m} {Lrod}^2', 'moment of inertia of a thin rod about its centre', "moment d'inertie d'une tige mince autour de son milieu", { Irot: (k) => (k.m * k.Lrod ** 2) / 12 }),
  r('{Irot} = \\tfrac13 {m} {LrodEnd}^2', 'moment of inertia of a thin rod about one end', "moment d'inertie d'une tige mince autour d'une extrémité", { Irot: (k) => (k.m * k.LrodEnd ** 2) / 3 }),
  r('{Ekr} = \\tfrac12 {Irot} {w}^2', 'kinetic energy of rotation (ω in rad/s)', 'énergie cinétique de rotation (ω en rad/s)', { Ekr: (k) => (k.Irot * k.w ** 2) / 2 }),
  r('{Tq} = {Irot}\\, {alpha}', "Newton's second law for rotation", 'principe fondamental de la dynamique en rotation', { Tq: (k) => k.Irot * k.alpha, alpha: (k) => k.Tq / k.Irot }),
  r('\\frac{V_i}{V} = \\frac{{rhos}}{{rho}}', 'a floating body: its weight equals the weight of the liquid it displaces', 'corps flottant : son poids égale le poids du liquide déplacé', { fsub: (k) => k.rhos / k.rho }),
  r('\\frac{V_e}{V} = 1 - \\frac{{rhos}}{{rho}}', 'the part above the surface is what is not submerged', "la partie émergée est ce qui n'est pas immergé", { fabove: (k) => 1 - k.rhos / k.rho }),
  r('{Tpd} = 2 \\pi \\sqrt{\\frac{{Lpd}}{{g}}}', 'period of a simple pendulum (small swings)', "période d'un pendule simple (petites oscillations)", { Tpd: (k) => 2 * Math.PI * Math.sqrt(k.Lpd / k.g), Lpd: (k) => k.g * (k.Tpd / (2 * Math.PI)) ** 2, g: (k) => k.Lpd * (2 * Math.PI / k.Tpd) ** 2 }),
  r('{Eph} = \\frac{h c}{{lam}}', 'energy of a photon (h = 6.626 × 10⁻³⁴ J·s, c = 2.998 × 10⁸ m/s)', "énergie d'un photon (h = 6,626 × 10⁻³⁴ J·s, c = 2,998 × 10⁸ m/s)", { Eph: (k) => (PLANCK * LIGHT) / k.lam, lam: (k) => (PLANCK * LIGHT) / k.Eph }),
  r('{Eph} = h {fph}', 'energy of a photon (h = 6.626 × 10⁻³⁴ J·s)', "énergie d'un photon (h = 6,626 × 10⁻³⁴ J·s)", { Eph: (k) => PLANCK * k.fph, fph: (k) => k.Eph / PLANCK }),
];

export const CHARGE = r('{Vc} = {V0} \\left(1 - e^{-{t}/{tau}}\\right)', 'charging capacitor', 'charge du condensateur', { Vc: (k) => k.V0 * (1 - Math.exp(-k.t / k.tau)), t: (k) => -k.tau * Math.log(1 - k.Vc / k.V0), tau: (k) => -k.t / Math.log(1 - k.Vc / k.V0), V0: (k) => k.Vc / (1 - Math.exp(-k.t / k.tau)) });
export const DISCHARGE = r('{Vc} = {V0}\\, e^{-{t}/{tau}}', 'discharging capacitor', 'décharge du condensateur', { Vc: (k) => k.V0 * Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(k.Vc / k.V0), tau: (k) => -k.t / Math.log(k.Vc / k.V0), V0: (k) => k.Vc / Math.exp(-k.t / k.tau) });
/** The voltage reached after n time constants: the fraction charged (or left) of the supply (or starting) voltage. */
export const CHARGED_N = r('{Vc} = {q}\\, {V0}', 'voltage reached while charging', 'tension atteinte pendant la charge', { Vc: (k) => k.q * k.V0 });
export const LEFT_N = r('{Vc} = {qr}\\, {V0}', 'voltage left while discharging', 'tension restante pendant la décharge', { Vc: (k) => k.qr * k.V0 });
/** The current through R while charging or discharging: the voltage across R over R. */
export const CURRENT_T = r('{Ic} = \\frac{{V0}}{{Rr}}\\, e^{-{t}/{tau}}', 'current while charging or discharging', 'intensité pendant la charge ou la décharge', { Ic: (k) => (k.V0 / k.Rr) * Math.exp(-k.t / k.tau) });
/** The charge a capacitor holds at the voltage it has reached. */
export const HELD = r('{Qc} = {C} {Vc}', 'charge of the capacitor at that moment', 'charge du condensateur à cet instant', { Qc: (k) => k.C * k.Vc, Vc: (k) => k.Qc / k.C });

/** Machines in a chain of n stages: the overall efficiency, and the power through it, each count its own letters (a chain of three never takes two stages' product). */
const CHAIN_RELATIONS: Relation[] = [2, 3, 4].flatMap((n) => {
  const etas = Array.from({ length: n }, (_, i) => `eta${i + 1}`);
  const product = (k: K): number => etas.reduce((x, e) => x * k[e], 1);
  const tex = etas.map((e) => `{${e}}`).join('\\, ');
  return [
    r(`{etaT${n}} = ${tex}`, 'overall efficiency of machines in a chain: the product of theirs', "rendement global d'une chaîne de machines : le produit des rendements", { [`etaT${n}`]: product }),
    r(`{PoutC${n}} = {Pin}\\, ${tex}`, 'power out of the chain: the power in times each efficiency', 'puissance en sortie de chaîne : la puissance absorbée fois chaque rendement', { [`PoutC${n}`]: (k) => k.Pin * product(k) }),
    r(`{PinC${n}} = \\frac{{Pout}}{${tex}}`, 'power into the chain: the power out over each efficiency', "puissance absorbée par la chaîne : la puissance utile divisée par chaque rendement", { [`PinC${n}`]: (k) => k.Pout / product(k) }),
  ];
});

export const ENGINEERING_RELATIONS: Relation[] = [
  r('{Phyd} = {rho}\\, {g}\\, {Qv}\\, {hp}', 'hydraulic power: the weight of liquid lifted each second times the height', 'puissance hydraulique : le poids de liquide élevé chaque seconde fois la hauteur', { Phyd: (k) => k.rho * k.g * k.Qv * k.hp }),
  r('{Ppump} = \\frac{{rho}\\, {g}\\, {Qv}\\, {hp}}{{eta}}', 'power taken by the pump: the hydraulic power over its efficiency', 'puissance absorbée par la pompe : la puissance hydraulique sur son rendement', { Ppump: (k) => (k.rho * k.g * k.Qv * k.hp) / k.eta }),
  ...CHAIN_RELATIONS,
  r('{Im} = \\frac{{Pout}}{{eta1}\\, {Um}}', "a motor's current: its rated (output) power over its efficiency is the power it draws, U·I", "intensité absorbée par un moteur : sa puissance utile sur son rendement est la puissance absorbée, U·I", { Im: (k) => k.Pout / (k.eta1 * k.Um) }),
  r('{V} = {Rr} {I}', "Ohm's law", "loi d'Ohm", { V: (k) => k.Rr * k.I, Rr: (k) => k.V / k.I, I: (k) => k.V / k.Rr }),
  r('{P} = {V} {I}', 'electric power', 'puissance électrique', { P: (k) => k.V * k.I, I: (k) => k.P / k.V, V: (k) => k.P / k.I }),
  r('{P} = {Rr} {I}^2', 'Joule heating', 'effet Joule', { P: (k) => k.Rr * k.I * k.I, I: (k) => pos(k.P / k.Rr), Rr: (k) => k.P / (k.I * k.I) }),
  r('{P} = \\frac{{V}^2}{{Rr}}', 'electric power', 'puissance électrique', { P: (k) => (k.V * k.V) / k.Rr, V: (k) => pos(k.P * k.Rr), Rr: (k) => (k.V * k.V) / k.P }),
  r('{Vout} = {V} \\frac{{R2}}{{R1} + {R2}}', 'voltage divider', 'pont diviseur de tension', { Vout: (k) => (k.V * k.R2) / (k.R1 + k.R2) }),
  r('{tau} = {Rr} {C}', 'time constant', 'constante de temps', { tau: (k) => k.Rr * k.C, Rr: (k) => k.tau / k.C, C: (k) => k.tau / k.Rr }),
  r('{q} = 1 - e^{-{t}/{tau}}', 'charging capacitor', 'charge du condensateur', { q: (k) => 1 - Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(1 - k.q) }),
  r('{sigma} = \\frac{{F}}{{A}}', 'normal stress', 'contrainte normale', { sigma: (k) => k.F / k.A, F: (k) => k.sigma * k.A, A: (k) => k.F / k.sigma }),
  r('{p} = \\frac{{F}}{{A}}', 'pressure on a piston: the force over its area', "pression sur un piston : la force sur sa surface", { p: (k) => k.F / k.A, F: (k) => k.p * k.A, A: (k) => k.F / k.p }),
  CIRCLE,
  r('{A} = \\pi {rw}^2', 'area of a circular section from its radius', "aire d'une section circulaire à partir de son rayon", { A: (k) => Math.PI * k.rw * k.rw }),
  r('{eps} = \\frac{{dL}}{{L0}}', 'strain', 'déformation', { eps: (k) => k.dL / k.L0, dL: (k) => k.eps * k.L0 }),
  r('{sigma} = {E} {eps}', "Hooke's law", 'loi de Hooke', { sigma: (k) => k.E * k.eps, E: (k) => k.sigma / k.eps, eps: (k) => k.sigma / k.E }),
  r('{eta} = \\frac{{Pout}}{{Pin}}', 'efficiency', 'rendement', { eta: (k) => k.Pout / k.Pin, Pout: (k) => k.eta * k.Pin, Pin: (k) => k.Pout / k.eta }),
  r('{ratio} = {Na} : {Nb}', 'gear ratio in the order asked', 'rapport dans l’ordre demandé', { ratio: (k) => k.Na / k.Nb }),
  r('{gr} = \\frac{{N2}}{{N1}}', 'gear ratio', 'rapport de réduction', { gr: (k) => k.N2 / k.N1 }),
  r('{w2} = \\frac{{w1}}{{gr}}', 'output speed', 'vitesse de sortie', { w2: (k) => k.w1 / k.gr, w1: (k) => k.w2 * k.gr, gr: (k) => k.w1 / k.w2 }),
  r('{w1}\\, {Dp1} = {w2}\\, {Dp2}', 'belt drive: the belt runs at the same speed on both pulleys', 'transmission par courroie : la courroie a la même vitesse sur les deux poulies', { w2: (k) => (k.w1 * k.Dp1) / k.Dp2, w1: (k) => (k.w2 * k.Dp2) / k.Dp1, Dp2: (k) => (k.w1 * k.Dp1) / k.w2, Dp1: (k) => (k.w2 * k.Dp2) / k.w1 }),
  r('{T2} = {gr}\\, {T1}', 'output torque (no losses)', 'couple de sortie (sans pertes)', { T2: (k) => k.T1 * k.gr, T1: (k) => k.T2 / k.gr }),
  r('{Rr} = \\frac{{rhoe} {Lw}}{{A}}', 'resistance of a wire', "résistance d'un fil", { Rr: (k) => (k.rhoe * k.Lw) / k.A, rhoe: (k) => (k.Rr * k.A) / k.Lw, Lw: (k) => (k.Rr * k.A) / k.rhoe, A: (k) => (k.rhoe * k.Lw) / k.Rr }),
  r('{Eel} = {P}\\, {t}', 'electrical energy', 'énergie électrique', { Eel: (k) => k.P * k.t, P: (k) => k.Eel / k.t, t: (k) => k.Eel / k.P }),
  r('{Qc} = {C} {V}', 'charge of a capacitor', "charge d'un condensateur", { Qc: (k) => k.C * k.V, C: (k) => k.Qc / k.V, V: (k) => k.Qc / k.C }),
  r('{Ecap} = \\tfrac12 {C} {V}^2', 'energy stored in a capacitor', "énergie stockée dans un condensateur", { Ecap: (k) => (k.C * k.V * k.V) / 2, C: (k) => (2 * k.Ecap) / (k.V * k.V), V: (k) => pos((2 * k.Ecap) / k.C) }),
  r('{MA} = \\frac{{Fl}}{{Fe}}', 'mechanical advantage', 'avantage mécanique', { MA: (k) => k.Fl / k.Fe, Fl: (k) => k.MA * k.Fe, Fe: (k) => k.Fl / k.MA }),
  r('{VR} = \\frac{{de}}{{dl}}', 'velocity ratio', 'rapport des déplacements', { VR: (k) => k.de / k.dl, de: (k) => k.VR * k.dl, dl: (k) => k.de / k.VR }),
  r('{eta} = \\frac{{MA}}{{VR}}', 'efficiency of a machine', "rendement d'une machine", { eta: (k) => k.MA / k.VR, MA: (k) => k.eta * k.VR, VR: (k) => k.MA / k.eta }),
  r('{MA} = \\frac{{Le}}{{Ll}}', 'mechanical advantage of a lever (ideal)', "avantage mécanique d'un levier (idéal)", { MA: (k) => k.Le / k.Ll, Le: (k) => k.MA * k.Ll, Ll: (k) => k.Le / k.MA }),
  r('{Tout} = {eta}\\, {gr}\\, {Tin}', 'output torque of a gearbox with losses', "couple de sortie d'un réducteur avec pertes", { Tout: (k) => k.eta * k.gr * k.Tin, Tin: (k) => k.Tout / (k.eta * k.gr), eta: (k) => k.Tout / (k.gr * k.Tin), gr: (k) => k.Tout / (k.eta * k.Tin) }),
  r('{P} = {Tq}\\, {w}', 'power of a rotating shaft', "puissance transmise par un arbre", { P: (k) => k.Tq * k.w, Tq: (k) => k.P / k.w, w: (k) => k.P / k.Tq }),
  r('{q} = 1 - e^{-{ntau}}', 'charging capacitor after n time constants', 'charge du condensateur après n constantes de temps', { q: (k) => 1 - Math.exp(-k.ntau), ntau: (k) => -Math.log(1 - k.q) }),
  r('{mb1}\\, {db1} = {mb2}\\, {db2}', 'balance about the pivot: the moments of the two weights are equal (g cancels)', 'équilibre autour du pivot : les moments des deux poids sont égaux (g se simplifie)', { mb2: (k) => (k.mb1 * k.db1) / k.db2, db2: (k) => (k.mb1 * k.db1) / k.mb2, mb1: (k) => (k.mb2 * k.db2) / k.db1, db1: (k) => (k.mb2 * k.db2) / k.mb1 }),
  r('{Fb1}\\, {db1} = {Fb2}\\, {db2}', 'balance about the pivot: the moments of the two forces are equal', 'équilibre autour du pivot : les moments des deux forces sont égaux', { Fb2: (k) => (k.Fb1 * k.db1) / k.db2, db2: (k) => (k.Fb1 * k.db1) / k.Fb2, Fb1: (k) => (k.Fb2 * k.db2) / k.db1, db1: (k) => (k.Fb2 * k.db2) / k.Fb1 }),
  r('{Tq} = {F}\\, {Larm}', 'moment of a force', "moment d'une force", { Tq: (k) => k.F * k.Larm, F: (k) => k.Tq / k.Larm, Larm: (k) => k.Tq / k.F }),
  r('{fc} = \\frac{1}{2 \\pi {Rr} {C}}', 'cut-off frequency of an RC filter', "fréquence de coupure d'un filtre RC", { fc: (k) => 1 / (2 * Math.PI * k.Rr * k.C), Rr: (k) => 1 / (2 * Math.PI * k.fc * k.C), C: (k) => 1 / (2 * Math.PI * k.fc * k.Rr) }),
  r('{qr} = e^{-{t}/{tau}}', 'discharging capacitor', 'décharge du condensateur', { qr: (k) => Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(k.qr) }),
  r('{sw} = {sigma}', 'working stress: the stress the load causes', 'contrainte de service : celle que crée la charge', { sw: (k) => k.sigma, sigma: (k) => k.sw }),
  r('{qr} = e^{-{ntau}}', 'discharging capacitor after n time constants', 'décharge du condensateur après n constantes de temps', { qr: (k) => Math.exp(-k.ntau), ntau: (k) => -Math.log(k.qr) }),
  r('{Qf} = {I}\\, {t}', 'charge carried by a steady current', 'charge transportée par un courant constant', { Qf: (k) => k.I * k.t, I: (k) => k.Qf / k.t, t: (k) => k.Qf / k.I }),
  r('{F} = {m} {g}', 'weight of the load hung', 'poids de la charge suspendue', { F: (k) => k.m * k.g, m: (k) => k.F / k.g }),
  r('{Pin} = {Pout} + {Ploss}', 'power balance', 'bilan des puissances', { Pin: (k) => k.Pout + k.Ploss, Pout: (k) => k.Pin - k.Ploss, Ploss: (k) => k.Pin - k.Pout }),
  r('{eta} = \\frac{{Eout}}{{Ein}}', 'efficiency', 'rendement', { eta: (k) => k.Eout / k.Ein, Eout: (k) => k.eta * k.Ein, Ein: (k) => k.Eout / k.eta }),
  r('{Ein} = {Eout} + {Eloss}', 'energy balance', 'bilan énergétique', { Ein: (k) => k.Eout + k.Eloss, Eout: (k) => k.Ein - k.Eloss, Eloss: (k) => k.Ein - k.Eout }),
  r('{Pout} = \\frac{{m} {g} {h}}{{t}}', 'useful power of a lift: the work m g h over the time', "puissance utile d'un levage : le travail m g h sur la durée", { Pout: (k) => (k.m * k.g * k.h) / k.t }),
  r('{Pin} = {V} {I}', 'electrical power taken in', 'puissance électrique absorbée', { Pin: (k) => k.V * k.I, I: (k) => k.Pin / k.V, V: (k) => k.Pin / k.I }),
  r('{Pout} = {Vout} {Iout}', 'electrical power delivered', 'puissance électrique fournie', { Pout: (k) => k.Vout * k.Iout, Iout: (k) => k.Pout / k.Vout, Vout: (k) => k.Pout / k.Iout }),
  r('{Vt} = \\frac{\\frac{{E1p}}{{r1p}} + \\frac{{E2p}}{{r2p}}}{\\frac{1}{{r1p}} + \\frac{1}{{r2p}} + \\frac{1}{{RLd}}}', "Millman's theorem: the voltage across two sources in parallel and their load", 'théorème de Millman : la tension aux bornes de deux générateurs en parallèle et de leur charge', { Vt: (k) => (k.E1p / k.r1p + k.E2p / k.r2p) / (1 / k.r1p + 1 / k.r2p + 1 / k.RLd) }),
  r('{Ilr} = \\frac{{ncs}\\, {Ecl}}{{ncs}\\, {rcl} + {RLd}}', 'identical cells in series: their EMFs and their internal resistances add', 'éléments identiques en série : leurs f.é.m. et leurs résistances internes s’ajoutent', { Ilr: (k) => (k.ncs * k.Ecl) / (k.ncs * k.rcl + k.RLd) }),
  r('{Ilr} = \\frac{{Ecl}}{\\frac{{rcl}}{{ncp}} + {RLd}}', 'identical cells in parallel: one cell’s EMF, the internal resistances in parallel', 'éléments identiques en parallèle : la f.é.m. d’un élément, les résistances internes en parallèle', { Ilr: (k) => k.Ecl / (k.rcl / k.ncp + k.RLd) }),
  r('{Em} = {ncr}\\, {Ecl}', 'cells grouped in rows: the EMFs of the cells of one row add, the rows in parallel share it', 'éléments groupés en branches : les f.é.m. des éléments d’une branche s’ajoutent, les branches en parallèle la partagent', { Em: (k) => k.ncr * k.Ecl }),
  r('{rin} = \\frac{{ncr}\\, {rcl}}{{nrw}}', 'cells grouped in rows: each row’s internal resistance is n r, and the m rows are in parallel', 'éléments groupés en branches : chaque branche a une résistance interne n r, et les m branches sont en parallèle', { rin: (k) => (k.ncr * k.rcl) / k.nrw }),
  r('{Is1} = \\frac{{E1p} - {Vt}}{{r1p}}', 'the first source delivers what its EMF exceeds the common voltage by, over its internal resistance (negative: it is being charged)', 'le premier générateur débite l’excès de sa f.é.m. sur la tension commune, divisé par sa résistance interne (négatif : il est en charge)', { Is1: (k) => (k.E1p - k.Vt) / k.r1p }),
  r('{Is2} = \\frac{{E2p} - {Vt}}{{r2p}}', 'the second source delivers what its EMF exceeds the common voltage by, over its internal resistance (negative: it is being charged)', 'le second générateur débite l’excès de sa f.é.m. sur la tension commune, divisé par sa résistance interne (négatif : il est en charge)', { Is2: (k) => (k.E2p - k.Vt) / k.r2p }),
  r('{Ilr} = \\frac{{Vt}}{{RLd}}', "Ohm's law for the load", "loi d'Ohm pour la charge", { Ilr: (k) => k.Vt / k.RLd }),
  r('{Etot} = {Es1} + {Es2}', 'sources in series aiding: their EMFs add', 'générateurs en série dans le même sens : les f.é.m. s’ajoutent', { Etot: (k) => k.Es1 + k.Es2 }),
  r('{Etot} = {Es1} - {Eop}', 'sources in series opposing: the smaller EMF is taken from the larger', 'générateurs en série en opposition : la plus petite f.é.m. se retranche de la plus grande', { Etot: (k) => k.Es1 - k.Eop }),
  r('{Ilr} = \\frac{{Etot}}{{r1p} + {r2p} + {RLd}}', 'one current round the loop: the total EMF over the total resistance', 'une seule intensité dans la maille : la f.é.m. totale sur la résistance totale', { Ilr: (k) => k.Etot / (k.r1p + k.r2p + k.RLd) }),
  r('{Ilr} = \\frac{{Em}}{{RLd} + {rin}}', 'current through the load and the source in series', 'intensité dans la charge et le générateur en série', { Ilr: (k) => k.Em / (k.RLd + k.rin) }),
  r('{Vt} = {Em} - {rin}\\, {Ilr}', 'terminal voltage: the EMF less the volts lost inside', 'tension aux bornes : la f.é.m. moins la chute interne', { Vt: (k) => k.Em - k.rin * k.Ilr }),
  r('{Vlost} = {rin}\\, {Ilr}', 'volts lost in the internal resistance', 'chute de tension dans la résistance interne', { Vlost: (k) => k.rin * k.Ilr }),
  r('\\frac{{Rw1}}{{Rw2}} = \\frac{{Rw3}}{{Rw4}}', 'balanced Wheatstone bridge: no current through the detector', 'pont de Wheatstone équilibré : aucun courant dans le détecteur', { Rw4: (k) => (k.Rw2 * k.Rw3) / k.Rw1, Rw3: (k) => (k.Rw1 * k.Rw4) / k.Rw2, Rw2: (k) => (k.Rw1 * k.Rw4) / k.Rw3, Rw1: (k) => (k.Rw2 * k.Rw3) / k.Rw4 }),
  r('{RB} \\, {Lsp} = {Fbm}\\, {ab}', 'moments about A: the reaction at B balances the load', 'moments en A : la réaction en B équilibre la charge', { RB: (k) => (k.Fbm * k.ab) / k.Lsp }),
  r('{MbU} = \\frac{{wu}\\, {Lsp}^2}{8}', 'greatest bending moment of a uniformly loaded beam on two supports, at mid-span', "moment fléchissant maximal d'une poutre sur deux appuis uniformément chargée, à mi-portée", { MbU: (k) => (k.wu * k.Lsp ** 2) / 8 }),
  r('{MbP} = \\frac{{Fbm}\\, {ab} \\left({Lsp} - {ab}\\right)}{{Lsp}}', 'greatest bending moment of a beam on two supports under one point load: R_A·a, under the load', "moment fléchissant maximal d'une poutre sur deux appuis sous une charge ponctuelle : R_A·a, sous la charge", { MbP: (k) => (k.Fbm * k.ab * (k.Lsp - k.ab)) / k.Lsp }),
  r('{McF} = {Fbm}\\, {Lcant}', 'greatest bending moment of a cantilever with a load at its free end, at the fixed end', "moment fléchissant maximal d'une console chargée à son extrémité libre, à l'encastrement", { McF: (k) => k.Fbm * k.Lcant }),
  r('{McW} = \\frac{{wu}\\, {Lcant}^2}{2}', 'greatest bending moment of a uniformly loaded cantilever, at the fixed end', "moment fléchissant maximal d'une console uniformément chargée, à l'encastrement", { McW: (k) => (k.wu * k.Lcant ** 2) / 2 }),
  r('{RA} + {RB} = {Fbm}', 'vertical balance of the beam', 'équilibre vertical de la poutre', { RA: (k) => k.Fbm - k.RB, RB: (k) => k.Fbm - k.RA }),
  r('{Fbm} = {wu}\\, {Lsp}', 'resultant of the distributed load', 'résultante de la charge répartie', { Fbm: (k) => k.wu * k.Lsp }),
  // the mid-span rule is the whole-span load's (it reads q, so a load over part of the beam never takes it)
  r('{ab} = \\frac{{Lsp}}{2}', 'the resultant of a uniform load acts at mid-span', "la résultante d'une charge uniforme s'applique au milieu", { ab: (k) => (k.wu > 0 ? k.Lsp / 2 : NaN) }),
  r('{Fq1} = {wu}\\, {Lsp}', 'resultant of the distributed load', 'résultante de la charge répartie', { Fq1: (k) => k.wu * k.Lsp }),
  r('{aq1} = \\frac{{Lsp}}{2}', 'the resultant of a uniform load acts at mid-span', "la résultante d'une charge uniforme s'applique au milieu", { aq1: (k) => (k.wu > 0 ? k.Lsp / 2 : NaN) }),
  r('{Fbm} = {wp}\\, {Lud}', 'resultant of the load spread over part of the beam', 'résultante de la charge répartie sur une partie de la poutre', { Fbm: (k) => k.wp * k.Lud }),
  r('{ab} = {aud} + \\frac{{Lud}}{2}', 'the resultant acts at the middle of the loaded part', 'la résultante s’applique au milieu de la partie chargée', { ab: (k) => k.aud + k.Lud / 2 }),
  r('{Fq1} = {wp}\\, {Lud}', 'resultant of the load spread over part of the beam', 'résultante de la charge répartie sur une partie de la poutre', { Fq1: (k) => k.wp * k.Lud }),
  r('{aq1} = {aud} + \\frac{{Lud}}{2}', 'the resultant acts at the middle of the loaded part', 'la résultante s’applique au milieu de la partie chargée', { aq1: (k) => k.aud + k.Lud / 2 }),
  r('{RB2}\\, {Lsp} = {Fq1}\\, {aq1} + {Fq2}\\, {aq2}', 'moments about A: the reaction at B balances the loads', 'moments en A : la réaction en B équilibre les charges', { RB2: (k) => (k.Fq1 * k.aq1 + k.Fq2 * k.aq2) / k.Lsp }),
  r('{RA2} + {RB2} = {Fq1} + {Fq2}', 'vertical balance of the beam', 'équilibre vertical de la poutre', { RA2: (k) => k.Fq1 + k.Fq2 - k.RB2, RB2: (k) => k.Fq1 + k.Fq2 - k.RA2 }),
  r('{Irl} = \\frac{{V}}{{Rr}} \\left(1 - e^{-{t}/{tau}}\\right)', 'current rising in a coil after the switch is closed', 'établissement du courant dans une bobine après la fermeture', { Irl: (k) => (k.V / k.Rr) * (1 - Math.exp(-k.t / k.tau)) }),
  r('{Irl} = {I0l}\\, e^{-{t}/{tau}}', 'current dying away in a coil once its supply is taken away', "rupture du courant dans une bobine : l'intensité décroît", { Irl: (k) => k.I0l * Math.exp(-k.t / k.tau), I0l: (k) => k.Irl / Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(k.Irl / k.I0l) }),
  r('{Irl} = \\frac{{V}}{{Rr}} \\left(1 - e^{-{ntau}}\\right)', 'current rising in a coil after n time constants', 'établissement du courant dans une bobine après n constantes de temps', { Irl: (k) => (k.V / k.Rr) * (1 - Math.exp(-k.ntau)) }),
  r('{Irl} = {I0l}\\, e^{-{ntau}}', 'current dying away in a coil after n time constants', 'rupture du courant dans une bobine après n constantes de temps', { Irl: (k) => k.I0l * Math.exp(-k.ntau) }),
  r('{irf} = e^{-{t}/{tau}}', 'current dying away in a coil once its supply is taken away', "rupture du courant dans une bobine : l'intensité décroît", { irf: (k) => Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(k.irf) }),
  r('{irs} = 1 - e^{-{t}/{tau}}', 'current rising in a coil: the share of its final value V/R reached after the switch is closed', 'établissement du courant dans une bobine : la part de sa valeur finale E/R atteinte après la fermeture', { irs: (k) => 1 - Math.exp(-k.t / k.tau), t: (k) => -k.tau * Math.log(1 - k.irs) }),
  r('{tau} = \\frac{{Lind}}{{Rr}}', 'time constant of a coil and a resistor', "constante de temps d'une bobine et d'une résistance", { tau: (k) => k.Lind / k.Rr, Lind: (k) => k.tau * k.Rr, Rr: (k) => k.Lind / k.tau }),
  r('{Vrms} = \\frac{{Vpk}}{\\sqrt{2}}', 'RMS value of a sine wave', "valeur efficace d'une grandeur sinusoïdale", { Vrms: (k) => k.Vpk / Math.SQRT2, Vpk: (k) => k.Vrms * Math.SQRT2 }),
  r('{Irms} = \\frac{{Ipk}}{\\sqrt{2}}', 'RMS value of a sine wave', "valeur efficace d'une grandeur sinusoïdale", { Irms: (k) => k.Ipk / Math.SQRT2, Ipk: (k) => k.Irms * Math.SQRT2 }),
  r('{FoSF} = \\frac{{Fu}}{{Fw}}', 'factor of safety: the load that breaks the part over the load it carries', 'coefficient de sécurité : la charge de rupture sur la charge de service', { FoSF: (k) => k.Fu / k.Fw }),
  r('{FoS} = \\frac{{su}}{{sw}}', 'factor of safety', 'coefficient de sécurité', { FoS: (k) => k.su / k.sw, su: (k) => k.FoS * k.sw, sw: (k) => k.su / k.FoS }),
  r('{Rr} = \\left(100\\,{b1} + 10\\,{b2} + {b3}\\right) \\times 10^{{bm}}\\ \\Omega', 'colour code: three digits, then the power of ten', 'code des couleurs : trois chiffres, puis la puissance de dix', { Rr: (k) => (100 * k.b1 + 10 * k.b2 + k.b3) * 10 ** k.bm }),
  r('{Rr} = \\left(10\\,{b1} + {b2}\\right) \\times 10^{{bm}}\\ \\Omega', 'colour code: two digits, then the power of ten', 'code des couleurs : deux chiffres, puis la puissance de dix', { Rr: (k) => (10 * k.b1 + k.b2) * 10 ** k.bm }),
  r('{cost} = \\frac{{Eel}}{3.6 \\times 10^{6}\\ \\mathrm{J/kWh}} \\times {price}', 'cost: the energy in kWh times the price of one kWh', "coût : l'énergie en kWh fois le prix d'un kWh", { cost: (k) => (k.Eel / 3.6e6) * k.price, price: (k) => k.cost / (k.Eel / 3.6e6) }),
  r('{Rth} = \\frac{{R1} {R2}}{{R1} + {R2}}', 'Thevenin resistance: the source replaced by a wire, the two resistors in parallel', 'résistance de Thévenin : la source remplacée par un fil, les deux résistances en parallèle', { Rth: (k) => (k.R1 * k.R2) / (k.R1 + k.R2) }),
  r('{IN} = \\frac{{Vout}}{{Rth}}', 'Norton current: the Thevenin voltage over the Thevenin resistance', 'courant de Norton : tension de Thévenin sur résistance de Thévenin', { IN: (k) => k.Vout / k.Rth }),
  r('{Rled} = \\frac{{V} - {Vf}}{{I}}', "series resistor: the voltage the LED does not take, over the LED's current", "résistance de protection : la tension que la DEL ne prend pas, sur l'intensité de la DEL", { Rled: (k) => (k.V - k.Vf) / k.I, I: (k) => (k.V - k.Vf) / k.Rled, V: (k) => k.Vf + k.Rled * k.I }),
  r('{Eind} = \\tfrac12 {Lind} {I}^2', 'energy stored in an inductor', 'énergie stockée dans une bobine', { Eind: (k) => (k.Lind * k.I * k.I) / 2, Lind: (k) => (2 * k.Eind) / (k.I * k.I), I: (k) => pos((2 * k.Eind) / k.Lind) }),
  r('\\frac{{Vs}}{{Vp}} = \\frac{{Ns}}{{Np}}', 'ideal transformer: the voltages in the ratio of the turns', 'transformateur parfait : les tensions dans le rapport des nombres de spires', { Vs: (k) => (k.Vp * k.Ns) / k.Np, Vp: (k) => (k.Vs * k.Np) / k.Ns, Ns: (k) => (k.Np * k.Vs) / k.Vp, Np: (k) => (k.Ns * k.Vp) / k.Vs }),
  r('\\frac{{Is}}{{Ip}} = \\frac{{Np}}{{Ns}}', 'ideal transformer: the currents in the inverse ratio of the turns', 'transformateur parfait : les intensités dans le rapport inverse des nombres de spires', { Is: (k) => (k.Ip * k.Np) / k.Ns, Ip: (k) => (k.Is * k.Ns) / k.Np }),
  r('{Vp}\\, {Ip} = {Vs}\\, {Is}', 'ideal transformer: the power in is the power out', 'transformateur parfait : la puissance reçue est la puissance fournie', { Is: (k) => (k.Vp * k.Ip) / k.Vs, Ip: (k) => (k.Vs * k.Is) / k.Vp }),
  r('{Vs} = {mt}\\, {Vp}', 'ideal transformer: the transformation ratio is the secondary voltage over the primary voltage', 'transformateur parfait : le rapport de transformation est la tension secondaire sur la tension primaire', { Vs: (k) => k.mt * k.Vp, Vp: (k) => k.Vs / k.mt, mt: (k) => k.Vs / k.Vp }),
  r('{Sac} = {Uac}\\, {Iac}', 'apparent power: the voltage times the current', 'puissance apparente : la tension fois l’intensité', { Sac: (k) => k.Uac * k.Iac, Uac: (k) => k.Sac / k.Iac, Iac: (k) => k.Sac / k.Uac }),
  r('{Sac} = \\sqrt{3}\\, {UL}\\, {IL}', 'apparent power of a balanced three-phase load: √3 times the line voltage times the line current', 'puissance apparente d’un récepteur triphasé équilibré : √3 fois la tension composée fois l’intensité en ligne', { Sac: (k) => Math.sqrt(3) * k.UL * k.IL, UL: (k) => k.Sac / (Math.sqrt(3) * k.IL), IL: (k) => k.Sac / (Math.sqrt(3) * k.UL) }),
  r('{Sac} = 3\\, {Vph}\\, {Iph}', 'apparent power of a balanced three-phase load: three phases, each its voltage times its current', 'puissance apparente d’un récepteur triphasé équilibré : trois phases, chacune sa tension fois son intensité', { Sac: (k) => 3 * k.Vph * k.Iph, Vph: (k) => k.Sac / (3 * k.Iph), Iph: (k) => k.Sac / (3 * k.Vph) }),
  r('{UL} = \\sqrt{3}\\, {Vph}', 'line voltage of a balanced three-phase supply: √3 times the phase voltage', 'tension composée d’un réseau triphasé équilibré : √3 fois la tension simple', { UL: (k) => Math.sqrt(3) * k.Vph, Vph: (k) => k.UL / Math.sqrt(3) }),
  r('{Vph} = {Zph}\\, {Iph}', "Ohm's law for one phase of the load", "loi d'Ohm pour une phase du récepteur", { Iph: (k) => k.Vph / k.Zph, Vph: (k) => k.Zph * k.Iph, Zph: (k) => k.Vph / k.Iph }),
  r('{ILs} = {Iph}', 'star connection: each line carries the current of its phase', 'couplage étoile : chaque ligne porte le courant de sa phase', { ILs: (k) => k.Iph, Iph: (k) => k.ILs }),
  r('{Pac} = {Sac}\\, {pf}', 'active power: the apparent power times the power factor', 'puissance active : la puissance apparente fois le facteur de puissance', { Pac: (k) => k.Sac * k.pf, Sac: (k) => k.Pac / k.pf, pf: (k) => k.Pac / k.Sac }),
  r('{Sac}^2 = {Pac}^2 + {Qac}^2', 'power triangle', 'triangle des puissances', { Sac: (k) => Math.sqrt(k.Pac ** 2 + k.Qac ** 2), Qac: (k) => pos(k.Sac ** 2 - k.Pac ** 2), Pac: (k) => pos(k.Sac ** 2 - k.Qac ** 2) }),
  r('{t} = \\frac{{Dsz}}{{Rb}}', 'transfer time: the size in bits (a byte is 8 bits) over the rate in bits per second', 'durée du transfert : la taille en bits (un octet vaut 8 bits) sur le débit en bits par seconde', { t: (k) => k.Dsz / k.Rb, Dsz: (k) => k.t * k.Rb, Rb: (k) => k.Dsz / k.t }),
  // the reactances first, then the series impedance that uses every one known (a circuit with all three before one with two)
  r('{XL} = 2 \\pi {f} {Lind}', 'inductive reactance', 'réactance inductive', { XL: (k) => 2 * Math.PI * k.f * k.Lind, f: (k) => k.XL / (2 * Math.PI * k.Lind), Lind: (k) => k.XL / (2 * Math.PI * k.f) }),
  r('{XC} = \\frac{1}{2 \\pi {f} {C}}', 'capacitive reactance', 'réactance capacitive', { XC: (k) => 1 / (2 * Math.PI * k.f * k.C), f: (k) => 1 / (2 * Math.PI * k.XC * k.C), C: (k) => 1 / (2 * Math.PI * k.f * k.XC) }),
  r('{f0r} = \\frac{1}{2 \\pi \\sqrt{{Lind}\\, {C}}}', 'resonant frequency: the reactances of the coil and the capacitor are equal', 'fréquence de résonance : les réactances de la bobine et du condensateur sont égales', { f0r: (k) => 1 / (2 * Math.PI * Math.sqrt(k.Lind * k.C)) }),
  r('{Zi} = \\sqrt{{Rr}^2 + \\left({XL} - {XC}\\right)^2}', 'impedance of a series RLC circuit', "impédance d'un circuit RLC série", { Zi: (k) => Math.hypot(k.Rr, k.XL - k.XC) }),
  r('{Zi} = \\sqrt{{Rr}^2 + {XL}^2}', 'impedance of a series RL circuit', "impédance d'un circuit RL série", { Zi: (k) => Math.hypot(k.Rr, k.XL), XL: (k) => pos(k.Zi ** 2 - k.Rr ** 2), Rr: (k) => pos(k.Zi ** 2 - k.XL ** 2) }),
  r('{Zi} = \\sqrt{{Rr}^2 + {XC}^2}', 'impedance of a series RC circuit', "impédance d'un circuit RC série", { Zi: (k) => Math.hypot(k.Rr, k.XC), XC: (k) => pos(k.Zi ** 2 - k.Rr ** 2), Rr: (k) => pos(k.Zi ** 2 - k.XC ** 2) }),
  r('{Zi} = {XL}', 'a coil alone: its impedance is its reactance', "une bobine seule : son impédance est sa réactance", { Zi: (k) => k.XL }),
  r('{Zi} = {XC}', 'a capacitor alone: its impedance is its reactance', 'un condensateur seul : son impédance est sa réactance', { Zi: (k) => k.XC }),
  r('{Uac} = {Zi}\\, {Iac}', "Ohm's law in alternating current: the voltage is the impedance times the current", "loi d'Ohm en alternatif : la tension est l'impédance fois l'intensité", { Uac: (k) => k.Zi * k.Iac, Iac: (k) => k.Uac / k.Zi, Zi: (k) => k.Uac / k.Iac }),
  r('{Iin} = {Ia} + {Ib2}', "Kirchhoff's current law: the current in is the sum of the currents out", 'loi des nœuds : le courant qui arrive est la somme des courants qui repartent', { Iin: (k) => k.Ia + k.Ib2, Ia: (k) => k.Iin - k.Ib2, Ib2: (k) => k.Iin - k.Ia }),
];
