import type { TaskOf } from '../task/task';
import { SYMBOLS } from '../physics/quantities';
import { DIMS, asDifference, fromSI, sameDim, toSI, unitOf, type Dim } from '../physics/units';
import { answerUnit } from '../physics/answerUnits';
import { halfUnit, verifyConnectedBodies, verifyGearTrain } from './mechanics';
import { verifySlide } from './slide';
import { nodal } from './network';
import { leaves, networkTree } from '../physics/network';

/**
 * Physics and engineering answers checked without the methods' formulas: every law is written
 * here as a residual (zero when it holds), the unknowns on the way are found by numeric root
 * search in each residual, the answer (converted to SI through the unit table) is put back with
 * the knowns, and every law whose letters are then all known must hold.
 */
type K = Record<string, number>;
type Phys = TaskOf<'unit_conversion' | 'kinematics' | 'dynamics' | 'energy' | 'pressure_density' | 'waves' | 'circuits' | 'rc' | 'mechanics' | 'gear_train' | 'connected_bodies' | 'slide_check'>;
/** A law, and the letters whose presence means it does not apply (friction alone brakes only when nothing pushes). */
interface Law { vars: string[]; res: (k: K) => number; unless?: string[] }
const law = (vars: string, res: (k: K) => number, unless?: string): Law => ({ vars: vars.split(' '), res, ...(unless ? { unless: unless.split(' ') } : {}) });
const applies = (l: Law, k: K): boolean => !l.unless?.some((v) => k[v] !== undefined);

