/**
 * Question templates for the full-length papers: numbers come from the seed's PRNG and the answer is computed from
 * them, so every key is right by construction. Text holds LaTeX ($…$) and simple HTML (<b>, <i>, <sup>).
 */
import type { SubjectKey } from './content';
import type { Prng } from './prng';

/** A generated question in the shape of the questions table (before ids). */
export interface GeneratedQuestion {
  subject: SubjectKey;
  chapter: string;
  type: 1 | 3;
  question: string;
  options: [string, string, string, string] | null;
  answer: string;
  /** Worked solution: HTML with TeX, ending on the keyed answer. */
  solution: string;
  tags: string[];
}

/**
 * A template: the chapter, the question text, the (integer or exact) value and its worked solution `why` (
 * HTML-free text with TeX, ending on the value), from PRNG numbers.
 */
interface Template {
  chapter: string;
  make(rng: Prng): { text: string; value: number; unit?: string; why: string };
}

const T = (chapter: string, make: Template['make']): Template => ({ chapter, make });

export const TEMPLATES: Record<Exclude<SubjectKey, 'bio'>, Template[]> = {
  phy: [
    T('Work, Energy and Power', (r) => {
      const m = r.int(1, 10) * 2;
      const v = r.int(2, 12);
      return {
        text: `A body of mass $m = ${m}\\,\\mathrm{kg}$ moves with speed $v = ${v}\\,\\mathrm{m\\,s^{-1}}$. Its kinetic energy $\\frac{1}{2}mv^{2}$ in joules is`,
        value: (m * v * v) / 2,
        unit: 'J',
        why: `$K = \\frac{1}{2}mv^{2} = \\frac{1}{2} \\times ${m} \\times ${v}^{2} = ${(m * v * v) / 2}\\,\\mathrm{J}$.`,
      };
    }),
    T('Motion in a Straight Line', (r) => {
      const u = r.int(1, 6) * 10;
      return {
        text: `A ball is thrown vertically upward with speed $u = ${u}\\,\\mathrm{m\\,s^{-1}}$. Taking $g = 10\\,\\mathrm{m\\,s^{-2}}$, the <b>maximum height</b> reached, in metres, is`,
        value: (u * u) / 20,
        unit: 'm',
        why: `At the highest point $v = 0$; from $v^{2} = u^{2} - 2gh$: $h = \\frac{u^{2}}{2g} = \\frac{${u}^{2}}{2 \\times 10} = ${(u * u) / 20}\\,\\mathrm{m}$.`,
      };
    }),
    T('Current Electricity', (r) => {
      const i = r.int(1, 9);
      const R = r.int(2, 12);
      return {
        text: `A resistor of $R = ${R}\\,\\Omega$ carries a current when a potential difference of $V = ${i * R}\\,\\mathrm{V}$ is applied. The current $I = \\frac{V}{R}$ in amperes is`,
        value: i,
        unit: 'A',
        why: `By Ohm's law $I = \\frac{V}{R} = \\frac{${i * R}}{${R}} = ${i}\\,\\mathrm{A}$.`,
      };
    }),
    T('Oscillations', (r) => {
      const k = r.int(1, 8) * 100;
      const x = r.int(1, 4) / 10;
      const value = Math.round(((k * x * x) / 2) * 100) / 100;
      return {
        text: `A spring of constant $k = ${k}\\,\\mathrm{N\\,m^{-1}}$ is compressed by $x = ${x}\\,\\mathrm{m}$. The energy stored, $\\frac{1}{2}kx^{2}$, in joules is`,
        value,
        unit: 'J',
        why: `$U = \\frac{1}{2}kx^{2} = \\frac{1}{2} \\times ${k} \\times (${x})^{2} = ${fmt(value)}\\,\\mathrm{J}$.`,
      };
    }),
    T('Motion in a Plane', (r) => {
      const u = r.int(1, 5) * 10;
      return {
        text: `A projectile is launched at $45^{\\circ}$ with speed $${u}\\,\\mathrm{m\\,s^{-1}}$ ($g = 10\\,\\mathrm{m\\,s^{-2}}$). Its horizontal <i>range</i> $R = \\frac{u^{2}\\sin 2\\theta}{g}$ in metres is`,
        value: (u * u) / 10,
        unit: 'm',
        why: `With $\\theta = 45^{\\circ}$, $\\sin 2\\theta = \\sin 90^{\\circ} = 1$, so $R = \\frac{u^{2}}{g} = \\frac{${u}^{2}}{10} = ${(u * u) / 10}\\,\\mathrm{m}$.`,
      };
    }),
    T('Laws of Motion', (r) => {
      const m = r.int(2, 20);
      const a = r.int(1, 9);
      return {
        text: `A net force acts on a block of mass $${m}\\,\\mathrm{kg}$ and gives it an acceleration of $${a}\\,\\mathrm{m\\,s^{-2}}$. The force in newtons is`,
        value: m * a,
        unit: 'N',
        why: `By Newton's second law $F = ma = ${m} \\times ${a} = ${m * a}\\,\\mathrm{N}$.`,
      };
    }),
    T('Electrostatic Potential and Capacitance', (r) => {
      const c1 = r.int(1, 9);
      const c2 = r.int(1, 9);
      return {
        text: `Capacitors of $${c1}\\,\\mu\\mathrm{F}$ and $${c2}\\,\\mu\\mathrm{F}$ are connected in <b>parallel</b>. The equivalent capacitance in $\\mu\\mathrm{F}$ is`,
        value: c1 + c2,
        unit: 'μF',
        why: `In parallel the capacitances add: $C = C_{1} + C_{2} = ${c1} + ${c2} = ${c1 + c2}\\,\\mu\\mathrm{F}$.`,
      };
    }),
    T('Waves', (r) => {
      const f = r.int(1, 10) * 50;
      const l = r.int(1, 4) / 2;
      return {
        text: `A sound wave of frequency $${f}\\,\\mathrm{Hz}$ has wavelength $${l}\\,\\mathrm{m}$. Its speed $v = f\\lambda$ in $\\mathrm{m\\,s^{-1}}$ is`,
        value: f * l,
        unit: 'm/s',
        why: `$v = f\\lambda = ${f} \\times ${l} = ${f * l}\\,\\mathrm{m\\,s^{-1}}$.`,
      };
    }),
    T('Current Electricity', (r) => {
      const a = r.int(1, 20);
      const b = r.int(1, 20);
      const c = r.int(1, 20);
      return {
        text: `Resistors of $${a}\\,\\Omega$, $${b}\\,\\Omega$ and $${c}\\,\\Omega$ are joined in <b>series</b>. The equivalent resistance in ohms is`,
        value: a + b + c,
        unit: 'Ω',
        why: `In series the resistances add: $R = ${a} + ${b} + ${c} = ${a + b + c}\\,\\Omega$.`,
      };
    }),
    T('Gravitation', (r) => {
      const n = r.int(2, 5);
      return {
        text: `A satellite orbits at a distance $${n}R$ from the centre of the Earth ($R$: Earth's radius). The acceleration due to gravity there is $\\frac{g}{k}$. Find $k$.`,
        value: n * n,
        why: `$g = \\frac{GM}{r^{2}}$ falls as $\\frac{1}{r^{2}}$; at $r = ${n}R$ it is $\\frac{g}{${n}^{2}} = \\frac{g}{${n * n}}$, so $k = ${n * n}$.`,
      };
    }),
  ],
  chem: [
    T('Some Basic Concepts of Chemistry', (r) => {
      const [name, M] = r.pick([
        ['$\\mathrm{H_2O}$', 18],
        ['$\\mathrm{CO_2}$', 44],
        ['$\\mathrm{NaOH}$', 40],
        ['$\\mathrm{CaCO_3}$', 100],
      ] as const);
      const n = r.int(1, 9);
      return {
        text: `How many <b>moles</b> are there in $${n * M}\\,\\mathrm{g}$ of ${name}? (Molar mass $${M}\\,\\mathrm{g\\,mol^{-1}}$.)`,
        value: n,
        unit: 'mol',
        why: `Moles $= \\frac{\\text{mass}}{\\text{molar mass}} = \\frac{${n * M}\\,\\mathrm{g}}{${M}\\,\\mathrm{g\\,mol^{-1}}} = ${n}\\,\\mathrm{mol}$.`,
      };
    }),
    T('Equilibrium', (r) => {
      const n = r.int(1, 5);
      return {
        text: `The pH of a $10^{-${n}}\\,\\mathrm{M}$ solution of $\\mathrm{HCl}$ (a strong acid) at $25^{\\circ}\\mathrm{C}$ is`,
        value: n,
        why: `A strong acid ionises completely, so $[\\mathrm{H^{+}}] = 10^{-${n}}\\,\\mathrm{M}$ and $\\mathrm{pH} = -\\log_{10}[\\mathrm{H^{+}}] = ${n}$.`,
      };
    }),
    T('Solutions', (r) => {
      const m = r.int(1, 5);
      const v = r.int(1, 4);
      return {
        text: `$${m * v}$ moles of solute are dissolved to make $${v}\\,\\mathrm{L}$ of solution. Its molarity in $\\mathrm{mol\\,L^{-1}}$ is`,
        value: m,
        unit: 'M',
        why: `Molarity $= \\frac{\\text{moles of solute}}{\\text{litres of solution}} = \\frac{${m * v}}{${v}} = ${m}\\,\\mathrm{mol\\,L^{-1}}$.`,
      };
    }),
    T('Chemical Kinetics', (r) => {
      const n = r.int(1, 5);
      return {
        text: `A first-order reaction has $t_{1/2} = 10\\,\\mathrm{min}$. Starting with $160\\,\\mathrm{g}$ of reactant, the mass left after $${n * 10}\\,\\mathrm{min}$, in grams, is`,
        value: 160 / 2 ** n,
        unit: 'g',
        why: `$${n * 10}\\,\\mathrm{min}$ is $${n}$ half-lives, and each halves the reactant: $160 \\times \\left(\\frac{1}{2}\\right)^{${n}} = ${160 / 2 ** n}\\,\\mathrm{g}$.`,
      };
    }),
    T('Thermodynamics', (r) => {
      const h = r.int(10, 90);
      const t = r.int(2, 4) * 100;
      const s = r.int(1, 9) / 100;
      const value = Math.round(-h + t * s);
      return {
        text: `For a reaction $\\Delta H = -${h}\\,\\mathrm{kJ\\,mol^{-1}}$ and $\\Delta S = -${s}\\,\\mathrm{kJ\\,K^{-1}\\,mol^{-1}}$. At $T = ${t}\\,\\mathrm{K}$, $\\Delta G = \\Delta H - T\\Delta S$ in $\\mathrm{kJ\\,mol^{-1}}$ is`,
        value,
        unit: 'kJ/mol',
        why: `$\\Delta G = \\Delta H - T\\Delta S = -${h} - ${t} \\times (-${s}) = -${h} + ${fmt(t * s)} = ${value}\\,\\mathrm{kJ\\,mol^{-1}}$.`,
      };
    }),
    T('Structure of Atom', (r) => {
      const n = r.int(1, 4);
      return {
        text: `The maximum number of electrons in the shell with principal quantum number $n = ${n}$ is`,
        value: 2 * n * n,
        why: `A shell holds at most $2n^{2}$ electrons: $2 \\times ${n}^{2} = ${2 * n * n}$.`,
      };
    }),
    T('Classification of Elements and Periodicity in Properties', (r) => {
      const z = r.pick([3, 11, 19, 37, 55]);
      const period = { 3: 2, 11: 3, 19: 4, 37: 5, 55: 6 }[z]!;
      return {
        text: `An alkali metal has atomic number $Z = ${z}$. In which <b>period</b> of the periodic table is it?`,
        value: period,
        why: `An alkali metal has one valence electron, in an $s$ orbital; the period is that shell's principal quantum number. For $Z = ${z}$ the configuration ends in $${period}s^{1}$: the outermost shell is $n = ${period}$, so it is in period ${period}.`,
      };
    }),
    T('Electrochemistry', (r) => {
      const n = r.int(1, 3);
      const e = r.int(1, 9) / 10;
      const value = Math.round(n * e * 10) / 10;
      return {
        text: `For a cell reaction with $n = ${n}$ and $E^{\\circ}_{\\text{cell}} = ${e}\\,\\mathrm{V}$, $-\\Delta G^{\\circ} = nFE^{\\circ}$ in units of $F\\cdot\\mathrm{V}$ is`,
        value,
        why: `$-\\Delta G^{\\circ} = nFE^{\\circ} = ${n} \\times F \\times ${e}\\,\\mathrm{V} = ${fmt(value)}\\,F\\cdot\\mathrm{V}$.`,
      };
    }),
  ],
  math: [
    T('Sequences and Series', (r) => {
      const a = r.int(1, 9);
      const d = r.int(2, 7);
      const n = r.int(8, 20);
      return {
        text: `Find the ${n}<sup>th</sup> term of the arithmetic progression $${a}, ${a + d}, ${a + 2 * d}, \\ldots$`,
        value: a + (n - 1) * d,
        why: `First term $a = ${a}$, common difference $d = ${d}$; $a_{n} = a + (n-1)d = ${a} + ${n - 1} \\times ${d} = ${a + (n - 1) * d}$.`,
      };
    }),
    T('Sequences and Series', (r) => {
      const n = r.int(5, 30);
      return {
        text: `The sum $1 + 2 + 3 + \\cdots + ${n}$ equals`,
        value: (n * (n + 1)) / 2,
        why: `$1 + 2 + \\cdots + n = \\frac{n(n+1)}{2} = \\frac{${n} \\times ${n + 1}}{2} = ${(n * (n + 1)) / 2}$.`,
      };
    }),
    T('Limits and Derivatives', (r) => {
      const a = r.int(1, 6);
      const b = r.int(1, 9);
      const c = r.int(1, 5);
      return {
        text: `If $f(x) = ${a}x^{2} + ${b}x$, then $f'(${c})$ equals`,
        value: 2 * a * c + b,
        why: `$f'(x) = ${2 * a}x + ${b}$, so $f'(${c}) = ${2 * a} \\times ${c} + ${b} = ${2 * a * c + b}$.`,
      };
    }),
    T('Determinants', (r) => {
      const [a, b, c, d] = [r.int(2, 9), r.int(1, 5), r.int(1, 5), r.int(2, 9)];
      return {
        text: `The value of $\\begin{vmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{vmatrix}$ is`,
        value: a * d - b * c,
        why: `$\\begin{vmatrix} a & b \\\\ c & d \\end{vmatrix} = ad - bc = ${a} \\times ${d} - ${b} \\times ${c} = ${a * d - b * c}$.`,
      };
    }),
    T('Permutations and Combinations', (r) => {
      const n = r.int(5, 10);
      const k = r.int(2, 3);
      const C = k === 2 ? (n * (n - 1)) / 2 : (n * (n - 1) * (n - 2)) / 6;
      return {
        text: `In how many ways can a committee of ${k} be chosen from ${n} students? ($^{${n}}C_{${k}}$)`,
        value: C,
        why: `$^{${n}}C_{${k}} = \\frac{${n}!}{${k}!\\,${n - k}!} = ${k === 2 ? `\\frac{${n} \\times ${n - 1}}{2}` : `\\frac{${n} \\times ${n - 1} \\times ${n - 2}}{6}`} = ${C}$.`,
      };
    }),
    T('Integrals', (r) => {
      const a = r.int(1, 6);
      const k = r.int(1, 5) * 2;
      return {
        text: `Evaluate $\\displaystyle\\int_{0}^{${k}} ${a}x\\,dx$.`,
        value: (a * k * k) / 2,
        why: `$\\displaystyle\\int_{0}^{${k}} ${a}x\\,dx = \\left[\\frac{${a}x^{2}}{2}\\right]_{0}^{${k}} = \\frac{${a} \\times ${k}^{2}}{2} = ${(a * k * k) / 2}$.`,
      };
    }),
    T('Complex Numbers and Quadratic Equations', (r) => {
      const m = r.int(1, 6);
      return {
        text: `If $z = ${3 * m} + ${4 * m}i$, find $|z|$.`,
        value: 5 * m,
        why: `For $z = a + bi$, $|z| = \\sqrt{a^{2} + b^{2}} = \\sqrt{${3 * m}^{2} + ${4 * m}^{2}} = \\sqrt{${25 * m * m}} = ${5 * m}$.`,
      };
    }),
    T('Complex Numbers and Quadratic Equations', (r) => {
      const p = r.int(1, 9);
      const q = r.int(1, 9);
      return {
        text: `The <b>sum of the roots</b> of $x^{2} - ${p + q}x + ${p * q} = 0$ is`,
        value: p + q,
        why: `For $ax^{2} + bx + c = 0$ the sum of the roots is $-\\frac{b}{a} = -\\frac{-${p + q}}{1} = ${p + q}$ (the roots are $${p}$ and $${q}$).`,
      };
    }),
    T('Binomial Theorem', (r) => {
      const n = r.int(4, 9);
      return {
        text: `The coefficient of $x^{2}$ in the expansion of $(1 + x)^{${n}}$ is`,
        value: (n * (n - 1)) / 2,
        why: `The term in $x^{r}$ of $(1 + x)^{n}$ is $\\binom{n}{r}x^{r}$; for $r = 2$: $\\binom{${n}}{2} = \\frac{${n} \\times ${n - 1}}{2} = ${(n * (n - 1)) / 2}$.`,
      };
    }),
    T('Straight Lines', (r) => {
      const [x1, y1] = [r.int(0, 5), r.int(0, 5)];
      const d = r.int(1, 4);
      return {
        text: `The distance between the points $(${x1}, ${y1})$ and $(${x1 + 3 * d}, ${y1 + 4 * d})$ is`,
        value: 5 * d,
        why: `$\\sqrt{(x_{2} - x_{1})^{2} + (y_{2} - y_{1})^{2}} = \\sqrt{${3 * d}^{2} + ${4 * d}^{2}} = \\sqrt{${25 * d * d}} = ${5 * d}$.`,
      };
    }),
  ],
};

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100));

