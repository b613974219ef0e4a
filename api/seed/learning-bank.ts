/**
 * Generated practice questions with worked solutions (HTML with TeX math) for the doubt module's solution bank and
 * the NCERT exercises. Deterministic: every number comes from the seed's PRNG; every answer is
 * computed, not written by hand.
 */
import type { Prng } from './prng';
import type { SubjectKey } from './content';

export interface BankQuestion {
  question: string;
  solution: string;
}

/** A template: the chapter it belongs to (a name of CHAPTERS) and a maker of one question from random numbers. */
export interface BankTemplate {
  chapter: string;
  make: (rng: Prng) => BankQuestion;
}

import { fmt, p } from './learning-bank-format';
import { BIO_BANK, MATH_BANK } from './learning-bank-math-bio';

export const BANK_TEMPLATES: Record<SubjectKey, BankTemplate[]> = {
  phy: [
    {
      chapter: 'Motion in a Plane',
      make: (rng) => {
        const u = rng.pick([10, 20, 30, 40, 50]);
        const th = rng.pick([15, 30, 45, 60, 75]);
        const range = (u * u * Math.sin((2 * th * Math.PI) / 180)) / 10;
        return {
          question: p(
            `A projectile is thrown with speed $u = ${u}\\,\\text{m s}^{-1}$ at $\\theta = ${th}^\\circ$ above the horizontal. Find its horizontal range. Take $g = 10\\,\\text{m s}^{-2}$.`,
          ),
          solution: p(
            'For a projectile landing at the launch height, the range is',
            `$$R = \\frac{u^2 \\sin 2\\theta}{g} = \\frac{${u}^2 \\sin ${2 * th}^\\circ}{10}$$`,
            `so $R \\approx ${fmt(range, 1)}\\,\\text{m}$.`,
          ),
        };
      },
    },
    {
      chapter: 'Motion in a Plane',
      make: (rng) => {
        const u = rng.pick([20, 30, 40, 60]);
        const th = rng.pick([30, 45, 60, 90]);
        const s = Math.sin((th * Math.PI) / 180);
        const h = (u * u * s * s) / 20;
        const t = (2 * u * s) / 10;
        return {
          question: p(
            `A ball is projected at $${u}\\,\\text{m s}^{-1}$ making $${th}^\\circ$ with the ground (projectile motion). Find the maximum height and the time of flight ($g = 10\\,\\text{m s}^{-2}$).`,
          ),
          solution: p(
            `Vertical component: $u_y = u\\sin\\theta = ${u}\\sin ${th}^\\circ \\approx ${fmt(u * s)}\\,\\text{m s}^{-1}$.`,
            `$$H = \\frac{u_y^2}{2g} \\approx ${fmt(h, 1)}\\,\\text{m}, \\qquad T = \\frac{2u_y}{g} \\approx ${fmt(t)}\\,\\text{s}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Motion in a Straight Line',
      make: (rng) => {
        const u = rng.int(0, 20);
        const a = rng.int(1, 6);
        const t = rng.int(2, 10);
        return {
          question: p(
            `A car starts with velocity $${u}\\,\\text{m s}^{-1}$ and accelerates uniformly at $${a}\\,\\text{m s}^{-2}$ for $${t}\\,\\text{s}$. How far does it travel?`,
          ),
          solution: p(
            'Use the equation of motion',
            `$$s = ut + \\tfrac{1}{2}at^2 = ${u}(${t}) + \\tfrac{1}{2}(${a})(${t})^2 = ${u * t + (a * t * t) / 2}\\,\\text{m}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Laws of Motion',
      make: (rng) => {
        const m = rng.int(2, 20);
        const f = rng.int(10, 100);
        const mu = rng.pick([0.1, 0.2, 0.3]);
        const a = (f - mu * m * 10) / m;
        return {
          question: p(
            `A block of mass $${m}\\,\\text{kg}$ on a rough floor ($\\mu_k = ${mu}$) is pulled by a horizontal force of $${f}\\,\\text{N}$. Find its acceleration ($g = 10\\,\\text{m s}^{-2}$).`,
          ),
          solution: p(
            `Friction: $f_k = \\mu_k m g = ${mu} \\times ${m} \\times 10 = ${fmt(mu * m * 10)}\\,\\text{N}$.`,
            a > 0
              ? `$$a = \\frac{F - f_k}{m} = \\frac{${f} - ${fmt(mu * m * 10)}}{${m}} \\approx ${fmt(a)}\\,\\text{m s}^{-2}.$$`
              : 'The applied force does not exceed friction, so the block stays at rest: $a = 0$.',
          ),
        };
      },
    },
    {
      chapter: 'Work, Energy and Power',
      make: (rng) => {
        const m = rng.int(1, 10);
        const v = rng.int(2, 20);
        return {
          question: p(
            `Find the kinetic energy of a body of mass $${m}\\,\\text{kg}$ moving at $${v}\\,\\text{m s}^{-1}$, and the work needed to stop it.`,
          ),
          solution: p(
            `$$K = \\tfrac{1}{2}mv^2 = \\tfrac{1}{2}(${m})(${v})^2 = ${(m * v * v) / 2}\\,\\text{J}.$$`,
            `By the work–energy theorem the work needed is $W = -${(m * v * v) / 2}\\,\\text{J}$.`,
          ),
        };
      },
    },
    {
      chapter: 'Current Electricity',
      make: (rng) => {
        const r1 = rng.int(2, 12);
        const r2 = rng.int(2, 12);
        const v = rng.pick([6, 9, 12, 24]);
        const rp = (r1 * r2) / (r1 + r2);
        return {
          question: p(
            `Resistors of $${r1}\\,\\Omega$ and $${r2}\\,\\Omega$ are connected in parallel across a $${v}\\,\\text{V}$ battery. Find the current drawn.`,
          ),
          solution: p(
            `$$R_p = \\frac{R_1R_2}{R_1+R_2} = \\frac{${r1}\\times${r2}}{${r1 + r2}} \\approx ${fmt(rp)}\\,\\Omega$$`,
            `$$I = \\frac{V}{R_p} \\approx ${fmt(v / rp)}\\,\\text{A}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Electric Charges and Fields',
      make: (rng) => {
        const q1 = rng.int(1, 9);
        const q2 = rng.int(1, 9);
        const r = rng.pick([0.1, 0.2, 0.3, 0.5]);
        const f = (9e9 * q1 * 1e-6 * q2 * 1e-6) / (r * r);
        return {
          question: p(
            `Two point charges $${q1}\\,\\mu\\text{C}$ and $${q2}\\,\\mu\\text{C}$ are $${r}\\,\\text{m}$ apart in vacuum. Find the force between them.`,
          ),
          solution: p(
            `$$F = \\frac{1}{4\\pi\\varepsilon_0}\\frac{q_1q_2}{r^2} = \\frac{9\\times10^{9}\\times ${q1}\\times10^{-6}\\times ${q2}\\times10^{-6}}{(${r})^2} \\approx ${fmt(f)}\\,\\text{N}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Oscillations',
      make: (rng) => {
        const l = rng.pick([0.4, 0.9, 1.6, 2.5]);
        const t = 2 * Math.PI * Math.sqrt(l / 10);
        return {
          question: p(
            `Find the time period of a simple pendulum of length $${l}\\,\\text{m}$ ($g = 10\\,\\text{m s}^{-2}$).`,
          ),
          solution: p(
            `$$T = 2\\pi\\sqrt{\\frac{l}{g}} = 2\\pi\\sqrt{\\frac{${l}}{10}} \\approx ${fmt(t)}\\,\\text{s}.$$`,
          ),
        };
      },
    },
  ],
  chem: [
    {
      chapter: 'Some Basic Concepts of Chemistry',
      make: (rng) => {
        const [name, formula, molar] = rng.pick([
          ['water', 'H_2O', 18],
          ['carbon dioxide', 'CO_2', 44],
          ['glucose', 'C_6H_{12}O_6', 180],
          ['methane', 'CH_4', 16],
        ] as const);
        const m = (rng.int(1, 20) * molar) / 2;
        return {
          question: p(
            `How many moles and molecules are there in $${m}\\,\\text{g}$ of ${name} ($\\mathrm{${formula}}$)?`,
          ),
          solution: p(
            `Molar mass $M = ${molar}\\,\\text{g mol}^{-1}$, so $n = \\dfrac{m}{M} = \\dfrac{${m}}{${molar}} = ${fmt(m / molar)}\\,\\text{mol}$.`,
            `Molecules: $N = nN_A = ${fmt(m / molar)} \\times 6.022\\times10^{23} \\approx ${fmt((m / molar) * 6.022, 3)}\\times10^{23}$.`,
          ),
        };
      },
    },
    {
      chapter: 'Structure of Atom',
      make: (rng) => {
        const n = rng.int(1, 5);
        const z = rng.pick([1, 2, 3]);
        return {
          question: p(
            `Find the energy of the electron in orbit $n = ${n}$ of a hydrogen-like ion with $Z = ${z}$ (Bohr model).`,
          ),
          solution: p(
            `$$E_n = -13.6\\,\\frac{Z^2}{n^2}\\,\\text{eV} = -13.6 \\times \\frac{${z * z}}{${n * n}} \\approx ${fmt((-13.6 * z * z) / (n * n))}\\,\\text{eV}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Solutions',
      make: (rng) => {
        const m = rng.pick([4, 8, 10, 20, 40]);
        const v = rng.pick([250, 500, 1000]);
        return {
          question: p(
            `$${m}\\,\\text{g}$ of NaOH ($M = 40\\,\\text{g mol}^{-1}$) is dissolved to make $${v}\\,\\text{mL}$ of solution. Find its molarity.`,
          ),
          solution: p(
            `$n = ${m}/40 = ${fmt(m / 40, 3)}\\,\\text{mol}$; $$\\text{Molarity} = \\frac{n}{V} = \\frac{${fmt(m / 40, 3)}}{${v / 1000}\\,\\text{L}} = ${fmt(m / 40 / (v / 1000), 3)}\\,\\text{M}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Chemical Kinetics',
      make: (rng) => {
        const k = rng.pick([0.01, 0.02, 0.05, 0.1, 0.2]);
        return {
          question: p(`The rate constant of a first-order reaction is $${k}\\,\\text{min}^{-1}$. Find its half-life.`),
          solution: p(`$$t_{1/2} = \\frac{0.693}{k} = \\frac{0.693}{${k}} \\approx ${fmt(0.693 / k)}\\,\\text{min}.$$`),
        };
      },
    },
    {
      chapter: 'Equilibrium',
      make: (rng) => {
        const e = rng.int(1, 5);
        const c = rng.pick([1, 2, 5]);
        const conc = c * 10 ** -e;
        return {
          question: p(`Find the pH of a $${c}\\times10^{-${e}}\\,\\text{M}$ HCl solution (a strong acid).`),
          solution: p(
            `$[\\mathrm{H^+}] = ${c}\\times10^{-${e}}\\,\\text{M}$, so $$\\mathrm{pH} = -\\log_{10}[\\mathrm{H^+}] = ${fmt(-Math.log10(conc))}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Thermodynamics',
      make: (rng) => {
        const dh = rng.int(-100, 100);
        const ds = rng.int(-200, 200);
        const t = rng.pick([298, 300, 400, 500]);
        const dg = dh - (t * ds) / 1000;
        return {
          question: p(
            `For a reaction $\\Delta H = ${dh}\\,\\text{kJ mol}^{-1}$ and $\\Delta S = ${ds}\\,\\text{J K}^{-1}\\text{mol}^{-1}$. Is it spontaneous at $${t}\\,\\text{K}$?`,
          ),
          solution: p(
            `$$\\Delta G = \\Delta H - T\\Delta S = ${dh} - ${t}\\times(${ds / 1000}) = ${fmt(dg)}\\,\\text{kJ mol}^{-1}$$`,
            dg < 0
              ? 'Since $\\Delta G < 0$, the reaction is spontaneous.'
              : 'Since $\\Delta G \\ge 0$, the reaction is not spontaneous at this temperature.',
          ),
        };
      },
    },
    {
      chapter: 'Electrochemistry',
      make: (rng) => {
        const i = rng.pick([1, 2, 5, 10]);
        const t = rng.pick([965, 1930, 3860]);
        const moles = (i * t) / 96500 / 2;
        return {
          question: p(
            `A current of $${i}\\,\\text{A}$ is passed through CuSO$_4$ solution for $${t}\\,\\text{s}$. What mass of copper is deposited? ($M_{\\mathrm{Cu}} = 63.5$)`,
          ),
          solution: p(
            `$Q = It = ${i * t}\\,\\text{C}$; $\\mathrm{Cu^{2+}} + 2e^- \\to \\mathrm{Cu}$ needs $2F$ per mole.`,
            `$$m = \\frac{Q}{2F}\\times 63.5 = \\frac{${i * t}}{2\\times96500}\\times63.5 \\approx ${fmt(moles * 63.5, 3)}\\,\\text{g}.$$`,
          ),
        };
      },
    },
    {
      chapter: 'Redox Reactions',
      make: (rng) => {
        const [ion, atom, charge, o] = rng.pick([
          ['\\mathrm{MnO_4^-}', 'Mn', -1, 4],
          ['\\mathrm{Cr_2O_7^{2-}}', 'Cr', -2, 7],
          ['\\mathrm{SO_4^{2-}}', 'S', -2, 4],
          ['\\mathrm{NO_3^-}', 'N', -1, 3],
        ] as const);
        const n = ion.includes('Cr_2') ? 2 : 1;
        const x = (charge + 2 * o) / n;
        return {
          question: p(`Find the oxidation number of ${atom} in $${ion}$.`),
          solution: p(
            `Let it be $x$; oxygen is $-2$: $$${n === 2 ? '2x' : 'x'} + ${o}(-2) = ${charge} \\Rightarrow x = ${x}.$$`,
          ),
        };
      },
    },
  ],
  math: MATH_BANK,
  bio: BIO_BANK,
};

/** `count` questions of one template, deduplicated by text (a repeat is drawn again, at most 20 tries each). */
export function makeQuestions(template: BankTemplate, rng: Prng, count: number): BankQuestion[] {
  const seen = new Set<string>();
  const out: BankQuestion[] = [];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const q = template.make(rng);
    if (seen.has(q.question)) continue;
    seen.add(q.question);
    out.push(q);
  }
  return out;
}