/** Planck's constant (J·s) and the speed of light (m/s), as defined by the SI. */
const H_JS = 6.62607015e-34;
const C_MS = 299792458;
const PHYSICS: Law[] = [
  // the impulse is the change of momentum: its square is m²(v − v0)²
  law('Jimp m v v0', (k) => k.Jimp ** 2 - (k.m * (k.v - k.v0)) ** 2),
  // decibels: the intensity is the threshold 10⁻¹² W/m² times ten to the level over ten
  law('Ldb Isl', (k) => Math.log10(k.Isl) + 12 - k.Ldb / 10),
  // a point source: the power crosses every sphere round it
  law('Isl Psnd dsn', (k) => k.Isl * 4 * Math.PI * k.dsn ** 2 - k.Psnd),
  // the intensities at two distances in the ratio (r₁/r₂)², each level ten times the log of its intensity
  law('Ldb2 Ldb dsn dsn2', (k) => 10 ** ((k.Ldb2 - k.Ldb) / 10) - (k.dsn / k.dsn2) ** 2),
  // sources heard together: each source's share of the total intensity, 10^{(Lᵢ − L)/10}, adds up to one
  ...['Ls1 Ls2', 'Ls1 Ls2 Ls3', 'Ls1 Ls2 Ls3 Ls4', 'Ls1 Ls2 Ls3 Ls4 Ls5'].map((ls, i) => law(`Lc${i + 2} ${ls}`, (k) => ls.split(' ').reduce((sum, l) => sum + 10 ** ((k[l] - k[`Lc${i + 2}`]) / 10), 0) - 1)),
  // n identical sources: n times one source's intensity
  law('Lnid Ldb nsrc', (k) => 10 ** ((k.Lnid - k.Ldb) / 10) - k.nsrc),
  // on the point of sliding: the greatest friction μN equals the weight's pull along the slope
  law('mus thi', (k) => k.mus * Math.cos(k.thi) - Math.sin(k.thi)),
  law('x vavg t', (k) => k.x / k.t - k.vavg),
  law('v v0 a t', (k) => k.v - k.v0 - k.a * k.t),
  law('x v0 a t', (k) => k.x - k.v0 * k.t - 0.5 * k.a * k.t ** 2),
  law('v v0 a x', (k) => k.v ** 2 - k.v0 ** 2 - 2 * k.a * k.x),
  law('R v0 th g', (k) => k.R * k.g - k.v0 ** 2 * 2 * Math.sin(k.th) * Math.cos(k.th)),
  law('F m a', (k) => k.F - k.m * k.a),
  law('Wt m g', (k) => k.Wt / k.g - k.m),
  law('Nf Wt', (k) => k.Nf - k.Wt),
  law('fr mu Nf', (k) => k.fr - k.mu * k.Nf),
  law('Wk F x th', (k) => k.Wk - k.F * k.x * Math.cos(k.th)),
  law('Ek m v', (k) => 2 * k.Ek - k.m * k.v ** 2),
  law('Ep m g h', (k) => k.Ep / (k.g * k.h) - k.m),
  law('Wk m g h', (k) => k.Wk / (k.g * k.h) - k.m),
  law('a mu g', (k) => k.a / k.g + k.mu, 'Fa'),
  law('P Wk t', (k) => k.P * k.t - k.Wk),
  law('p F A', (k) => k.p * k.A - k.F),
  law('rho m Vol', (k) => k.rho * k.Vol - k.m),
  law('p rho g h', (k) => k.p / (k.g * k.h) - k.rho),
  law('vw f lam', (k) => k.vw / k.lam - k.f),
  // a stretched string: v² μ = T, μ = m/L; harmonics are whole multiples of the fundamental
  law('vw Tw muL', (k) => k.vw ** 2 * k.muL - k.Tw),
  // beats; the Doppler effect written as wavelengths: the crests' spacing over their speed relative to the listener
  law('fbt fx1 fx2', (k) => k.fbt - Math.abs(k.fx1 - k.fx2)),
  law('fobs fsrc vsnd vsa', (k) => (k.vsnd - k.vsa) / k.fsrc - k.vsnd / k.fobs),
  law('fobs fsrc vsnd vsr', (k) => (k.vsnd + k.vsr) / k.fsrc - k.vsnd / k.fobs),
  law('fobs fsrc vsnd voa', (k) => k.vsnd / k.fsrc - (k.vsnd + k.voa) / k.fobs),
  law('fobs fsrc vsnd vor', (k) => k.vsnd / k.fsrc - (k.vsnd - k.vor) / k.fobs),
  law('muL mst Lst', (k) => k.muL * k.Lst - k.mst),
  law('Tw m g', (k) => k.Tw / k.g - k.m),
  law('fa na f1h', (k) => k.fa / k.na - k.f1h),
  law('fb nb f1h', (k) => k.fb / k.nb - k.f1h),
  // a bend: μ g r = v² on a level road, g r tan θ = v² banked without friction
  law('v mu g Rc', (k) => k.v ** 2 / (k.g * k.Rc) - k.mu),
  // (the angle through atan: tan repeats, and a root search would find the angle plus every half turn)
  law('v thb g Rc', (k) => Math.atan(k.v ** 2 / (k.g * k.Rc)) - k.thb),
  // the least speed over a loop's top: the centripetal acceleration v²/r is g, the track pushing nothing
  law('vtop g Rc', (k) => k.vtop ** 2 / k.Rc - k.g),
  // over a hump: the road's push N = m(g − v²/r) falls to zero at the greatest speed
  law('vhump g Rc', (k) => k.g - k.vhump ** 2 / k.Rc),
  // banked with friction, balanced in the slope's own axes: along it the centripetal acceleration's share
  // (v²/r) cos θ against g sin θ and the friction μN, with N = m(g cos θ + (v²/r) sin θ) across it
  law('vbmax thb mu g Rc', (k) => ((k.vbmax ** 2 / k.Rc) * Math.cos(k.thb) - k.g * Math.sin(k.thb) - k.mu * (k.g * Math.cos(k.thb) + (k.vbmax ** 2 / k.Rc) * Math.sin(k.thb))) / k.g),
  // at the least speed friction acts up the slope (a car that may stand still, tan θ ≤ μ, has no root here and stays unchecked)
  law('vbmin thb mu g Rc', (k) => ((k.vbmin ** 2 / k.Rc) * Math.cos(k.thb) - k.g * Math.sin(k.thb) + k.mu * (k.g * Math.cos(k.thb) + (k.vbmin ** 2 / k.Rc) * Math.sin(k.thb))) / k.g),
  // nodes and antinodes: the length holds n half wavelengths, or n quarter wavelengths with one end closed
  law('lam Lst nh', (k) => k.lam * k.nh - 2 * k.Lst),
  law('lam Lcl nh', (k) => k.lam * k.nh - 4 * k.Lcl),
  law('T f', (k) => k.T * k.f - 1),
  // the weight's component along the slope is the only force along it
  law('a g thi', (k) => k.a - k.g * Math.cos(Math.PI / 2 - k.thi)),
  // Newton's second law for the lift: tension up, weight down
  law('Tc m g a', (k) => (k.Tc - k.m * k.g) / k.m - k.a),
  // the height back to zero at the landing: v0 sinθ · t − g t²/2 = 0
  law('tf v0 th g', (k) => k.v0 * Math.sin(k.th) - 0.5 * k.g * k.tf),
  // the vertical speed zero at the top: (v0 sinθ)² = 2 g H
  law('H v0 th g', (k) => (k.v0 * Math.sin(k.th)) ** 2 / (2 * k.H) - k.g),
  // the forces along the floor: the push forward, friction backward
  law('F Fa fr', (k) => k.Fa - k.fr - k.F),
  // launched horizontally: the vertical motion is a fall from rest, the horizontal one uniform
  // launched at an angle from a height: at the time of flight the body is h below its start, x along; its speed from energy
  law('tfh v0 th g hcl', (k) => k.hcl + k.v0 * Math.sin(k.th) * k.tfh - 0.5 * k.g * k.tfh ** 2),
  law('Xa v0 th tfh', (k) => k.Xa - k.v0 * Math.cos(k.th) * k.tfh),
  law('vimp v0 g hcl', (k) => k.vimp ** 2 - k.v0 ** 2 - 2 * k.g * k.hcl),
  law('hl g tf', (k) => k.hl / k.tf ** 2 - k.g / 2),
  law('Xh v0 tf', (k) => k.Xh / k.tf - k.v0),
  law('Es ks ext', (k) => k.Es / k.ext ** 2 - k.ks / 2),
  law('F ks ext', (k) => k.F / k.ext - k.ks),
  law('Ek m g hd', (k) => k.Ek / k.hd - k.m * k.g),
  law('v g hd', (k) => k.v ** 2 / (2 * k.g) - k.hd),
  // the energy balance of a body warmed (per kilogram and per kelvin), of a change of state, of a wall
  // radioactive decay: the fraction left is one half to the power of the number of half-lives
  law('mh m0h t Thalf', (k) => Math.log2(k.m0h / k.mh) - k.t / k.Thalf),
  // Snell's law, angles from the normal, so between 0 and 90° (sin repeats beyond)
  law('n1 th1 n2 th2', (k) => (k.th1 > Math.PI / 2 || k.th2 > Math.PI / 2 ? NaN : k.n1 * Math.sin(k.th1) - k.n2 * Math.sin(k.th2))),
  law('nm cv vm', (k) => k.nm * k.vm - k.cv),
  // at the critical angle the refracted ray grazes the surface: n1 sin θc = n2 sin 90°
  law('n1 n2 thc', (k) => (k.thc > Math.PI / 2 ? NaN : k.n1 * Math.sin(k.thc) - k.n2)),
  // a reversible cycle: Q_c/Q_h = T_c/T_h, so W = Q_h − Q_c shares out the heat in the temperatures' proportions
  law('etaC Thot Tcold', (k) => k.etaC * k.Thot - (k.Thot - k.Tcold)),
  law('COPh Thot Tcold', (k) => k.COPh * (k.Thot - k.Tcold) - k.Thot),
  law('COPr Thot Tcold', (k) => k.COPr * (k.Thot - k.Tcold) - k.Tcold),
  law('Wiso p V1g V2g', (k) => k.Wiso / k.p + k.V1g - k.V2g),
  law('COPh Qheat Wwork', (k) => k.COPh * k.Wwork - k.Qheat),
  law('COPh Pheat Pwork', (k) => k.COPh * k.Pwork - k.Pheat),
  law('COPr Qheat Wwork', (k) => k.COPr * k.Wwork - k.Qheat),
  law('COPr Pheat Pwork', (k) => k.COPr * k.Pwork - k.Pheat),
  // a mass on a spring is simple harmonic with ω² = k/m
  law('Tsp m ks', (k) => k.ks * k.Tsp ** 2 - 4 * Math.PI ** 2 * k.m),
  law('fsp m ks', (k) => 4 * Math.PI ** 2 * k.m * k.fsp ** 2 - k.ks),
  // I = Σ m r², summed over each shape (the verifier's own fractions)
  law('Irot m rDisk', (k) => 2 * k.Irot - k.m * k.rDisk ** 2),
  law('Irot m rRing', (k) => k.Irot - k.m * k.rRing ** 2),
  law('Irot m rSphere', (k) => 5 * k.Irot - 2 * k.m * k.rSphere ** 2),
  law('Irot m rShell', (k) => 3 * k.Irot - 2 * k.m * k.rShell ** 2),
  law('Irot m Lrod', (k) => 12 * k.Irot - k.m * k.Lrod ** 2),
  law('Irot m LrodEnd', (k) => 3 * k.Irot - k.m * k.LrodEnd ** 2),
  law('Ekr Irot w', (k) => 2 * k.Ekr / k.w ** 2 - k.Irot),
  law('Tq Irot alpha', (k) => k.Tq / k.alpha - k.Irot),
  // floating: ρ_body V g = ρ_liquid V_i g
  law('fsub rhos rho', (k) => k.fsub * k.rho - k.rhos),
  law('fabove rhos rho', (k) => (1 - k.fabove) * k.rho - k.rhos),
  // a small swing is simple harmonic with ω² = g/L
  law('Tpd Lpd g', (k) => k.g * k.Tpd ** 2 - 4 * Math.PI ** 2 * k.Lpd),
  // E = h f with f = c / λ, in the verifier's own constants
  law('Eph lam', (k) => (k.Eph * k.lam) / (H_JS * C_MS) - 1),
  law('Eph fph', (k) => k.Eph / (H_JS * k.fph) - 1),
  law('fl dob dim', (k) => k.fl * (k.dob + k.dim) - k.dob * k.dim),
  // an intensity is a power per unit area; what is kept is the efficiency's share
  law('Irr Prad A', (k) => k.Irr - k.Prad / k.A),
  law('Erad Prad t', (k) => k.Erad / k.t - k.Prad),
  law('eta Pu Prad', (k) => k.eta - k.Pu / k.Prad),
  law('eta Eu Erad', (k) => k.eta - k.Eu / k.Erad),
  // similar triangles through the centre: the heights are in the ratio of the distances, the image inverted when real
  law('him hob dim dob', (k) => k.him * k.dob + k.hob * k.dim),
  law('mag dim dob', (k) => k.mag * k.dob + k.dim),
  law('Qh m cs dT', (k) => k.Qh / (k.m * k.dT) - k.cs),
  // all the heater's energy warms the body: P·t = m·c·ΔT
  law('P t m cs dT', (k) => (k.P * k.t) / (k.m * k.cs) - k.dT, 'Vol'),
  law('P t Vol rho cs dT', (k) => (k.P * k.t) / (k.rho * k.Vol * k.cs) - k.dT),
  law('Tfin T0 dT', (k) => k.Tfin - k.T0 - k.dT),
  // the volume that crosses a section in a second: a column A long of v per second
  law('Qv A v', (k) => k.Qv / k.A - k.v),
  // through a round pipe: a column πD²/4 in section, v long each second
  law('Qv Dm v', (k) => (4 * k.Qv) / (Math.PI * k.Dm ** 2) - k.v),
  // the heat one amount gives, m₁c(T₁ − T_f), is the heat the other takes, m₂c(T_f − T₂)
  law('Tfin m1 Ta m2 Tb', (k) => k.m1 * (k.Ta - k.Tfin) - k.m2 * (k.Tfin - k.Tb)),
  law('Tfin2 m1 c1m Ta m2 c2m Tb', (k) => k.m1 * k.c1m * (k.Ta - k.Tfin2) - k.m2 * k.c2m * (k.Tfin2 - k.Tb)),
  // each metre lengthens by α for each kelvin: the new length over the old is 1 + αΔT
  law('dL alT L0 dT', (k) => k.dL / (k.L0 * k.dT) - k.alT),
  // held at its length: the free elongation undone elastically, σ/E = ΔL/L = αΔT
  law('sigma E alT dT', (k) => k.sigma / k.E - k.alT * k.dT),
  law('Qh m Lh', (k) => k.Qh / k.m - k.Lh),
  law('Pth kth A dT thk', (k) => (k.Pth * k.thk) / (k.A * k.dT) - k.kth),
  law('dec a', (k) => k.dec + k.a),
  law('A nc Ac', (k) => k.A / k.nc - k.Ac),
  // the air above pushes on the surface, the liquid's weight adds below it
  // a liquid at rest passes the pressure on one piston to the other
  law('Fp1 Ap1 Fp2 Ap2', (k) => k.Fp1 / k.Ap1 - k.Fp2 / k.Ap2),
  law('Ek0 m v0', (k) => 2 * k.Ek0 - k.m * k.v0 ** 2),
  // the work of all the forces is the change of kinetic energy
  law('Wnet Ek Ek0', (k) => k.Wnet - k.Ek + k.Ek0),
  law('pabs p0 rho g h', (k) => (k.pabs - k.p0) / (k.g * k.h) - k.rho),
  // the echo's time is the way there and back
  law('xe vw t', (k) => (2 * k.xe) / k.t - k.vw),
  law('vl m Es', (k) => k.m * k.vl ** 2 - 2 * k.Es),
  law('Fbr m dec', (k) => k.Fbr / k.m - k.dec),
  // across the slope the forces balance: N equals the weight's component into the slope
  law('Ni m g thi', (k) => k.Ni - k.m * k.g * Math.sin(Math.PI / 2 - k.thi)),
  // sliding on the slope, the friction is μ times the slope's push
  law('fri mu Ni', (k) => k.fri - k.mu * k.Ni),
  // at rest the string holds the whole weight
  law('Th m g', (k) => k.Th / k.g - k.m),
  // the vertical speed v0 sinθ − g t is zero at the top
  law('tup v0 th g', (k) => k.v0 * Math.sin(k.th) - k.g * k.tup),
  // the floor pushes up, the weight down, the body accelerates with the lift
  law('Nap m g a', (k) => (k.Nap - k.m * k.g) / k.m - k.a),
  // along the slope: the weight's component down, friction μ times the normal force up
  // forces along the motion balance the mass times the acceleration (the normal force from the forces across it)
  law('aup F m g thi mu', (k) => k.F - k.m * k.aup - k.m * k.g * Math.cos(Math.PI / 2 - k.thi) - k.mu * k.m * k.g * Math.sin(Math.PI / 2 - k.thi)),
  law('aang F m g phi mu', (k) => k.F * Math.sin(Math.PI / 2 - k.phi) - k.m * k.aang - k.mu * Math.max(0, k.m * k.g - k.F * Math.cos(Math.PI / 2 - k.phi))),
  // a horizontal force on the slope: its components along and into the slope, the normal force from the balance across it
  law('ahi F m g thi mu', (k) => k.F * Math.sin(Math.PI / 2 - k.thi) - k.m * k.g * Math.cos(Math.PI / 2 - k.thi) - k.mu * k.m * k.g * Math.sin(Math.PI / 2 - k.thi) - k.mu * k.F * Math.cos(Math.PI / 2 - k.thi) - k.m * k.ahi),
  law('apd F m g phi mu', (k) => k.F * Math.sin(Math.PI / 2 - k.phi) - k.m * k.apd - k.mu * (k.m * k.g + k.F * Math.cos(Math.PI / 2 - k.phi))),
  law('ar g thi mu', (k) => k.ar - k.g * Math.cos(Math.PI / 2 - k.thi) + k.mu * k.g * Math.sin(Math.PI / 2 - k.thi)),
  // the sum of the two force vectors, the first along x
  law('F F1 F2 phi', (k) => k.F - Math.hypot(k.F1 + k.F2 * Math.cos(k.phi), k.F2 * Math.sin(k.phi))),
  law('d1 s1 t1', (k) => k.d1 / k.t1 - k.s1),
  law('d2 s2 t2', (k) => k.d2 / k.t2 - k.s2),
  law('vavg d1 d2 t1 t2', (k) => k.vavg * (k.t1 + k.t2) - k.d1 - k.d2),
  // the weight of the fluid pushed aside
  law('Fb Wair Wapp', (k) => k.Wair - k.Wapp - k.Fb),
  law('rhos Wair g Vol', (k) => k.rhos * k.g * k.Vol - k.Wair),
  law('Fb rho g Vol', (k) => k.Fb / k.g - k.rho * k.Vol),
  law('v Rc Trev', (k) => k.v * k.Trev - 2 * Math.PI * k.Rc),
  law('ac v Rc', (k) => k.ac * k.Rc - k.v ** 2),
  law('Fc m ac', (k) => k.Fc / k.m - k.ac),
  law('pm m v', (k) => k.pm / k.m - k.v),
  law('Jimp F t', (k) => k.Jimp / k.t - k.F),
  // the total momentum before equals the total after
  // elastic, the second at rest: momentum gives the other velocity, and the bodies part as fast as they met (restitution 1)
  law('v2e m1 v1 m2', (k) => k.v2e - (k.m1 * k.v1 - k.m2 * k.v2e) / k.m1 - k.v1),
  law('v1e m1 v1 m2', (k) => (k.m1 * (k.v1 - k.v1e)) / k.m2 - k.v1e - k.v1),
  law('vf m1 v1 m2 v2', (k) => k.m1 * k.v1 + k.m2 * k.v2 - (k.m1 + k.m2) * k.vf),
  // an incompressible liquid: what enters one section leaves the other; along a level streamline p + ½ρv² keeps its value
  // the same volume each second through circular sections: the speeds go as the inverse squares of the sizes
  law('vb1 Db1 vb2 Db2', (k) => k.vb1 * k.Db1 ** 2 - k.vb2 * k.Db2 ** 2),
  law('vb1 rs1 vb2 rs2', (k) => k.vb1 * k.rs1 ** 2 - k.vb2 * k.rs2 ** 2),
  law('Ab1 vb1 Ab2 vb2', (k) => k.Ab1 * k.vb1 - k.Ab2 * k.vb2),
  law('pb1 vb1 pb2 vb2 rho', (k) => k.pb1 + 0.5 * k.rho * k.vb1 ** 2 - k.pb2 - 0.5 * k.rho * k.vb2 ** 2),
];
/** A chain of n machines: what comes out of each stage goes into the next, so the last stage's output is the first's input times each efficiency. */
const CHAIN: Law[] = [2, 3, 4].flatMap((n) => {
  const etas = Array.from({ length: n }, (_, i) => `eta${i + 1}`);
  const through = (k: K, p: number): number => etas.reduce((x, e) => x * k[e], p);
  const vars = etas.join(' ');
  return [
    law(`etaT${n} ${vars}`, (k) => through(k, 1000) / 1000 - k[`etaT${n}`]),
    law(`PoutC${n} Pin ${vars}`, (k) => through(k, k.Pin) - k[`PoutC${n}`]),
    law(`PinC${n} Pout ${vars}`, (k) => through(k, k[`PinC${n}`]) - k.Pout),
  ];
});
const ENGINEERING: Law[] = [
  // the potential energy the liquid gains each second: its mass per second (ρQ) times g h
  law('Phyd rho g Qv hp', (k) => k.Phyd / (k.rho * k.Qv) - k.g * k.hp),
  law('Ppump rho g Qv hp eta', (k) => (k.Ppump * k.eta) / (k.rho * k.Qv) - k.g * k.hp),
  ...CHAIN,
  // the motor draws U·I, of which the share η comes out
  law('Im Pout eta1 Um', (k) => k.eta1 * k.Um * k.Im - k.Pout),
  law('V Rr I', (k) => k.V / k.I - k.Rr),
  law('P V I', (k) => k.P / k.I - k.V),
  law('P Rr I', (k) => k.P / k.I ** 2 - k.Rr),
  law('P V Rr', (k) => k.P * k.Rr - k.V ** 2),
  law('Vout V R1 R2', (k) => k.Vout * (k.R1 + k.R2) - k.V * k.R2),
  law('tau Rr C', (k) => k.tau / k.C - k.Rr),
  // the gap to full charge decays as e^{−t/τ} (no logarithm: it would have no value at full charge, where the root search brackets)
  law('q t tau', (k) => 1 - k.q - Math.exp(-k.t / k.tau)),
  law('sigma F A', (k) => k.sigma * k.A - k.F),
  // a piston pushed by a pressure: p·πD²/4 (or p·πr²) newtons
  law('F p Dm', (k) => (4 * k.F) / (Math.PI * k.Dm ** 2) - k.p),
  law('F p rw', (k) => k.F / (Math.PI * k.rw ** 2) - k.p),
  law('A Dm', (k) => 4 * k.A - Math.PI * k.Dm ** 2),
  law('A rw', (k) => k.A - Math.PI * k.rw ** 2),
  law('eps dL L0', (k) => k.eps * k.L0 - k.dL),
  law('sigma E eps', (k) => k.sigma / k.E - k.eps),
  law('eta Pout Pin', (k) => k.eta * k.Pin - k.Pout),
  law('gr N1 N2', (k) => k.gr * k.N1 - k.N2),
  law('w2 w1 gr', (k) => k.w2 * k.gr - k.w1),
  law('T2 T1 gr', (k) => k.T2 / k.gr - k.T1),
  // the belt's speed π D N is the same on both pulleys
  law('w1 Dp1 w2 Dp2', (k) => Math.PI * k.Dp1 * k.w1 - Math.PI * k.Dp2 * k.w2),
  law('Rr rhoe Lw A', (k) => k.Rr * k.A / k.Lw - k.rhoe),
  law('Eel P t', (k) => k.Eel / k.P - k.t),
  law('Qc C V', (k) => k.Qc / k.V - k.C),
  // the work to charge: ∫ V dq = Q V / 2 with Q = C V
  law('Ecap C V', (k) => (2 * k.Ecap) / k.V - k.C * k.V),
  // efficiency as work out over work in: load × its distance over effort × its distance
  law('MA Fl Fe', (k) => k.MA * k.Fe - k.Fl),
  law('VR de dl', (k) => k.VR * k.dl - k.de),
  law('eta MA VR', (k) => k.eta * k.VR - k.MA),
  // moments about the pivot balance: effort × its arm = load × its arm
  law('MA Le Ll', (k) => k.MA * k.Ll - k.Le),
  // power out = η × power in, the output turning gr times slower
  law('Tout eta gr Tin', (k) => k.Tout / k.gr - k.eta * k.Tin),
  law('P Tq w', (k) => k.P / k.w - k.Tq),
  // the EMF shared between the load and the internal resistance in proportion to them
  law('Vt Em RLd rin', (k) => k.Vt * (k.RLd + k.rin) - k.Em * k.RLd),
  // two sources and a load: the currents into the top node sum to zero (parallel), or one loop (series)
  law('Vt E1p r1p E2p r2p RLd', (k) => (k.E1p - k.Vt) / k.r1p + (k.E2p - k.Vt) / k.r2p - k.Vt / k.RLd),
  law('Ilr Vt RLd', (k) => k.Ilr * k.RLd - k.Vt),
  // identical cells: in series each cell's terminal voltage E − rI adds up to the load's RI; in parallel
  // each carries I/n and its terminal voltage E − rI/n is the load's RI
  law('Ilr Ecl rcl RLd ncs', (k) => k.ncs * (k.Ecl - k.rcl * k.Ilr) - k.RLd * k.Ilr),
  // rows of cells in parallel: each of the m rows carries I/m, and its n cells' terminal voltages add up to the load's RI
  law('Ilr Ecl rcl RLd ncr nrw', (k) => k.ncr * (k.Ecl - (k.rcl * k.Ilr) / k.nrw) - k.RLd * k.Ilr),
  // with no current drawn, a row's n EMFs are the voltage across the group; a short circuit draws m E / r
  law('Em ncr Ecl', (k) => k.Em - k.ncr * k.Ecl),
  law('rin ncr rcl nrw', (k) => k.rin * k.nrw - k.ncr * k.rcl),
  law('Ilr Ecl rcl RLd ncp', (k) => k.Ecl - (k.rcl * k.Ilr) / k.ncp - k.RLd * k.Ilr),
  // one source's current by Kirchhoff's loops, not through the common voltage: round each source and the load,
  // E₁ = r₁I₁ + R(I₁ + I₂) and E₂ = r₂I₂ + R(I₁ + I₂), the other current taken from the other loop
  law('Is1 E1p r1p E2p r2p RLd', (k) => k.E1p - k.r1p * k.Is1 - k.RLd * (k.Is1 + (k.E2p - k.RLd * k.Is1) / (k.r2p + k.RLd))),
  law('Is2 E1p r1p E2p r2p RLd', (k) => k.E2p - k.r2p * k.Is2 - k.RLd * (k.Is2 + (k.E1p - k.RLd * k.Is2) / (k.r1p + k.RLd))),
  law('Ilr Es1 Es2 r1p r2p RLd', (k) => k.Es1 + k.Es2 - k.Ilr * (k.r1p + k.r2p + k.RLd)),
  law('Ilr Es1 Eop r1p r2p RLd', (k) => k.Es1 - k.Eop - k.Ilr * (k.r1p + k.r2p + k.RLd)),
  law('Vlost Em RLd rin', (k) => k.Vlost * (k.RLd + k.rin) - k.Em * k.rin),
  // balanced: both midpoints at the same potential, each side dividing the supply alike
  law('Rw1 Rw2 Rw3 Rw4', (k) => k.Rw3 / (k.Rw3 + k.Rw4) - k.Rw1 / (k.Rw1 + k.Rw2)),
  // a beam on end supports: each reaction from the moments about the other support
  law('RB Fbm ab Lsp', (k) => k.RB * k.Lsp - k.Fbm * k.ab),
  law('RA Fbm ab Lsp', (k) => k.RA * k.Lsp - k.Fbm * (k.Lsp - k.ab)),
  law('RB2 Fq1 aq1 Fq2 aq2 Lsp', (k) => k.RB2 * k.Lsp - k.Fq1 * k.aq1 - k.Fq2 * k.aq2),
  law('RA2 Fq1 aq1 Fq2 aq2 Lsp', (k) => k.RA2 * k.Lsp - k.Fq1 * (k.Lsp - k.aq1) - k.Fq2 * (k.Lsp - k.aq2)),
  // L/R: the current's rate of change at the start, V/L, reaches the final current V/R in one τ
  law('tau Lind Rr', (k) => k.tau * k.Rr - k.Lind),
  // a coil's current dying away: ln(i/I₀) = −Rt/L
  law('Irl I0l t Lind Rr', (k) => Math.log(k.Irl / k.I0l) + (k.Rr * k.t) / k.Lind),
  law('irf t Lind Rr', (k) => Math.log(k.irf) + (k.Rr * k.t) / k.Lind),
  law('irs t Lind Rr', (k) => Math.log(1 - k.irs) + (k.Rr * k.t) / k.Lind),
  law('Irl V Rr ntau', (k) => (k.V - k.Rr * k.Irl) / k.V - Math.exp(-k.ntau)),
  law('Irl I0l ntau', (k) => Math.log(k.Irl / k.I0l) + k.ntau),
  // the coil's law V = Ri + L di/dt at that time: the voltage left across the coil, V − Ri, decays as e^(−Rt/L)
  law('Irl V Rr Lind t', (k) => (k.V - k.Rr * k.Irl) / k.V - Math.exp((-k.Rr * k.t) / k.Lind)),
  // the mean of sin² over a period is one half
  law('Vrms Vpk', (k) => 2 * k.Vrms ** 2 - k.Vpk ** 2),
  law('Irms Ipk', (k) => 2 * k.Irms ** 2 - k.Ipk ** 2),
  // a uniform load over the whole span: its moment about a support is w·L·L/2
  law('RB wu Lsp', (k) => 2 * k.RB - k.wu * k.Lsp, 'Fbm'),
  law('RA wu Lsp', (k) => 2 * k.RA - k.wu * k.Lsp, 'Fbm'),
  // at resonance 2πf₀L = 1/(2πf₀C)
  law('f0r Lind C', (k) => 2 * Math.PI * k.f0r * k.Lind - 1 / (2 * Math.PI * k.f0r * k.C)),
  // the bending moment is the moment of the forces on one side of the section: at mid-span R_A·L/2 − (wL/2)·L/4; under a load R_A·a
  law('MbU wu Lsp', (k) => k.MbU - (k.wu * k.Lsp / 2) * (k.Lsp / 2) + (k.wu * k.Lsp / 2) * (k.Lsp / 4)),
  law('MbP Fbm ab Lsp', (k) => k.MbP - ((k.Fbm * (k.Lsp - k.ab)) / k.Lsp) * k.ab),
  // at the fixed end of a cantilever: the load's moment about it
  law('McF Fbm Lcant', (k) => k.McF / k.Lcant - k.Fbm),
  law('McW wu Lcant', (k) => k.McW - k.wu * k.Lcant * (k.Lcant / 2)),
  law('RB2 wu Fq2 aq2 Lsp', (k) => k.RB2 * k.Lsp - (k.wu * k.Lsp ** 2) / 2 - k.Fq2 * k.aq2, 'Fq1'),
  law('RA2 wu Fq2 aq2 Lsp', (k) => k.RA2 * k.Lsp - (k.wu * k.Lsp ** 2) / 2 - k.Fq2 * (k.Lsp - k.aq2), 'Fq1'),
  // a load spread over part of the beam: its moment about a support is the integral of w·x over its extent
  law('RB wp Lud aud Lsp', (k) => k.RB * k.Lsp - (k.wp * ((k.aud + k.Lud) ** 2 - k.aud ** 2)) / 2),
  law('RA wp Lud aud Lsp', (k) => k.RA * k.Lsp - (k.wp * ((k.Lsp - k.aud) ** 2 - (k.Lsp - k.aud - k.Lud) ** 2)) / 2),
  law('RB2 wp Lud aud Fq2 aq2 Lsp', (k) => k.RB2 * k.Lsp - (k.wp * ((k.aud + k.Lud) ** 2 - k.aud ** 2)) / 2 - k.Fq2 * k.aq2),
  law('RA2 wp Lud aud Fq2 aq2 Lsp', (k) => k.RA2 * k.Lsp - (k.wp * ((k.Lsp - k.aud) ** 2 - (k.Lsp - k.aud - k.Lud) ** 2)) / 2 - k.Fq2 * (k.Lsp - k.aq2)),
  law('FoS su sw', (k) => k.FoS * k.sw - k.su),
  law('FoSF Fu Fw', (k) => k.FoSF * k.Fw - k.Fu),
  law('F m g', (k) => k.F / k.g - k.m),
  law('sw sigma', (k) => k.sw - k.sigma),
  // a current is charge per unit time
  law('Qf I t', (k) => k.Qf / k.t - k.I),
  law('qr ntau', (k) => Math.log(k.qr) + k.ntau),
  // the gain 1/√(1 + (2πfRC)²) is 1/√2 at the cut-off
  law('fc Rr C', (k) => (2 * Math.PI * k.fc * k.Rr * k.C) ** 2 - 1),
  // the voltage left decays as e^{−t/τ}
  law('qr t tau', (k) => k.qr - Math.exp(-k.t / k.tau)),
  // what goes in comes out or is lost
  law('Pin Pout Ploss', (k) => k.Pin - k.Pout - k.Ploss),
  law('eta Eout Ein', (k) => k.eta * k.Ein - k.Eout),
  law('Ein Eout Eloss', (k) => k.Ein - k.Eout - k.Eloss),
  law('Pin V I', (k) => k.Pin / k.I - k.V),
  law('Pout Vout Iout', (k) => k.Pout / k.Iout - k.Vout),
  // lifting at a steady pace: the work against gravity spread over the time
  law('Pout m g h t', (k) => k.Pout * k.t - k.m * k.g * k.h),
  // after n time constants the gap to full charge is e^{−n}
  law('q ntau', (k) => 1 - k.q - Math.exp(-k.ntau)),
  law('Tq F Larm', (k) => k.Tq / k.Larm - k.F),
  // no turning about the pivot: the clockwise moment equals the anticlockwise one
  law('mb1 db1 mb2 db2', (k) => k.mb1 * k.db1 - k.mb2 * k.db2),
  law('Fb1 db1 Fb2 db2', (k) => k.Fb1 * k.db1 - k.Fb2 * k.db2),
  // the bands read back: the value over its power of ten is the number the digit bands write
  law('Rr b1 b2 b3 bm', (k) => Number(`${k.b1}${k.b2}${k.b3}`) - k.Rr / 10 ** k.bm),
  law('Rr b1 b2 bm', (k) => Number(`${k.b1}${k.b2}`) - k.Rr / 10 ** k.bm, 'b3'),
  // a kWh is 1000 W for 3600 s
  law('cost Eel price', (k) => (k.cost / k.price) * 1000 * 3600 - k.Eel),
  // the source shorted: R1 and R2 both from the output to the same node, their conductances add
  law('Rth R1 R2', (k) => 1 / k.Rth - 1 / k.R1 - 1 / k.R2),
  // the output shorted: the whole supply across R1 alone
  law('IN V R1', (k) => k.IN * k.R1 - k.V),
  // Kirchhoff's voltage law round the loop: the supply is the LED's drop plus the resistor's
  law('Rled V Vf I', (k) => k.V - k.Vf - k.Rled * k.I),
  // the work to set up the current: ∫ L i di from 0 to I
  law('Eind Lind I', (k) => (2 * k.Eind) / k.I - k.Lind * k.I),
  // the same flux through every turn: volts per turn equal on both sides
  law('Vs Vp Ns Np', (k) => k.Vs / k.Ns - k.Vp / k.Np),
  // the ratio is secondary over primary: the secondary is that share of the primary
  law('Vs Vp mt', (k) => k.Vs - k.mt * k.Vp),
  // no losses: the ampere-turns balance, and the powers on both sides are equal
  law('Is Ip Ns Np', (k) => k.Is * k.Ns - k.Ip * k.Np),
  law('Is Ip Vs Vp', (k) => k.Is * k.Vs - k.Ip * k.Vp),
  // alternating current: S = U I (three phases: √3 U_L I_L or 3 V J), P = S cos φ, the power triangle
  law('Sac Uac Iac', (k) => k.Sac / k.Iac - k.Uac),
  law('Sac UL IL', (k) => k.Sac ** 2 - 3 * (k.UL * k.IL) ** 2),
  law('Sac Vph Iph', (k) => k.Sac / 3 - k.Vph * k.Iph),
  law('UL Vph', (k) => k.UL ** 2 - 3 * k.Vph ** 2),
  // one phase of a star: its voltage across its impedance, its current in its line
  law('Vph Zph Iph', (k) => k.Vph / k.Iph - k.Zph),
  law('ILs Iph', (k) => k.ILs - k.Iph),
  law('Pac Sac pf', (k) => k.Pac / k.Sac - k.pf),
  law('Sac Pac Qac', (k) => k.Sac ** 2 - k.Pac ** 2 - k.Qac ** 2),
  // bits sent at a steady rate
  law('t Dsz Rb', (k) => k.t * k.Rb - k.Dsz),
  // a coil's and a capacitor's opposition grow and fall with the frequency; in series the resistance and the net reactance are at right angles
  law('XL f Lind', (k) => k.XL / (2 * Math.PI * k.f) - k.Lind),
  law('XC f C', (k) => 1 / (2 * Math.PI * k.f * k.XC) - k.C),
  law('Zi Rr XL XC', (k) => k.Zi ** 2 - k.Rr ** 2 - (k.XL - k.XC) ** 2),
  law('Zi Rr XL', (k) => k.Zi ** 2 - k.Rr ** 2 - k.XL ** 2, 'XC'),
  law('Zi Rr XC', (k) => k.Zi ** 2 - k.Rr ** 2 - k.XC ** 2, 'XL'),
  law('Zi XL', (k) => k.Zi - k.XL, 'Rr XC'),
  law('Zi XC', (k) => k.Zi - k.XC, 'Rr XL'),
  law('Uac Zi Iac', (k) => k.Uac / k.Iac - k.Zi),
  // no charge piles up at a node: what comes in goes out
  law('Iin Ia Ib2', (k) => k.Iin - k.Ia - k.Ib2),
];
const CHARGING = law('Vc V0 t tau', (k) => k.V0 - k.Vc - k.V0 * Math.exp(-k.t / k.tau));
const DISCHARGING = law('Vc V0 t tau', (k) => Math.log(k.Vc / k.V0) + k.t / k.tau);
// the charge held is the capacitance times the voltage reached
const HELD = law('Qc C Vc', (k) => k.Qc / k.C - k.Vc);
// after n time constants the gap to full charge (or the voltage left) is the fraction e^{−n} of the supply (or start)
const CHARGED_N = law('Vc V0 q', (k) => k.V0 - k.Vc - (1 - k.q) * k.V0);
const LEFT_N = law('Vc V0 qr', (k) => k.Vc / k.V0 - k.qr);
// Kirchhoff's voltage law: the voltage across R is what the capacitor has not yet taken (or still gives back)
const CURRENT = law('Ic V0 Rr t tau', (k) => k.Ic * k.Rr - k.V0 * Math.exp(-k.t / k.tau));