/** Three wrong values near `value`, distinct from it and each other. */
function distractors(rng: Prng, value: number): number[] {
  const candidates = [value * 2, value / 2, value + 1, value - 1, value * 4, value + 10, value * 1.5, value + 2]
    .map((v) => Math.round(v * 100) / 100)
    .filter((v) => v !== value);
  const chosen: number[] = [];
  while (chosen.length < 3) {
    const v = rng.pick(candidates);
    if (!chosen.includes(v)) chosen.push(v);
  }
  return chosen;
}

/** A single-choice solution: the working, then the keyed option's letter ('2' → B). */
export function solutionHtml(why: string, key: string): string {
  return `<p>${why}</p><p>Answer: option ${'ABCD'[Number(key) - 1]}.</p>`;
}

/** Four options with the right one at a PRNG position; returns the options and the key (1–4). */
export function placeOptions(
  rng: Prng,
  right: string,
  wrong: string[],
): { options: [string, string, string, string]; key: string } {
  const pos = rng.int(0, 3);
  const options = [...wrong.slice(0, 3)];
  options.splice(pos, 0, right);
  return { options: options as [string, string, string, string], key: String(pos + 1) };
}

/** A single-choice question from a template of `subject`. */
export function singleChoice(rng: Prng, subject: Exclude<SubjectKey, 'bio'>, tags: string[]): GeneratedQuestion {
  const t = rng.pick(TEMPLATES[subject]);
  const { text, value, why } = t.make(rng);
  const { options, key } = placeOptions(
    rng,
    `$${fmt(value)}$`,
    distractors(rng, value).map((v) => `$${fmt(v)}$`),
  );
  return {
    subject,
    chapter: t.chapter,
    type: 1,
    question: text,
    options,
    answer: key,
    solution: solutionHtml(why, key),
    tags,
  };
}

/** A numeric (integer-answer, JEE Main section B style) question from a template of `subject`. */
export function numeric(rng: Prng, subject: Exclude<SubjectKey, 'bio'>, tags: string[]): GeneratedQuestion {
  for (;;) {
    const t = rng.pick(TEMPLATES[subject]);
    const { text, value, why } = t.make(rng);
    if (!Number.isInteger(value)) continue;
    return {
      subject,
      chapter: t.chapter,
      type: 3,
      question: `${text} <i>(Enter an integer.)</i>`,
      options: null,
      answer: String(value),
      solution: `<p>${why}</p>`,
      tags,
    };
  }
}
