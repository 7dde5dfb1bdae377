#!/usr/bin/env python3
"""make_subjects.py - writes Stepwise's own science / engineering / CS / biology problem set.

Every answer is computed here, independently of the Stepwise solver: SymPy (equation balancing by
nullspace, minimal sums of products, logical equivalence), Pint (units) and small exact helpers
(molar masses from IUPAC standard atomic weights, Punnett squares with Fractions, base conversion).
Each record also carries the same formula in `compute`, so the dev benchmark's oracle recomputes it
with its own helpers (`check_subjects.py --validate`).

    python3 bench/subjects/make_subjects.py            # writes subjects-dev.jsonl, subjects-heldout.jsonl
    python3 bench/subjects/make_subjects.py --check    # also validates both files with the oracle

The split is random per subject (stratified by category) with a fixed seed: about half of each
category in each part.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import re
import subprocess
import sys
from fractions import Fraction

import pint
import sympy

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261126
ORACLE = os.path.join(HERE, '..', '..', '..', 'shared', 'bench', 'subjects', 'check_subjects.py')

ureg = pint.UnitRegistry()
Q_ = ureg.Quantity

# ----------------------------------------------------------------------------- chemistry helpers
AW = {  # IUPAC abridged standard atomic weights (2021), g/mol - only the elements used here
    'H': 1.008, 'C': 12.011, 'N': 14.007, 'O': 15.999, 'Na': 22.990, 'Mg': 24.305, 'Al': 26.982,
    'P': 30.974, 'S': 32.06, 'Cl': 35.45, 'K': 39.098, 'Ca': 40.078, 'Cr': 51.996, 'Mn': 54.938,
    'Fe': 55.845, 'Co': 58.933, 'Cu': 63.546, 'Zn': 65.38, 'Ag': 107.87, 'I': 126.90, 'Ba': 137.33,
}


def atoms(formula):
    """'Ca3(PO4)2', 'K4[Fe(CN)6]', 'MgSO4·7H2O' -> {element: count} (recursive descent)."""
    total = {}
    for part in re.split(r'[·.*]', formula):
        m = re.match(r'^(\d+)', part)
        mult = int(m.group(1)) if m else 1
        body = part[m.end():] if m else part
        counts, pos = _group(body, 0)
        assert pos == len(body), formula
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v * mult
    return total


def _group(s, pos):
    counts = {}
    while pos < len(s) and s[pos] not in ')]':
        if s[pos] in '([':
            inner, pos = _group(s, pos + 1)
            pos += 1  # closing bracket
        else:
            m = re.match(r'[A-Z][a-z]?', s[pos:])
            inner, pos = {m.group(0): 1}, pos + m.end()
        m = re.match(r'\d+', s[pos:])
        k = int(m.group(0)) if m else 1
        pos += m.end() if m else 0
        for el, v in inner.items():
            counts[el] = counts.get(el, 0) + v * k
    return counts, pos


def M(formula):
    return sum(AW[e] * n for e, n in atoms(formula).items())


def species(s):
    """'Fe^3+', 'MnO4^-', 'Cr2O7^2-' -> (atoms, charge)."""
    m = re.match(r'^(.*?)\^(\d*)([+-])$', s)
    if not m:
        return atoms(s), 0
    n = int(m.group(2) or 1)
    return atoms(m.group(1)), n if m.group(3) == '+' else -n


def balance(skeleton):
    """'Al + Cu^2+ -> Al^3+ + Cu' -> '2 Al + 3 Cu^2+ -> 2 Al^3+ + 3 Cu' (smallest integers)."""
    left, right = [[t.strip() for t in side.split(' + ')] for side in skeleton.split('->')]
    sp = [species(t) for t in left + right]
    rows = sorted({e for a, _ in sp for e in a}) + ['charge']
    mat = sympy.Matrix([[(a.get(r, 0) if r != 'charge' else q) * (1 if i < len(left) else -1)
                         for i, (a, q) in enumerate(sp)] for r in rows])
    ns = mat.nullspace()
    assert len(ns) == 1, f'not a unique balance: {skeleton}'
    v = ns[0]
    lcm = sympy.ilcm(*[x.q for x in v])
    v = [int(x * lcm) for x in v]
    g = math.gcd(*v)
    v = [x // g for x in v]
    if v[0] < 0:
        v = [-x for x in v]
    assert all(x > 0 for x in v), skeleton
    fmt = [('' if c == 1 else f'{c} ') + t for c, t in zip(v, left + right)]
    return ' + '.join(fmt[:len(left)]) + ' -> ' + ' + '.join(fmt[len(left):])


# ----------------------------------------------------------------------------- genetics helpers
def _kids(p1, p2):
    loci1 = [p1[i:i + 2] for i in range(0, len(p1), 2)]
    loci2 = [p2[i:i + 2] for i in range(0, len(p2), 2)]
    out = []
    for g1 in itertools.product(*loci1):
        for g2 in itertools.product(*loci2):
            out.append(''.join(''.join(sorted(a + b)) for a, b in zip(g1, g2)))
    return out


def p_offspring(p1, p2, pattern):
    kids = _kids(p1, p2)
    hit = [k for k in kids if all(c == '_' or c == d for c, d in zip(pattern, k))]
    return Fraction(len(hit), len(kids))


def cross(p1, p2, what='phenotype'):
    counts = {}
    for k in _kids(p1, p2):
        key = tuple(any(ch.isupper() for ch in k[i:i + 2]) for i in range(0, len(k), 2)) \
            if what == 'phenotype' else k
        counts[key] = counts.get(key, 0) + 1
    vals = sorted(counts.values(), reverse=True)
    g = math.gcd(*vals)
    return ':'.join(str(x // g) for x in vals)


# ----------------------------------------------------------------------------- CS helpers
def fmt_base(n, base):
    digits = '0123456789ABCDEF'
    s = ''
    while True:
        n, r = divmod(n, base)
        s = digits[r] + s
        if n == 0:
            return s


def twos(value, width):
    assert -(1 << (width - 1)) <= value < (1 << (width - 1))
    return format(value % (1 << width), f'0{width}b')


def frac_to_base(x, base, places=16):
    x = Fraction(x)
    ip, fp = int(x), x - int(x)
    out = ''
    while fp and len(out) < places:
        fp *= base
        out += '0123456789ABCDEF'[int(fp)]
        fp -= int(fp)
    assert fp == 0
    return fmt_base(ip, base) + ('.' + out if out else '')


A_, B_, C_, D_, P_, Q_s, R_, X_, Y_, Z_ = sympy.symbols('A B C D P Q R X Y Z')


def equivalent(a, b):
    return not sympy.satisfiable(sympy.Not(sympy.Equivalent(a, b)))


def tautology(e):
    return not sympy.satisfiable(sympy.Not(e))


ENV = dict(Q_=Q_, M=M, NA=6.02214076e23, R_gas=8.314462618, sqrt=math.sqrt, log10=math.log10,
           log=math.log, ln=math.log, exp=math.exp, pi=math.pi, sin=math.sin, cos=math.cos,
           radians=math.radians, Fraction=Fraction, cross=cross, p_offspring=p_offspring,
           fmt_base=fmt_base, twos=twos, frac_to_base=frac_to_base, equivalent=equivalent,
           tautology=tautology, And=sympy.And, Or=sympy.Or, Not=sympy.Not, Implies=sympy.Implies,
           Xor=sympy.Xor, Equivalent=sympy.Equivalent, A=A_, B=B_, C=C_, D=D_, P=P_, Q=Q_s, R=R_,
           X=X_, Y=Y_, Z=Z_, int=int, tuple=tuple, float=float, bool=bool, format=format, str=str, round=round, abs=abs, min=min, max=max)


def sop(variables, minterms, dontcares=()):
    """Minimal SOP with SymPy, written with postfix ' for NOT: 'A'B + CD'."""
    syms = sympy.symbols(variables)
    e = sympy.SOPform(list(syms), list(minterms), list(dontcares))
    terms = e.args if isinstance(e, sympy.Or) else (e,)
    out = []
    for t in terms:
        lits = t.args if isinstance(t, sympy.And) else (t,)
        s = ''
        for v in syms:  # literals in variable order
            for lit in lits:
                if lit == v:
                    s += str(v)
                elif lit == sympy.Not(v):
                    s += str(v) + "'"
        out.append(s)
    return ' + '.join(sorted(out, key=lambda t: [variables.index(c) for c in t if c != "'"]))


# ----------------------------------------------------------------------------- formatting
def fmt_number(v):
    if isinstance(v, Fraction):
        return str(v.numerator) if v.denominator == 1 else f'{v.numerator}/{v.denominator}'
    if isinstance(v, bool):
        raise TypeError
    if float(v) == int(v) and abs(v) < 1e15:
        return str(int(v))
    return f'{float(v):.5g}'


def fmt_quantity(q, unit):
    q = q.to(unit) if unit else q.to('')
    mag = float(q.magnitude)
    s = f'{mag:.4g}'
    if 'e' in s:
        m, e = s.split('e')
        s = f'{m}e{int(e)}'
    return (s + ' ' + unit) if unit else s


# ----------------------------------------------------------------------------- sources
OS_CHEM = 'OpenStax Chemistry 2e'
OS_PHYS = 'OpenStax College Physics 2e'
OS_UPHYS = 'OpenStax University Physics vol. '
OS_BIO = 'OpenStax Biology 2e'
STYLE = ' (exercise style; values and answer recomputed by make_subjects.py)'

RECORDS = []


def add(subject, cat, inp, kind, compute=None, unit=None, level='HS', src='', check=None, fr=False,
        answer=None):
    rec = {'subject': subject, 'category': cat, 'level': level, 'input': inp, 'kind': kind}
    if kind == 'chem_equation':
        rec['answer'] = balance(compute)
        compute = None
    elif answer is not None:
        rec['answer'] = answer
    else:
        val = eval(compute, {'__builtins__': {}, **ENV})  # noqa: S307 (our own formulas)
        if kind == 'quantity':
            rec['answer'] = fmt_quantity(val, unit)
        elif kind == 'number':
            rec['answer'] = f'{float(val):.3f}' if check and 'atol' in check else fmt_number(val)
        elif kind == 'bool':
            rec['answer'] = 'true' if val else 'false'
        elif kind in ('text', 'ratio'):
            rec['answer'] = str(val)
        else:
            raise ValueError(kind)
    rec['source'] = src
    if check:
        rec['check'] = check
    if compute is not None:
        rec['compute'] = compute
    if fr:
        rec['locale'] = 'fr'
    RECORDS.append(rec)


# ============================================================================= CHEMISTRY
def chem():
    c = lambda *a, **k: add('chemistry', *a, **k)  # noqa: E731
    bal = OS_CHEM + ' §4.1 Writing and balancing chemical equations' + STYLE
    redox = OS_CHEM + ' §17.1 Balancing oxidation-reduction reactions' + STYLE
    c('balance', 'balance the combustion of propane: C3H8 + O2 -> CO2 + H2O', 'chem_equation',
      'C3H8 + O2 -> CO2 + H2O', src=bal)
    c('balance', 'C8H18 + O2 = CO2 + H2O', 'chem_equation', 'C8H18 + O2 -> CO2 + H2O', src=bal)
    c('balance', "Équilibrer la combustion complète de l'éthanol : C2H5OH + O2 → CO2 + H2O",
      'chem_equation', 'C2H5OH + O2 -> CO2 + H2O', src=bal, fr=True)
    c('balance', 'heating Epsom salt: MgSO4·7H2O → MgSO4 + H2O, balance it', 'chem_equation',
      'MgSO4·7H2O -> MgSO4 + H2O', src=bal)
    c('balance', 'Na2CO3·10H2O + HCl → NaCl + CO2 + H2O', 'chem_equation',
      'Na2CO3·10H2O + HCl -> NaCl + CO2 + H2O', level='L1', src=bal)
    c('balance', 'Al(s) + Cu2+(aq) → Al3+(aq) + Cu(s)   balance mass and charge', 'chem_equation',
      'Al + Cu^2+ -> Al^3+ + Cu', src=OS_CHEM + ' §4.1 (ionic equations)' + STYLE)
    c('balance', 'Fe³⁺ + OH⁻ → Fe(OH)₃', 'chem_equation', 'Fe^3+ + OH^- -> Fe(OH)3',
      src=OS_CHEM + ' §4.1 (net ionic equations)' + STYLE)
    c('balance', 'balance in acidic solution: MnO4- + Fe2+ + H+ -> Mn2+ + Fe3+ + H2O', 'chem_equation',
      'MnO4^- + Fe^2+ + H^+ -> Mn^2+ + Fe^3+ + H2O', level='L1', src=redox)
    c('balance', 'Cr2O7^2- + I^- + H^+ → Cr^3+ + I2 + H2O', 'chem_equation',
      'Cr2O7^2- + I^- + H^+ -> Cr^3+ + I2 + H2O', level='L1', src=redox)
    c('balance', 'Équilibrer : Cu + NO3- + H+ → Cu2+ + NO + H2O', 'chem_equation',
      'Cu + NO3^- + H^+ -> Cu^2+ + NO + H2O', level='L1', src=redox, fr=True)
    c('balance', 'rust: Fe + O2 -> Fe2O3', 'chem_equation', 'Fe + O2 -> Fe2O3', src=bal)
    c('balance', 'balance Al + HCl → AlCl3 + H2', 'chem_equation', 'Al + HCl -> AlCl3 + H2', src=bal)
    c('balance', 'Ajuster les coefficients : Ca3(PO4)2 + H2SO4 → CaSO4 + H3PO4', 'chem_equation',
      'Ca3(PO4)2 + H2SO4 -> CaSO4 + H3PO4', src=bal, fr=True)
    c('balance', 'NH3 + O2 → NO + H2O (Ostwald process), balanced equation?', 'chem_equation',
      'NH3 + O2 -> NO + H2O', src=bal)

    mm = OS_CHEM + ' §3.1 Formula mass and the mole concept' + STYLE
    c('molar_mass', 'molar mass of Ca(NO3)2', 'quantity', "Q_(M('Ca(NO3)2'), 'g/mol')", 'g/mol', src=mm)
    c('molar_mass', 'M(C6H12O6) = ?', 'quantity', "Q_(M('C6H12O6'), 'g/mol')", 'g/mol', src=mm)
    c('molar_mass', "Masse molaire de l'acide sulfurique H2SO4", 'quantity', "Q_(M('H2SO4'), 'g/mol')",
      'g/mol', src=mm, fr=True)
    c('molar_mass', 'what is the molar mass of aluminium sulfate, Al2(SO4)3?', 'quantity',
      "Q_(M('Al2(SO4)3'), 'g/mol')", 'g/mol', src=mm)
    c('molar_mass', 'MgSO4·7H2O molar mass', 'quantity', "Q_(M('MgSO4·7H2O'), 'g/mol')", 'g/mol', src=mm)
    c('molar_mass', 'molar mass (NH4)3PO4 in g/mol', 'quantity', "Q_(M('(NH4)3PO4'), 'g/mol')", 'g/mol',
      src=mm)
    c('molar_mass', 'masse molaire de K4[Fe(CN)6]', 'quantity', "Q_(M('K4[Fe(CN)6]'), 'g/mol')", 'g/mol',
      level='L1', src=mm, fr=True)

    mol = OS_CHEM + ' §3.1 (moles, mass and Avogadro number)' + STYLE
    c('mole_mass', 'How many moles are in 25.0 g of NaCl?', 'quantity', "Q_(25.0 / M('NaCl'), 'mol')",
      'mol', src=mol)
    c('mole_mass', 'mass of 0.350 mol CaCO3', 'quantity', "Q_(0.350 * M('CaCO3'), 'g')", 'g', src=mol)
    c('mole_mass', 'number of water molecules in 10.0 g of H2O', 'quantity',
      "Q_(10.0 / M('H2O') * NA, '')", '', src=mol)
    c('mole_mass', 'Combien de moles de glucose C6H12O6 dans 4,50 g ?', 'quantity',
      "Q_(4.50 / M('C6H12O6'), 'mol')", 'mol', src=mol, fr=True)
    c('mole_mass', '3.01×10^23 molecules of CO2 — mass in grams?', 'quantity',
      "Q_(3.01e23 / NA * M('CO2'), 'g')", 'g', src=mol)
    c('mole_mass', 'moles of O atoms in 2.5 mol of Ca(NO3)2', 'quantity', "Q_(2.5 * 6, 'mol')", 'mol',
      level='L1', src=mol)
    c('mole_mass', 'Masse de 2,00×10^22 atomes de cuivre ?', 'quantity', "Q_(2.00e22 / NA * M('Cu'), 'g')",
      'g', src=mol, fr=True)

    sto = OS_CHEM + ' §4.3-4.4 Reaction stoichiometry, yields' + STYLE
    c('stoichiometry', '2 H2 + O2 → 2 H2O. How many grams of water form from 8.0 g of H2 (excess O2)?',
      'quantity', "Q_(8.0 / M('H2') * M('H2O'), 'g')", 'g', src=sto)
    c('stoichiometry', 'N2 + 3 H2 → 2 NH3 ; 28.0 g N2 and 9.0 g H2 react. Mass of NH3 formed?', 'quantity',
      "Q_(min(28.0 / M('N2') * 2, 9.0 / M('H2') * 2 / 3) * M('NH3'), 'g')", 'g', level='L1', src=sto)
    c('stoichiometry', '2 Al + 3 Cl2 → 2 AlCl3 with 10.0 g Al and 35.0 g Cl2. Which is the limiting reagent?',
      'text', "'Cl2' if 35.0 / M('Cl2') / 3 < 10.0 / M('Al') / 2 else 'Al'", level='L1', src=sto,
      answer=['Cl2', 'chlorine', 'chlorine gas', 'dichlore'])
    c('stoichiometry', 'CaCO3 → CaO + CO2. On chauffe 50,0 g de CaCO3 et on recueille 25,2 g de CaO. '
      'Rendement ?', 'quantity', "Q_(25.2 / (50.0 / M('CaCO3') * M('CaO')), '')", '', src=sto, fr=True)
    c('stoichiometry', 'C3H8 + 5 O2 → 3 CO2 + 4 H2O: grams of CO2 from burning 11.0 g of propane',
      'quantity', "Q_(11.0 / M('C3H8') * 3 * M('CO2'), 'g')", 'g', src=sto)
    c('stoichiometry', 'how many grams of O2 are needed to burn 1.00 mol CH4 completely? '
      '(CH4 + 2O2 → CO2 + 2H2O)', 'quantity', "Q_(2 * M('O2'), 'g')", 'g', src=sto)
    c('stoichiometry', 'Fe + CuSO4 → FeSO4 + Cu. Masse de cuivre obtenue à partir de 5,00 g de fer '
      '(CuSO4 en excès) ?', 'quantity', "Q_(5.00 / M('Fe') * M('Cu'), 'g')", 'g', src=sto, fr=True)
    c('stoichiometry', '4 Fe + 3 O2 → 2 Fe2O3. 16.8 g of Fe react with excess O2 and 20.0 g of Fe2O3 are '
      'collected. Percent yield?', 'quantity', "Q_(20.0 / (16.8 / M('Fe') / 2 * M('Fe2O3')), '')", '',
      level='L1', src=sto)

    con = OS_CHEM + ' §3.3 Molarity; §3.4 dilution' + STYLE
    c('concentration', 'Molarity of a solution made by dissolving 5.85 g NaCl in enough water to make '
      '500 mL', 'quantity', "Q_(5.85 / M('NaCl') / 0.500, 'mol/L')", 'mol/L', src=con)
    c('concentration', '25.0 mL of 6.0 M HCl is diluted to 150 mL. new concentration?', 'quantity',
      "Q_(6.0 * 25.0 / 150, 'mol/L')", 'mol/L', src=con)
    c('concentration', 'Quel volume de solution mère à 2,00 mol/L faut-il prélever pour préparer 250 mL '
      'de solution à 0,100 mol/L ?', 'quantity', "Q_(0.100 * 250 / 2.00, 'mL')", 'mL', src=con, fr=True)
    c('concentration', 'moles of glucose in 0.750 L of a 0.25 M solution', 'quantity',
      "Q_(0.750 * 0.25, 'mol')", 'mol', src=con)
    c('concentration', 'mass of CuSO4 needed to prepare 100 mL of 0.50 mol/L solution', 'quantity',
      "Q_(0.100 * 0.50 * M('CuSO4'), 'g')", 'g', src=con)
    c('concentration', 'Concentration massique 12 g/L de NaOH : concentration molaire ?', 'quantity',
      "Q_(12 / M('NaOH'), 'mol/L')", 'mol/L', src=con, fr=True)
    c('concentration', 'M1V1 = M2V2. Stock is 0.5 M; I need 2.0 L of 0.05 M. Volume of stock?', 'quantity',
      "Q_(0.05 * 2.0 / 0.5, 'L')", 'L', src=con)

    gas = OS_CHEM + ' §9.2 Relating pressure, volume, amount and temperature: the ideal gas law' + STYLE
    c('gas_law', 'Volume of 2.00 mol of an ideal gas at 0 °C and 1 atm?', 'quantity',
      "Q_(2.00 * 0.0820574 * 273.15 / 1, 'L')", 'L', src=gas)
    c('gas_law', 'What pressure does 0.500 mol of N2 exert in a 10.0 L flask at 25 °C? Give kPa.', 'quantity',
      "Q_(0.500 * R_gas * 298.15 / 0.0100, 'Pa')", 'kPa', src=gas)
    c('gas_law', 'n = ? pour 5,0 L de gaz à 300 K sous 101,3 kPa', 'quantity',
      "Q_(101.3e3 * 5.0e-3 / (R_gas * 300), 'mol')", 'mol', src=gas, fr=True)
    c('gas_law', 'A gas occupies 3.0 L at 1.0 atm. Volume at 2.5 atm, same temperature?', 'quantity',
      "Q_(3.0 * 1.0 / 2.5, 'L')", 'L', src=gas)
    c('gas_law', '2.5 L of gas at 27 °C is heated to 127 °C at constant pressure. New volume?', 'quantity',
      "Q_(2.5 * 400.15 / 300.15, 'L')", 'L', src=gas)
    c('gas_law', 'temperature of 1.5 mol of gas in 20 L at 2.0 atm', 'quantity',
      "Q_(2.0 * 20 / (1.5 * 0.0820574), 'K')", 'K', src=gas)
    c('gas_law', 'P1 = 1.2 atm, V1 = 4.0 L, T1 = 300 K → P2 = 0.80 atm, T2 = 350 K. V2 ?', 'quantity',
      "Q_(1.2 * 4.0 / 300 * 350 / 0.80, 'L')", 'L', level='L1', src=gas)

    ph = OS_CHEM + ' §14.2 pH and pOH' + STYLE
    atol = {'atol': 0.02}
    c('ph', 'pH of 0.0025 M HNO3', 'number', '-log10(0.0025)', check=atol, src=ph)
    c('ph', 'pH of a 0.050 M NaOH solution at 25 °C?', 'number', '14 + log10(0.050)', check=atol, src=ph)
    c('ph', "pH d'une solution de Ba(OH)2 à 0,010 mol/L", 'number', '14 + log10(2 * 0.010)', check=atol,
      src=ph, fr=True)
    c('ph', '[H+] of a solution whose pH = 3.40', 'quantity', "Q_(10 ** -3.40, 'mol/L')", 'mol/L', src=ph)
    c('ph', 'pOH of a solution with pH 9.25', 'number', '14 - 9.25', check=atol, src=ph)
    c('ph', 'pH of 0.10 M acetic acid, Ka = 1.8×10^-5', 'number',
      '-log10((-1.8e-5 + sqrt(1.8e-5 ** 2 + 4 * 1.8e-5 * 0.10)) / 2)', check=atol, level='L1',
      src=OS_CHEM + ' §14.3 Relative strengths of acids and bases (weak acid)' + STYLE)
    c('ph', 'pH de HCl à 3,2×10^-3 mol/L', 'number', '-log10(3.2e-3)', check=atol, src=ph, fr=True)


# ============================================================================= PHYSICS
def phys():
    p = lambda *a, **k: add('physics', *a, **k)  # noqa: E731
    uc = OS_PHYS + ' §1.3 Accuracy, precision and units (conversions)' + STYLE
    p('unit_conversion', 'convert 72 km/h to m/s', 'quantity', "Q_(72, 'km/h').to('m/s')", 'm/s', src=uc)
    p('unit_conversion', '98.6 °F in °C', 'quantity', "Q_(98.6, 'degF').to('degC')", 'degC',
      src=OS_PHYS + ' §13.1 Temperature' + STYLE)
    p('unit_conversion', '−40 °C to Fahrenheit', 'quantity', "Q_(-40, 'degC').to('degF')", 'degF',
      src=OS_PHYS + ' §13.1 Temperature' + STYLE)
    p('unit_conversion', 'Convertir 300 K en °C', 'quantity', "Q_(300, 'K').to('degC')", 'degC',
      check={'atol': 0.1}, src=OS_PHYS + ' §13.1 Temperature' + STYLE, fr=True)
    p('unit_conversion', '2.5 atm = ? kPa', 'quantity', "Q_(2.5, 'atm').to('kPa')", 'kPa', src=uc)
    p('unit_conversion', '1 kWh in joules', 'quantity', "Q_(1, 'kWh').to('J')", 'J', src=uc)
    p('unit_conversion', 'how many cm³ in 2.5 L', 'quantity', "Q_(2.5, 'L').to('cm^3')", 'cm^3', src=uc)
    p('unit_conversion', 'Convertir 15 m/s en km/h', 'quantity', "Q_(15, 'm/s').to('km/h')", 'km/h', src=uc,
      fr=True)
    p('unit_conversion', '350 °F → K', 'quantity', "Q_(350, 'degF').to('K')", 'K',
      src=OS_PHYS + ' §13.1 Temperature' + STYLE)
    p('unit_conversion', "someone is 5 ft 10 in tall, that's how many cm?", 'quantity',
      "(Q_(5, 'ft') + Q_(10, 'inch')).to('cm')", 'cm', src=uc)
    p('unit_conversion', '0,45 g/cm³ en kg/m³', 'quantity', "Q_(0.45, 'g/cm^3').to('kg/m^3')", 'kg/m^3',
      src=uc, fr=True)

    kin = OS_PHYS + ' ch. 2 Kinematics' + STYLE
    proj = OS_PHYS + ' §3.4 Projectile motion' + STYLE
    p('kinematics', 'A car accelerates from rest to 27 m/s in 9.0 s. Acceleration?', 'quantity',
      "Q_(27 / 9.0, 'm/s^2')", 'm/s^2', src=kin)
    p('kinematics', 'v0 = 5 m/s, a = 2 m/s², t = 4 s. distance covered?', 'quantity',
      "Q_(5 * 4 + 0.5 * 2 * 4 ** 2, 'm')", 'm', src=kin)
    p('kinematics', "Une pierre lâchée d'un pont touche l'eau après 2,5 s. Hauteur du pont ? (g = 9,8 m/s²)",
      'quantity', "Q_(0.5 * 9.8 * 2.5 ** 2, 'm')", 'm', src=kin, fr=True)
    p('kinematics', 'ball thrown straight up at 14.7 m/s, max height? g=9.8', 'quantity',
      "Q_(14.7 ** 2 / (2 * 9.8), 'm')", 'm', src=kin)
    p('kinematics', 'Stopping distance of a car at 30 m/s braking at 6.0 m/s²?', 'quantity',
      "Q_(30 ** 2 / (2 * 6.0), 'm')", 'm', src=kin)
    p('kinematics', 'A ball is kicked at 20 m/s at 30° above the horizontal on level ground. Range? '
      '(g = 9.81 m/s²)', 'quantity', "Q_(20 ** 2 * sin(radians(60)) / 9.81, 'm')", 'm', src=proj)
    p('kinematics', 'Un projectile est lancé à 25 m/s avec un angle de 60° au-dessus de l’horizontale. '
      'Portée ? g = 9,81', 'quantity', "Q_(25 ** 2 * sin(radians(120)) / 9.81, 'm')", 'm', src=proj, fr=True)
    p('kinematics', 'time of flight of a projectile launched at 20 m/s, 30°, g = 9.8', 'quantity',
      "Q_(2 * 20 * sin(radians(30)) / 9.8, 's')", 's', src=proj)
    p('kinematics', 'A ball rolls off a 1.25 m high table at 3.0 m/s. How far from the foot of the table '
      'does it land? (g = 10 m/s²)', 'quantity', "Q_(3.0 * sqrt(2 * 1.25 / 10), 'm')", 'm', level='L1',
      src=proj)
    p('kinematics', 'average speed in m/s for 120 km in 1.5 h', 'quantity', "Q_(120e3 / (1.5 * 3600), 'm/s')",
      'm/s', src=kin)

    dyn = OS_PHYS + ' ch. 4 Dynamics: force and Newton’s laws' + STYLE
    fric = OS_PHYS + ' §5.1 Friction' + STYLE
    p('dynamics', 'Force needed to accelerate a 1200 kg car at 2.5 m/s²', 'quantity', "Q_(1200 * 2.5, 'N')",
      'N', src=dyn)
    p('dynamics', 'weight of a 65 kg astronaut on the Moon (g = 1.62 m/s²)', 'quantity',
      "Q_(65 * 1.62, 'N')", 'N', src=dyn)
    p('dynamics', 'Un bloc de 10 kg glisse sur un sol horizontal, μ = 0,25, g = 9,8. Force de frottement ?',
      'quantity', "Q_(0.25 * 10 * 9.8, 'N')", 'N', src=fric, fr=True)
    p('dynamics', 'A 5.0 kg box is pushed with 40 N across a floor, μk = 0.40, g = 9.8. Acceleration?',
      'quantity', "Q_((40 - 0.40 * 5.0 * 9.8) / 5.0, 'm/s^2')", 'm/s^2', src=fric)
    p('dynamics', 'net force 150 N gives an acceleration of 3 m/s². mass?', 'quantity', "Q_(150 / 3, 'kg')",
      'kg', src=dyn)
    p('dynamics', 'block sliding down a frictionless 30° incline: acceleration? g = 9.8', 'quantity',
      "Q_(9.8 * sin(radians(30)), 'm/s^2')", 'm/s^2', src=dyn)
    p('dynamics', 'Atwood machine with 3.0 kg and 5.0 kg masses, g = 9.8 m/s². acceleration?', 'quantity',
      "Q_((5.0 - 3.0) * 9.8 / (5.0 + 3.0), 'm/s^2')", 'm/s^2', level='L1', src=dyn)
    p('dynamics', "Tension du câble d'un ascenseur de 800 kg qui monte avec a = 1,5 m/s² (g = 9,8) ?",
      'quantity', "Q_(800 * (9.8 + 1.5), 'N')", 'N', src=dyn, fr=True)

    en = OS_PHYS + ' ch. 7 Work, energy and energy resources' + STYLE
    p('energy', 'KE of a 1500 kg car moving at 20 m/s', 'quantity', "Q_(0.5 * 1500 * 20 ** 2, 'J')", 'J',
      src=en)
    p('energy', 'PE gained lifting 12 kg by 3.0 m, g = 9.8', 'quantity', "Q_(12 * 9.8 * 3.0, 'J')", 'J', src=en)
    p('energy', 'work done by a 50 N force over 8.0 m at 60° to the displacement', 'quantity',
      "Q_(50 * 8.0 * cos(radians(60)), 'J')", 'J', src=en)
    p('energy', 'Puissance d’un moteur qui fournit 9000 J en 30 s', 'quantity', "Q_(9000 / 30, 'W')", 'W',
      src=en, fr=True)
    p('energy', 'How fast must a 0.145 kg baseball move to have 100 J of kinetic energy?', 'quantity',
      "Q_(sqrt(2 * 100 / 0.145), 'm/s')", 'm/s', src=en)
    p('energy', 'A 60 kg climber gains 450 m of altitude in 2.0 h. Average power? g = 9.8', 'quantity',
      "Q_(60 * 9.8 * 450 / (2.0 * 3600), 'W')", 'W', src=en)
    p('energy', 'spring k = 200 N/m compressed by 0.15 m: stored energy', 'quantity',
      "Q_(0.5 * 200 * 0.15 ** 2, 'J')", 'J', src=OS_PHYS + ' §16.2 Period and energy of a spring' + STYLE)
    p('energy', 'Une bille de 50 g tombe de 1,8 m. Énergie cinétique juste avant le sol ? (g = 9,81)',
      'quantity', "Q_(0.050 * 9.81 * 1.8, 'J')", 'J', src=en, fr=True)

    fl = OS_PHYS + ' ch. 11 Fluid statics' + STYLE
    p('pressure_density', 'density of a 2.7 kg block of volume 0.0010 m³', 'quantity',
      "Q_(2.7 / 0.0010, 'kg/m^3')", 'kg/m^3', src=fl)
    p('pressure_density', 'gauge pressure 15 m below the surface of fresh water (ρ = 1000 kg/m³, g = 9.8)',
      'quantity', "Q_(1000 * 9.8 * 15, 'Pa')", 'kPa', src=fl)
    p('pressure_density', 'Une force de 600 N s’exerce sur 0,03 m². Pression ?', 'quantity',
      "Q_(600 / 0.03, 'Pa')", 'Pa', src=fl, fr=True)
    p('pressure_density', 'mass of 250 mL of mercury (density 13.6 g/cm³)', 'quantity',
      "Q_(250 * 13.6, 'g')", 'g', src=fl)
    p('pressure_density', 'Hydraulic press: small piston 0.010 m², large piston 0.50 m², 200 N on the small '
      'one. Force on the large one?', 'quantity', "Q_(200 * 0.50 / 0.010, 'N')", 'N', src=fl)
    p('pressure_density', 'absolute pressure 10 m under seawater: ρ = 1025 kg/m³, g = 9.81, '
      'Patm = 101.3 kPa', 'quantity', "Q_(101.3e3 + 1025 * 9.81 * 10, 'Pa')", 'kPa', level='L1', src=fl)
    p('pressure_density', 'Masse volumique d’un liquide dont 50 mL pèsent 45 g ?', 'quantity',
      "Q_(45 / 50, 'g/mL')", 'kg/m^3', src=fl, fr=True)

    wav = OS_PHYS + ' §16.9 Waves' + STYLE
    p('waves', 'frequency of a wave with speed 1500 m/s and wavelength 3.0 m', 'quantity',
      "Q_(1500 / 3.0, 'Hz')", 'Hz', src=wav)
    p('waves', 'period of a 50 Hz wave', 'quantity', "Q_(1 / 50, 's')", 's', src=wav)
    p('waves', "Longueur d'onde d'une radio FM à 100 MHz (c = 3,00×10^8 m/s)", 'quantity',
      "Q_(3.00e8 / 100e6, 'm')", 'm', src=wav, fr=True)
    p('waves', 'Crests are 0.40 m apart and 25 crests pass a point each second. Wave speed?', 'quantity',
      "Q_(0.40 * 25, 'm/s')", 'm/s', src=wav)
    p('waves', 'λ = 600 nm light. frequency? (c = 3.0e8 m/s)', 'quantity', "Q_(3.0e8 / 600e-9, 'Hz')", 'Hz',
      src=OS_PHYS + ' §24.1 Electromagnetic waves' + STYLE)
    p('waves', 'a wave has a period of 0.25 s and a wavelength of 2.0 m; speed?', 'quantity',
      "Q_(2.0 / 0.25, 'm/s')", 'm/s', src=wav)
    p('waves', 'Un son de fréquence 2 kHz se propage à 340 m/s. λ ?', 'quantity', "Q_(340 / 2000, 'm')", 'm',
      src=wav, fr=True)


# ============================================================================= ENGINEERING
def eng():
    e = lambda *a, **k: add('engineering', *a, **k)  # noqa: E731
    cir = OS_UPHYS + '2, ch. 9-10 Current, resistance and DC circuits' + STYLE
    e('circuits', 'current through a 220 Ω resistor connected across 9 V', 'quantity', "Q_(9 / 220, 'A')",
      'mA', src=cir)
    e('circuits', 'V = IR with I = 2.5 mA and R = 4.7 kΩ', 'quantity', "Q_(2.5e-3 * 4.7e3, 'V')", 'V', src=cir)
    e('circuits', '100 Ω, 220 Ω and 330 Ω in series. total resistance', 'quantity',
      "Q_(100 + 220 + 330, 'ohm')", 'ohm', src=cir)
    e('circuits', 'R1 = 6 Ω ∥ R2 = 3 Ω, Req?', 'quantity', "Q_(1 / (1 / 6 + 1 / 3), 'ohm')", 'ohm', src=cir)
    e('circuits', 'equivalent resistance of 10k, 22k and 47k in parallel', 'quantity',
      "Q_(1 / (1 / 10e3 + 1 / 22e3 + 1 / 47e3), 'ohm')", 'kohm', level='L1', src=cir)
    e('circuits', 'Puissance dissipée par une résistance de 47 Ω parcourue par un courant de 0,2 A',
      'quantity', "Q_(47 * 0.2 ** 2, 'W')", 'W', src=cir, fr=True)
    e('circuits', 'current drawn by a 60 W bulb on 230 V mains', 'quantity', "Q_(60 / 230, 'A')", 'A', src=cir)
    e('circuits', 'resistance of a 1500 W kettle at 230 V', 'quantity', "Q_(230 ** 2 / 1500, 'ohm')", 'ohm',
      src=cir)
    e('circuits', 'Vout of a divider with 10k on top and 4.7k to ground, fed from 9 V', 'quantity',
      "Q_(9 * 4.7 / (10 + 4.7), 'V')", 'V', src=cir)
    e('circuits', '100 Ω in series with (200 Ω ∥ 300 Ω): total resistance', 'quantity',
      "Q_(100 + 1 / (1 / 200 + 1 / 300), 'ohm')", 'ohm', src=cir)
    e('circuits', 'energy used by a 2 kW heater running 3 hours, in kWh', 'quantity', "Q_(2 * 3, 'kWh')",
      'kWh', src=cir)
    e('circuits', '12 mA splits between 2 kΩ and 6 kΩ in parallel. Current in the 2 kΩ branch?', 'quantity',
      "Q_(12e-3 * 6 / (2 + 6), 'A')", 'mA', level='L1', src=cir)
    e('circuits', 'Deux résistances de 1 kΩ et 1,5 kΩ en série sous 5 V : intensité du courant ?', 'quantity',
      "Q_(5 / 2500, 'A')", 'mA', src=cir, fr=True)
    e('circuits', 'series resistor for a 2.0 V LED at 20 mA from a 5 V supply', 'quantity',
      "Q_((5 - 2.0) / 20e-3, 'ohm')", 'ohm', src=cir)
    e('circuits', 'four 1 kΩ resistors in parallel', 'quantity', "Q_(1e3 / 4, 'ohm')", 'ohm', src=cir)
    e('circuits', 'resistance of 100 m of copper wire, cross-section 1.0 mm², ρ = 1.68×10⁻⁸ Ω·m', 'quantity',
      "Q_(1.68e-8 * 100 / 1.0e-6, 'ohm')", 'ohm', src=OS_UPHYS + '2, §9.3 Resistivity and resistance' + STYLE)
    e('circuits', 'power in a 4.7 kΩ resistor with 12 V across it', 'quantity', "Q_(12 ** 2 / 4.7e3, 'W')",
      'mW', src=cir)

    rc = OS_UPHYS + '2, §10.5 RC circuits' + STYLE
    e('rc', 'τ for R = 47 kΩ, C = 22 µF', 'quantity', "Q_(47e3 * 22e-6, 's')", 's', src=rc)
    e('rc', 'time constant: 470 uF capacitor charging through 1 kohm', 'quantity', "Q_(1e3 * 470e-6, 's')",
      's', src=rc)
    e('rc', "Constante de temps d'un circuit RC : R = 100 kΩ, C = 10 nF", 'quantity', "Q_(100e3 * 10e-9, 's')",
      'ms', src=rc, fr=True)
    e('rc', 'A 47 µF capacitor charges from 0 V through 10 kΩ from a 12 V supply. Voltage after 0.50 s?',
      'quantity', "Q_(12 * (1 - exp(-0.50 / (10e3 * 47e-6))), 'V')", 'V', level='L1', src=rc)
    e('rc', 'fraction of full charge reached after 2 time constants', 'number', '1 - exp(-2)', src=rc)
    e('rc', 'how long for an RC circuit with τ = 2.0 ms to discharge to 10 % of its initial voltage?',
      'quantity', "Q_(2.0e-3 * log(10), 's')", 'ms', level='L1', src=rc)
    e('rc', 'Charge stockée par un condensateur de 100 µF sous 9 V ?', 'quantity', "Q_(100e-6 * 9, 'C')",
      'uC', src=OS_UPHYS + '2, §8.1 Capacitors and capacitance' + STYLE, fr=True)
    e('rc', 'energy stored in a 1000 µF capacitor charged to 25 V', 'quantity',
      "Q_(0.5 * 1000e-6 * 25 ** 2, 'J')", 'J', src=OS_UPHYS + '2, §8.3 Energy stored in a capacitor' + STYLE)
    e('rc', 'cutoff frequency of an RC low-pass filter, R = 1.6 kΩ, C = 100 nF', 'quantity',
      "Q_(1 / (2 * pi * 1.6e3 * 100e-9), 'Hz')", 'Hz', level='L1', src=rc)
    e('rc', 'a capacitor at 5.0 V discharges through 20 kΩ; C = 50 µF. Time to reach 1.0 V?', 'quantity',
      "Q_(20e3 * 50e-6 * log(5.0 / 1.0), 's')", 's', level='L1', src=rc)
    e('rc', 'Quelle résistance faut-il pour obtenir τ = 0,1 s avec C = 220 µF ?', 'quantity',
      "Q_(0.1 / 220e-6, 'ohm')", 'ohm', src=rc, fr=True)
    e('rc', 'initial charging current when a 12 V source charges an uncharged capacitor through 3.3 kΩ',
      'quantity', "Q_(12 / 3.3e3, 'A')", 'mA', src=rc)

    sm = OS_UPHYS + '1, §12.3 Stress, strain and elastic modulus' + STYLE
    mach = 'open-course mechanical principles worksheet (simple machines, gears, efficiency)' + STYLE
    e('mechanics', 'stress in a rod of cross-section 50 mm² carrying 10 kN', 'quantity',
      "Q_(10e3 / 50e-6, 'Pa')", 'MPa', src=sm)
    e('mechanics', 'a 2.0 m bar stretches by 1.2 mm. strain?', 'number', '1.2e-3 / 2.0', src=sm)
    e('mechanics', "Young's modulus if a stress of 150 MPa gives a strain of 0.00075", 'quantity',
      "Q_(150e6 / 0.00075, 'Pa')", 'GPa', src=sm)
    e('mechanics', "Allongement d'une barre d'acier de 3,0 m soumise à une contrainte de 100 MPa "
      "(E = 200 GPa) ?", 'quantity', "Q_(100e6 * 3.0 / 200e9, 'm')", 'mm', src=sm, fr=True)
    e('mechanics', 'motor efficiency: 2.5 kW in, 2.1 kW out', 'quantity', "Q_(2.1 / 2.5, '')", '', src=mach)
    e('mechanics', 'A machine lifts a 400 N load 2.0 m when a 150 N effort moves 6.0 m. Efficiency?',
      'quantity', "Q_(400 * 2.0 / (150 * 6.0), '')", '', src=mach)
    e('mechanics', 'driver gear 20 teeth at 1200 rpm drives a 60-tooth gear. output speed?', 'quantity',
      "Q_(1200 * 20 / 60, 'rpm')", 'rpm', src=mach)
    e('mechanics', 'Pignon moteur de 15 dents, roue menée de 45 dents. Rapport vitesse d’entrée : vitesse de '
      'sortie ?', 'ratio', "'%d:%d' % (45 // 15, 1)", check={'ordered': True}, src=mach, fr=True)
    e('mechanics', 'torque of a 50 N force applied 0.30 m from the pivot (perpendicular)', 'quantity',
      "Q_(50 * 0.30, 'N*m')", 'N*m', src=OS_PHYS + ' §9.2 The second condition for equilibrium' + STYLE)
    e('mechanics', 'mechanical advantage of a lever: effort arm 1.2 m, load arm 0.3 m', 'number', '1.2 / 0.3',
      src=mach)
    e('mechanics', 'Output torque of a 20:1 reduction gearbox, input 5.0 N·m, efficiency 90 %', 'quantity',
      "Q_(5.0 * 20 * 0.90, 'N*m')", 'N*m', level='L1', src=mach)
    e('mechanics', 'power transmitted by a shaft turning at 1500 rpm with a torque of 40 N·m', 'quantity',
      "Q_(40 * 1500 * 2 * pi / 60, 'W')", 'kW', level='L1', src=mach)
    e('mechanics', 'Contrainte de cisaillement dans un boulon de 12 mm de diamètre soumis à 9 kN '
      '(cisaillement simple) ?', 'quantity', "Q_(9e3 / (pi * 0.006 ** 2), 'Pa')", 'MPa', level='L1', src=sm,
      fr=True)
    e('mechanics', 'factor of safety: ultimate strength 400 MPa, working stress 125 MPa', 'number', '400 / 125',
      src=sm)
    e('mechanics', 'ideal effort to lift a 2000 N load with a pulley system of mechanical advantage 4',
      'quantity', "Q_(2000 / 4, 'N')", 'N', src=mach)


# ============================================================================= CS
def cs():
    s = lambda *a, **k: add('cs', *a, **k)  # noqa: E731
    nb = 'open-course digital logic worksheet, number systems' + STYLE
    lz = {'ignore_leading_zeros': True}
    s('base_conversion', 'convert 45 to binary', 'text', 'fmt_base(45, 2)', check=lz, src=nb)
    s('base_conversion', '0b11011011 to decimal', 'number', "int('11011011', 2)", src=nb)
    s('base_conversion', '(3F7)16 en décimal', 'number', "int('3F7', 16)", src=nb, fr=True)
    s('base_conversion', '1011 0110 in hex', 'text', "fmt_base(int('10110110', 2), 16)", check=lz, src=nb)
    s('base_conversion', 'decimal 500 → octal', 'text', 'fmt_base(500, 8)', check=lz, src=nb)
    s('base_conversion', 'octal 157 to binary', 'text', "fmt_base(int('157', 8), 2)", check=lz, src=nb)
    s('base_conversion', 'convert 0.625 to binary', 'text', "frac_to_base(Fraction(5, 8), 2)", check=lz,
      level='L1', src=nb)
    s('base_conversion', 'Convertir 13,375 en binaire', 'text', "frac_to_base(Fraction(107, 8), 2)", check=lz,
      level='L1', src=nb, fr=True)
    s('base_conversion', '101.11₂ to decimal', 'number', "int('10111', 2) / 4", level='L1', src=nb)
    s('base_conversion', 'octal 17.4 to decimal', 'number', "int('17', 8) + 4 / 8", level='L1', src=nb)
    s('base_conversion', '4095 → hex', 'text', 'fmt_base(4095, 16)', check=lz, src=nb)
    s('base_conversion', 'Écrire 2024 en base 16', 'text', 'fmt_base(2024, 16)', check=lz, src=nb, fr=True)

    tc = 'open-course computer organisation worksheet, two’s complement' + STYLE
    s('twos_complement', '-25 in 8-bit two\'s complement', 'text', 'twos(-25, 8)', src=tc)
    s('twos_complement', 'Représenter -1 en complément à deux sur 8 bits', 'text', 'twos(-1, 8)', src=tc,
      fr=True)
    s('twos_complement', '11010110 as a signed 8-bit number', 'number', "int('11010110', 2) - 256", src=tc)
    s('twos_complement', "two's complement of 0110 1100", 'text',
      "format((256 - int('01101100', 2)) % 256, '08b')", src=tc)
    s('twos_complement', 'smallest value of a 12-bit two’s complement integer', 'number', '-2 ** 11', src=tc)
    s('twos_complement', 'does 100 + 50 overflow in 8-bit signed arithmetic?', 'bool',
      'not (-128 <= 100 + 50 <= 127)', src=tc)
    s('twos_complement', '-100 as a 16-bit two’s complement number, in hex', 'text',
      "format(-100 % 65536, '04X')", level='L1', src=tc)
    s('twos_complement', 'Sur 6 bits en complément à deux, que vaut 101010 ?', 'number',
      "int('101010', 2) - 64", src=tc, fr=True)
    s('twos_complement', '8-bit signed: -128 + (-1), overflow? yes/no', 'bool',
      'not (-128 <= -128 + -1 <= 127)', level='L1', src=tc)

    ba = 'open-course digital logic worksheet, binary arithmetic' + STYLE
    s('binary_arith', '1011 + 1101 in binary', 'text', "fmt_base(int('1011', 2) + int('1101', 2), 2)",
      check=lz, src=ba)
    s('binary_arith', '11001 − 0111 (binary)', 'text', "fmt_base(int('11001', 2) - int('0111', 2), 2)",
      check=lz, src=ba)
    s('binary_arith', '101 × 11 in base 2', 'text', "fmt_base(int('101', 2) * int('11', 2), 2)", check=lz,
      src=ba)
    s('binary_arith', 'Calculer 110110₂ + 101011₂', 'text', "fmt_base(int('110110', 2) + int('101011', 2), 2)",
      check=lz, src=ba, fr=True)
    s('binary_arith', 'binary division 110110 / 110', 'text', "fmt_base(int('110110', 2) // int('110', 2), 2)",
      check=lz, level='L1', src=ba)
    s('binary_arith', '17 + 5 in octal (both octal)', 'text', "fmt_base(int('17', 8) + int('5', 8), 8)",
      check=lz, src=ba)
    s('binary_arith', '11111111 + 1 = ? (binary)', 'text', "fmt_base(255 + 1, 2)", check=lz, src=ba)
    s('binary_arith', 'FF − 1A en hexadécimal', 'text', "fmt_base(0xFF - 0x1A, 16)", check=lz, src=ba, fr=True)

    bw = 'open-course C programming worksheet, bitwise operators' + STYLE
    s('bitwise', '1100 AND 1010', 'text', "format(0b1100 & 0b1010, '04b')", check=lz, src=bw)
    s('bitwise', '10110011 OR 01001100', 'text', "format(0b10110011 | 0b01001100, '08b')", check=lz, src=bw)
    s('bitwise', '0x5A XOR 0xFF (hex result)', 'text', "format(0x5A ^ 0xFF, 'X')", check=lz, src=bw)
    s('bitwise', '13 ET 11 bit à bit, résultat en décimal', 'number', '13 & 11', src=bw, fr=True)
    s('bitwise', 'shift 00010110 left by 2 (8-bit result)', 'text', "format((0b00010110 << 2) & 0xFF, '08b')",
      src=bw)
    s('bitwise', '29 >> 2', 'number', '29 >> 2', src=bw)
    s('bitwise', '10110101 & 0x0F, binary on 8 bits', 'text', "format(0b10110101 & 0x0F, '08b')", src=bw)
    s('bitwise', '12 | 5 = ?', 'number', '12 | 5', src=bw)

    km = 'open-course digital logic worksheet, Karnaugh maps' + STYLE

    def bm(inp, variables, mins, dcs=(), src=km, **k):
        chk = {'vars': list(variables), 'minterms': list(mins), 'form': 'minimal_sop'}
        if dcs:
            chk['dontcares'] = list(dcs)
        s('boolean_min', inp, 'boolean', answer=sop(list(variables), mins, dcs), check=chk, src=src, **k)
    bm('Minimise F(A,B,C) = Σm(1,3,5,7)', 'ABC', [1, 3, 5, 7])
    bm('F(A,B,C) = Σm(0,1,2,5,6,7) — minimal SOP', 'ABC', [0, 1, 2, 5, 6, 7], level='L1')
    bm('Simplifier F(A,B,C,D) = Σm(0,1,2,3,8,9,10,11) en somme de produits minimale', 'ABCD',
       [0, 1, 2, 3, 8, 9, 10, 11], fr=True)
    bm('F(A,B,C,D) = Σm(1,3,7,11,15) + d(0,2,5), minimal sum of products', 'ABCD', [1, 3, 7, 11, 15],
       [0, 2, 5], level='L1',
       src='SymPy documentation, sympy.logic.boolalg.SOPform example (variables renamed A-D)')
    bm('F(X,Y,Z) = Σm(2,3,4,5) simplify', 'XYZ', [2, 3, 4, 5])
    bm('K-map: F(A,B,C,D) = Σm(0,2,4,6,8,10,12,14)', 'ABCD', [0, 2, 4, 6, 8, 10, 12, 14])
    bm('F(A,B,C,D) = Σm(0,4,5,7,8,9,13,15) + d(1,12): minimal SOP', 'ABCD', [0, 4, 5, 7, 8, 9, 13, 15], [1, 12],
       level='L1')
    bm('Minimiser F(A,B,C) = Σm(3,5,6,7)', 'ABC', [3, 5, 6, 7], fr=True)
    bm("simplify F = A'B'C + A'BC + AB'C + ABC' to a minimal SOP", 'ABC', [1, 3, 5, 6])
    bm('F(A,B,C,D) = Σm(2,3,7,9,11,13) + d(1,10,15), minimise', 'ABCD', [2, 3, 7, 9, 11, 13], [1, 10, 15],
       level='L1')

    le = 'open-course discrete mathematics worksheet, propositional logic' + STYLE
    s('logic_equivalence', 'Is ¬(A ∧ B) equivalent to ¬A ∨ ¬B?', 'bool',
      'equivalent(Not(And(A, B)), Or(Not(A), Not(B)))', src=le)
    s('logic_equivalence', '(A → B) ≡ (¬B → ¬A) ?', 'bool',
      'equivalent(Implies(A, B), Implies(Not(B), Not(A)))', src=le)
    s('logic_equivalence', 'is A → B equivalent to B → A', 'bool', 'equivalent(Implies(A, B), Implies(B, A))',
      src=le)
    s('logic_equivalence', "A + A'B = A + B ? vrai ou faux", 'bool', 'equivalent(Or(A, And(Not(A), B)), Or(A, B))',
      src=le, fr=True)
    s('logic_equivalence', 'Is ((P ∨ Q) ∧ ¬P) → Q a tautology?', 'bool',
      'tautology(Implies(And(Or(P, Q), Not(P)), Q))', src=le)
    s('logic_equivalence', "Is A ⊕ B equivalent to (A + B)(A' + B')?", 'bool',
      'equivalent(Xor(A, B), And(Or(A, B), Or(Not(A), Not(B))))', src=le)
    s('logic_equivalence', 'A(B + C) = AB + C ?', 'bool', 'equivalent(And(A, Or(B, C)), Or(And(A, B), C))',
      src=le)
    s('logic_equivalence', '(P ⇒ Q) ∧ (Q ⇒ P) est-il une tautologie ?', 'bool',
      'tautology(And(Implies(P, Q), Implies(Q, P)))', src=le, fr=True)
    s('logic_equivalence', "consensus: is AB + A'C + BC equivalent to AB + A'C?", 'bool',
      'equivalent(Or(And(A, B), And(Not(A), C), And(B, C)), Or(And(A, B), And(Not(A), C)))', level='L1', src=le)


# ============================================================================= BIOLOGY
def bio():
    b = lambda *a, **k: add('biology', *a, **k)  # noqa: E731
    men = OS_BIO + ' ch. 12 Mendel’s experiments and heredity' + STYLE
    o = {'ordered': True}
    b('monohybrid', 'Tt × Tt: what fraction of the offspring is short (tt)?', 'number',
      "p_offspring('Tt', 'Tt', 'tt')", src=men)
    b('monohybrid', 'Aa × aa phenotypic ratio', 'ratio', "cross('Aa', 'aa')", src=men)
    b('monohybrid', 'genotypic ratio BB:Bb:bb of Bb × Bb', 'ratio',
      "'%d:%d:%d' % tuple(int(4 * p_offspring('Bb', 'Bb', g)) for g in ('BB', 'Bb', 'bb'))", check=o, src=men)
    b('monohybrid', "Croisement Aa × AA : proportion d'hétérozygotes ?", 'number', "p_offspring('Aa', 'AA', 'Aa')",
      src=men, fr=True)
    b('monohybrid', 'Purple (P) is dominant over white (p). Pp × Pp gives 400 seedlings; how many white '
      'are expected?', 'number', "400 * p_offspring('Pp', 'Pp', 'pp')", src=men)
    b('monohybrid', 'two heterozygous tall pea plants are crossed — probability an offspring is tall?',
      'number', "p_offspring('Tt', 'Tt', 'T_')", src=men)
    b('monohybrid', 'Rapport phénotypique de Cc × Cc', 'ratio', "cross('Cc', 'Cc')", src=men, fr=True)
    b('monohybrid', 'Incomplete dominance: red (RR) × white (rr) snapdragons, F1 selfed. F2 ratio '
      'red : pink : white?', 'ratio',
      "'%d:%d:%d' % tuple(int(4 * p_offspring('Rr', 'Rr', g)) for g in ('RR', 'Rr', 'rr'))", check=o,
      level='L1', src=OS_BIO + ' §12.2 Characteristics and traits (incomplete dominance)' + STYLE)

    di = OS_BIO + ' §12.3 Laws of inheritance (dihybrid crosses)' + STYLE
    b('dihybrid', 'AaBb × AaBb: fraction aabb', 'number', "p_offspring('AaBb', 'AaBb', 'aabb')", src=di)
    b('dihybrid', 'RrYy × RrYy phenotypic ratio', 'ratio', "cross('RrYy', 'RrYy')", src=di)
    b('dihybrid', 'AaBb × AaBb: probability of the A_bb phenotype', 'number',
      "p_offspring('AaBb', 'AaBb', 'A_bb')", src=di)
    b('dihybrid', 'AaBB × AaBb phenotypic ratio', 'ratio', "cross('AaBB', 'AaBb')", src=di)
    b('dihybrid', 'probability that AaBb × AaBb gives an AaBb child', 'number',
      "p_offspring('AaBb', 'AaBb', 'AaBb')", src=di)
    b('dihybrid', 'Croisement AaBb × Aabb : proportion de descendants au phénotype dominant pour les deux '
      'caractères ?', 'number', "p_offspring('AaBb', 'Aabb', 'A_B_')", src=di, fr=True)
    b('dihybrid', '320 F2 offspring from RrYy × RrYy. Expected number of wrinkled green (rryy)?', 'number',
      "320 * p_offspring('RrYy', 'RrYy', 'rryy')", src=di)
    b('dihybrid', 'AaBbCc × AaBbCc, fraction aabbcc?', 'number', "p_offspring('AaBbCc', 'AaBbCc', 'aabbcc')",
      level='L1', src=di)
    b('dihybrid', 'Combien de types de gamètes différents produit un individu AaBbCc ?', 'number', '2 ** 3',
      src=di, fr=True)

    tcx = OS_BIO + ' §12.2 (test cross)' + STYLE
    b('test_cross', 'test cross of Bb — phenotypic ratio of the offspring', 'ratio', "cross('Bb', 'bb')",
      src=tcx)
    b('test_cross', 'A tall plant crossed with a short (tt) plant gives 52 tall and 48 short. Is the tall '
      'parent heterozygous?', 'bool', "p_offspring('Tt', 'tt', 'tt') > 0", src=tcx)
    b('test_cross', 'Croisement test AaBb × aabb : rapport phénotypique', 'ratio', "cross('AaBb', 'aabb')",
      src=tcx, fr=True)
    b('test_cross', 'A black guinea pig crossed with a white one (bb) gives 12 offspring, all black. If the '
      'black parent were Bb, what is the probability of getting 12 black pups in a row?', 'number',
      "p_offspring('Bb', 'bb', 'B_') ** 12", level='L1', src=tcx)
    b('test_cross', 'AABb × aabb: fraction of offspring showing both dominant traits', 'number',
      "p_offspring('AABb', 'aabb', 'A_B_')", src=tcx)
    b('test_cross', 'test cross of a dihybrid (AaBb × aabb), 400 offspring: how many with both recessive '
      'traits?', 'number', "400 * p_offspring('AaBb', 'aabb', 'aabb')", src=tcx)
    b('test_cross', 'Un individu de phénotype dominant croisé avec un homozygote récessif aa donne 50 % de '
      'descendants récessifs. Le parent dominant est-il homozygote ?', 'bool', "p_offspring('Aa', 'aa', 'aa') == 0",
      src=tcx, fr=True)

    hw = OS_BIO + ' §19.1 Population evolution (Hardy-Weinberg)' + STYLE
    b('hardy_weinberg', 'q² = 0.09, find p', 'number', '1 - sqrt(0.09)', src=hw)
    b('hardy_weinberg', 'p = 0.6 : frequency of heterozygotes?', 'number', '2 * 0.6 * 0.4', src=hw)
    b('hardy_weinberg', '16% of a population shows the recessive phenotype. Frequency of the dominant allele?',
      'number', '1 - sqrt(0.16)', src=hw)
    b('hardy_weinberg', "Dans une population de 1000 individus, 90 sont aa. Nombre attendu d'hétérozygotes ?",
      'number', '1000 * 2 * sqrt(90 / 1000) * (1 - sqrt(90 / 1000))', src=hw, fr=True)
    b('hardy_weinberg', 'albinism occurs in 1 in 10,000 people. q?', 'number', 'sqrt(1 / 10000)', src=hw)
    b('hardy_weinberg', 'p = 0.8, expected proportion homozygous dominant', 'number', '0.8 ** 2', src=hw)
    b('hardy_weinberg', 'q = 0,2 : proportion d’individus de phénotype dominant ?', 'number', '1 - 0.2 ** 2',
      src=hw, fr=True)
    b('hardy_weinberg', '1% of a population has a recessive disease. What proportion are carriers?', 'number',
      '2 * sqrt(0.01) * (1 - sqrt(0.01))', level='L1', src=hw)

    mg = OS_BIO + ' §4.1 Studying cells (microscopy)' + STYLE
    b('magnification', 'total magnification with a 10× eyepiece and a 40× objective', 'number', '10 * 40',
      src=mg)
    b('magnification', 'a cell 20 µm across is viewed at ×500. image size in mm?', 'quantity',
      "Q_(20 * 500, 'um')", 'mm', src=mg)
    b('magnification', 'Une image de 45 mm représente une cellule de 30 µm. Grossissement ?', 'number',
      '45e-3 / 30e-6', src=mg, fr=True)
    b('magnification', 'a 10 µm scale bar is drawn 25 mm long. magnification?', 'number', '25e-3 / 10e-6',
      src=mg)
    b('magnification', 'A mitochondrion measures 12 mm on a micrograph at ×24 000. Real length in µm?',
      'quantity', "Q_(12e-3 / 24000, 'm')", 'um', level='L1', src=mg)
    b('magnification', 'image 6 cm, actual 0.2 mm, magnification?', 'number', '6e-2 / 0.2e-3', src=mg)
    b('magnification', 'Grossissement total avec un oculaire ×15 et un objectif ×100', 'number', '15 * 100',
      src=mg, fr=True)

    pg = OS_BIO + ' §45.2 Environmental limits to population growth' + STYLE
    b('population_growth', 'Bacteria double every 20 min. Starting with 500 cells, how many after 2 hours?',
      'number', '500 * 2 ** (120 / 20)', src=pg)
    b('population_growth', 'N0 = 1000, r = 0.05 per year (continuous). N after 10 years?', 'number',
      '1000 * exp(0.05 * 10)', src=pg)
    b('population_growth', 'Une population de 2000 individus croît de 3 % par an. Effectif après 5 ans ?',
      'number', '2000 * 1.03 ** 5', src=pg, fr=True)
    b('population_growth', 'logistic growth: r = 0.2 per year, N = 300, K = 1000. dN/dt?', 'number',
      '0.2 * 300 * (1 - 300 / 1000)', level='L1', src=pg)
    b('population_growth', 'doubling time for r = 0.035 per year', 'quantity', "Q_(log(2) / 0.035, 'year')",
      'year', src=pg)
    b('population_growth', '120 births and 80 deaths in a year in a population of 2000: per capita growth '
      'rate r?', 'number', '(120 - 80) / 2000', src=pg)
    b('population_growth', "L'effectif passe de 5000 à 20 000 en 6 h (croissance exponentielle). Temps de "
      "doublement ?", 'quantity', "Q_(6 * log(2) / log(20000 / 5000), 'h')", 'h', src=pg, fr=True)


PREFIX = {'chemistry': 'chem', 'physics': 'phys', 'engineering': 'eng', 'cs': 'cs', 'biology': 'bio'}
CAT = {'balance': 'bal', 'molar_mass': 'mm', 'mole_mass': 'mol', 'stoichiometry': 'sto', 'concentration': 'con',
       'gas_law': 'gas', 'ph': 'ph', 'unit_conversion': 'uc', 'kinematics': 'kin', 'dynamics': 'dyn',
       'energy': 'en', 'pressure_density': 'pd', 'waves': 'wav', 'circuits': 'cir', 'rc': 'rc',
       'mechanics': 'mec', 'base_conversion': 'base', 'twos_complement': 'tc', 'binary_arith': 'ba',
       'bitwise': 'bw', 'boolean_min': 'bm', 'logic_equivalence': 'le', 'monohybrid': 'mono',
       'dihybrid': 'di', 'test_cross': 'tc', 'hardy_weinberg': 'hw', 'magnification': 'mag',
       'population_growth': 'pop'}


def build():
    chem(); phys(); eng(); cs(); bio()  # noqa: E702
    n = {}
    out = []
    for r in RECORDS:
        key = (r['subject'], r['category'])
        n[key] = n.get(key, 0) + 1
        rid = f'sx-{PREFIX[r["subject"]]}-{CAT[r["category"]]}-{n[key]:02d}'
        out.append({'id': rid, **r})
    # random split per subject, stratified by category so that every category is in both parts;
    # odd categories give their extra problem alternately to dev and held-out
    rng = random.Random(SEED)
    dev_ids, extra = set(), 0
    for subj in PREFIX:
        for cat in dict.fromkeys(r['category'] for r in out if r['subject'] == subj):
            ids = [r['id'] for r in out if r['subject'] == subj and r['category'] == cat]
            rng.shuffle(ids)
            k = len(ids) // 2
            if len(ids) % 2:
                k += extra
                extra ^= 1
            dev_ids.update(ids[:k])
    dev = [r for r in out if r['id'] in dev_ids]
    held = [r for r in out if r['id'] not in dev_ids]
    return dev, held


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true', help='validate both files with the oracle')
    a = ap.parse_args()
    dev, held = build()
    for name, recs in (('subjects-dev.jsonl', dev), ('subjects-heldout.jsonl', held)):
        with open(os.path.join(HERE, name), 'w', encoding='utf-8') as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + '\n')
        print(f'{name}: {len(recs)} problems')
    if a.check:
        rc = 0
        for name in ('subjects-dev.jsonl', 'subjects-heldout.jsonl'):
            r = subprocess.run([sys.executable, ORACLE, '--validate', os.path.join(HERE, name)])
            rc |= r.returncode
        sys.exit(rc)


if __name__ == '__main__':
    main()