/** The roots of f on a logarithmic grid over ±[1e-21, 1e21] (an X-ray's frequency included), refined by bisection. */
function roots(f: (x: number) => number, signed: boolean): number[] {
  const grid: number[] = [];
  for (let e = -21; e <= 21; e += 0.05) grid.push(10 ** e);
  const xs = signed ? [...grid.map((x) => -x).reverse(), ...grid] : grid;
  const out: number[] = [];
  for (let i = 0; i + 1 < xs.length; i++) {
    let [a, b] = [xs[i], xs[i + 1]];
    let [fa, fb] = [f(a), f(b)];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) { out.push(a); continue; }
    if (fa * fb > 0) continue;
    for (let k = 0; k < 200; k++) {
      const m = (a + b) / 2;
      const fm = f(m);
      if (fa * fm <= 0) { b = m; fb = fm; } else { a = m; fa = fm; }
    }
    // a sign change across a pole is no root
    const m = (a + b) / 2;
    if (Math.abs(f(m)) < 1e-6 * (1 + Math.abs(f(xs[i])) + Math.abs(f(xs[i + 1])))) out.push(m);
  }
  return out;
}

const close = (a: number, b: number, rtol = 1e-6): boolean => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= rtol * Math.max(Math.abs(a), Math.abs(b), 1e-300);

/** The value of the asked letter, derived from the knowns alone; null if several or none. */
function derive(laws: Law[], start: K, want: string): number | null {
  const k: K = { ...start };
  for (let round = 0; round < 10 && k[want] === undefined; round++) {
    let progressed = false;
    for (const l of laws) {
      if (!applies(l, k)) continue;
      const missing = l.vars.filter((v) => k[v] === undefined);
      if (missing.length !== 1) continue;
      const v = missing[0];
      const rs = roots((x) => l.res({ ...k, [v]: x }), SYMBOLS[v]?.signed ?? false);
      const distinct = rs.filter((x, i) => i === 0 || !close(x, rs[i - 1], 1e-6));
      if (distinct.length !== 1) continue;
      k[v] = distinct[0];
      progressed = true;
    }
    if (!progressed) break;
  }
  return k[want] ?? null;
}

/** The dimension a gear train's or connected bodies' answer must have, from the quantity asked. */
const MECHANICS_DIMS: Record<string, Dim | null> = { speed: DIMS.freq, torque: DIMS.torque, force: DIMS.force, direction: null, a: DIMS.acc, a0: DIMS.acc, a1: DIMS.acc, between: DIMS.force };

/** A quantity answer is written in a unit whose dimension is the one asked (a time in s, never a bare number). */
function hasDimension(value: string, dim: Dim): boolean {
  const m = /^\s*-?\d+(?:\.\d+)?(?:e[-+]?\d+)?\s*(.*?)\s*$/.exec(value);
  const unit = m && m[1] !== '' ? unitOf(m[1]) : null;
  return !!m && (unit ? sameDim(unit.dim, dim) : dim.every((d) => d === 0));
}

/** Half a unit of the last significant digit; a whole number's trailing zeros are rounding (1590 to 3 figures: ±5). */
const rounding = (written: string): number => {
  const zeros = /^-?\d*[1-9](0+)$/.exec(written)?.[1].length;
  return zeros === undefined ? halfUnit(written) : Math.max(halfUnit(written), 0.5 * 10 ** zeros);
};

export function verifyPhysics(t: Phys, answer: { kind: string; value: string }): boolean {
  // two quantities asked together: each part checked as its own answer
  if (t.kind === 'slide_check') return verifySlide(t, answer);
  if (t.kind !== 'unit_conversion' && t.kind !== 'gear_train' && t.kind !== 'connected_bodies' && t.also) {
    const parts = /^\s*[^=,]+=\s*([^,]+),\s*[^=,]+=\s*([^,]+)$/.exec(answer.value);
    return !!parts && verifyPhysics({ ...t, also: undefined, alsoUnit: undefined }, { kind: answer.kind, value: parts[1].trim() }) && verifyPhysics({ ...t, want: t.also, unit: t.alsoUnit ?? t.unit, also: undefined, alsoUnit: undefined }, { kind: answer.kind, value: parts[2].trim() });
  }
  if (t.kind === 'gear_train' || t.kind === 'connected_bodies') {
    const dim = MECHANICS_DIMS[t.want];
    if (dim === undefined || (dim !== null && !hasDimension(answer.value, dim))) return false;
    return t.kind === 'gear_train' ? verifyGearTrain(t, answer) : verifyConnectedBodies(t, answer);
  }
  if (answer.kind === 'ratio') {
    // the parts, cross-multiplied against the teeth in the order asked
    const parts = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(answer.value);
    const k = t.kind === 'mechanics' && t.want === 'ratio' ? t.knowns : null;
    return !!parts && !!k && k.Na !== undefined && k.Nb !== undefined && Number(parts[1]) * k.Nb === Number(parts[2]) * k.Na && Number(parts[2]) > 0;
  }
  if (answer.kind !== 'quantity' && answer.kind !== 'number') return false;
  const m = /^\s*(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.*?)\s*$/.exec(answer.value);
  if (!m) return false;
  const x = Number(m[1]);
  if (t.kind === 'unit_conversion') {
    const from = unitOf(t.from);
    const to = unitOf(m[2]);
    if (!from || !to || m[2] !== t.to || !from.dim.every((d, i) => d === to.dim[i])) return false;
    // back from the answer to the value given
    const back = fromSI(toSI(x, to), from);
    return Math.abs(back - t.value) <= (halfUnit(m[1]) * to.factor) / from.factor + 1e-9 * Math.abs(t.value);
  }
  const sym = SYMBOLS[t.want];
  const unit = m[2] === '' ? null : answerUnit(m[2]);
  // the unit asked, or the SI unit it defaults to written with a prefix (2.27 mA for a current in A)
  const prefixed = !!sym && t.unit === sym.unit && t.unit !== '' && m[2].length === t.unit.length + 1 && m[2].endsWith(t.unit);
  if (!sym || (m[2] !== t.unit && !prefixed)) return false;
  if (unit ? !unit.dim.every((d, i) => d === sym.dim[i]) : sym.dim.some((d) => d !== 0)) return false;
  const given = unit ? toSI(x, sym.difference ? asDifference(unit) : unit) : x;
  const laws = ['circuits', 'rc', 'mechanics'].includes(t.kind)
    ? [...ENGINEERING, ...(t.process === 'charge' ? [CHARGING, HELD, CHARGED_N, CURRENT] : t.process === 'discharge' ? [DISCHARGING, HELD, LEFT_N, CURRENT] : [])]
    : PHYSICS;
  const knowns: K = { ...t.knowns };
  if (t.resistors && t.connection) {
    // the equivalent resistance by currents: each branch under 1 V (parallel), or one current through all (series)
    const req = t.connection === 'parallel' ? 1 / t.resistors.map((r) => 1 / r).reduce((a, b) => a + b, 0) : t.resistors.reduce((a, b) => a + b, 0);
    knowns.Req = req;
    knowns.Rr = req;
  }
  if (t.kind === 'rc' && t.capacitors && t.connection) {
    // one charge on capacitors in series (their voltages Q/C add), one voltage on capacitors in parallel (their charges CV add)
    const c = t.connection === 'series' ? 1 / t.capacitors.reduce((v, x) => v + 1 / x, 0) : t.capacitors.reduce((q, x) => q + x, 0);
    knowns.Ceq = c;
    knowns.C = c;
  }
  let expected: number | null;
  if (t.kind === 'circuits' && t.network) {
    // the network solved by nodal analysis, not by the series and parallel rules
    const tree = networkTree(t.network);
    const solved = tree ? nodal(tree) : null;
    if (!tree || !solved) return false;
    knowns.Req = solved.R;
    knowns.Rr = solved.R;
    const leaf = t.element === undefined ? undefined : leaves(tree)[t.element];
    const total = leaf === undefined ? null : derive(laws, knowns, 'I');
    const i = total === null || t.element === undefined ? null : solved.current[t.element] * total;
    expected = leaf === undefined || i === null ? knowns[t.want] ?? derive(laws, knowns, t.want)
      : t.want === 'Ib' ? i : t.want === 'Vb' ? i * leaf : t.want === 'Pb' ? i * i * leaf : null;
  } else expected = knowns[t.want] ?? derive(laws, knowns, t.want);
  // correct to the digits it states: within half a unit of its last digit
  if (expected === null || !(Math.abs(given - expected) <= rounding(m[1]) * (unit?.factor ?? 1) + 1e-9 * Math.abs(expected))) return false;
  // the answer put back: every law whose letters are all known holds
  const all: K = { ...knowns, [t.want]: given };
  for (const l of laws) {
    if (!applies(l, all) || !l.vars.every((v) => all[v] !== undefined) || !l.vars.includes(t.want)) continue;
    const scale = Math.abs(l.res({ ...all, [t.want]: given * 1.01 }) - l.res(all));
    if (!(Math.abs(l.res(all)) <= 0.5 * scale)) return false;
  }
  return true;
}
