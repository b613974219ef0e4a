/** Solution-bank templates of Mathematics and Biology (learning-bank.ts has Physics and Chemistry). */
import type { BankTemplate } from './learning-bank';
import { fmt, gcd, nCr, p } from './learning-bank-format';

export const MATH_BANK: BankTemplate[] = [
  {
    chapter: 'Complex Numbers and Quadratic Equations',
    make: (rng) => {
      const r1 = rng.int(-9, 9);
      const r2 = rng.int(-9, 9);
      const b = -(r1 + r2);
      const c = r1 * r2;
      const sign = (v: number) => (v < 0 ? `- ${-v}` : `+ ${v}`);
      return {
        question: p(`Solve $x^2 ${sign(b)}x ${sign(c)} = 0$.`),
        solution: p(
          `Discriminant $D = b^2 - 4ac = ${b * b} - ${4 * c} = ${b * b - 4 * c}$.`,
          `$$x = \\frac{-b \\pm \\sqrt{D}}{2a} = \\frac{${-b} \\pm ${Math.abs(r1 - r2)}}{2}$$ so $x = ${Math.max(r1, r2)}$ or $x = ${Math.min(r1, r2)}$.`,
        ),
      };
    },
  },
  {
    chapter: 'Integrals',
    make: (rng) => {
      const n = rng.int(1, 6);
      const a = rng.int(1, 3);
      const b = a + rng.int(1, 3);
      const value = (b ** (n + 1) - a ** (n + 1)) / (n + 1);
      const g = gcd(b ** (n + 1) - a ** (n + 1), n + 1);
      return {
        question: p(`Evaluate $\\displaystyle\\int_{${a}}^{${b}} x^{${n}}\\,dx$.`),
        solution: p(
          `$$\\int_{${a}}^{${b}} x^{${n}}\\,dx = \\left[\\frac{x^{${n + 1}}}{${n + 1}}\\right]_{${a}}^{${b}} = \\frac{${b ** (n + 1)} - ${a ** (n + 1)}}{${n + 1}} = ${(n + 1) / g === 1 ? value : `\\frac{${(b ** (n + 1) - a ** (n + 1)) / g}}{${(n + 1) / g}}`}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Limits and Derivatives',
    make: (rng) => {
      const a = rng.int(2, 9);
      const n = rng.int(2, 7);
      const x0 = rng.int(1, 3);
      return {
        question: p(`Find $\\dfrac{d}{dx}\\left(${a}x^{${n}}\\right)$ at $x = ${x0}$.`),
        solution: p(
          `$$\\frac{d}{dx}(${a}x^{${n}}) = ${a * n}x^{${n - 1}}$$`,
          `At $x = ${x0}$: $${a * n}\\times ${x0}^{${n - 1}} = ${a * n * x0 ** (n - 1)}$.`,
        ),
      };
    },
  },
  {
    chapter: 'Sequences and Series',
    make: (rng) => {
      const a = rng.int(1, 20);
      const d = rng.int(1, 9);
      const n = rng.int(10, 40);
      return {
        question: p(`Find the sum of the first $${n}$ terms of the AP $${a}, ${a + d}, ${a + 2 * d}, \\dots$`),
        solution: p(
          `$$S_n = \\frac{n}{2}\\left[2a + (n-1)d\\right] = \\frac{${n}}{2}\\left[${2 * a} + ${n - 1}\\times${d}\\right] = ${(n / 2) * (2 * a + (n - 1) * d)}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Permutations and Combinations',
    make: (rng) => {
      const n = rng.int(5, 12);
      const r = rng.int(2, 4);
      return {
        question: p(`In how many ways can a committee of $${r}$ be chosen from $${n}$ students?`),
        solution: p(`$$\\binom{${n}}{${r}} = \\frac{${n}!}{${r}!\\,${n - r}!} = ${nCr(n, r)}.$$`),
      };
    },
  },
  {
    chapter: 'Determinants',
    make: (rng) => {
      const [a, b, c, d] = [rng.int(-5, 9), rng.int(-5, 9), rng.int(-5, 9), rng.int(-5, 9)];
      return {
        question: p(`Evaluate $\\begin{vmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{vmatrix}$.`),
        solution: p(
          `$$\\begin{vmatrix} a & b \\\\ c & d \\end{vmatrix} = ad - bc = (${a})(${d}) - (${b})(${c}) = ${a * d - b * c}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Straight Lines',
    make: (rng) => {
      const [x1, y1] = [rng.int(-5, 5), rng.int(-5, 5)];
      const [x2, y2] = [x1 + rng.int(1, 6), y1 + rng.int(-6, 6)];
      const g = gcd(y2 - y1, x2 - x1);
      const m = (x2 - x1) / g === 1 ? `${(y2 - y1) / g}` : `\\frac{${(y2 - y1) / g}}{${(x2 - x1) / g}}`;
      return {
        question: p(`Find the slope of the line through $(${x1}, ${y1})$ and $(${x2}, ${y2})$.`),
        solution: p(`$$m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${m}.$$`),
      };
    },
  },
  {
    chapter: 'Probability',
    make: (rng) => {
      const s = rng.int(2, 12);
      const ways = 6 - Math.abs(7 - s);
      const g = gcd(ways, 36);
      return {
        question: p(`Two fair dice are thrown. What is the probability that the sum is $${s}$?`),
        solution: p(
          `There are $36$ equally likely outcomes; the sum $${s}$ occurs in $${ways}$ of them.`,
          `$$P = \\frac{${ways}}{36} = \\frac{${ways / g}}{${36 / g}}.$$`,
        ),
      };
    },
  },
];

export const BIO_BANK: BankTemplate[] = [
  {
    chapter: 'Principles of Inheritance and Variation',
    make: (rng) => {
      const n = rng.pick([400, 800, 1200, 1600]);
      const [trait, dom, rec] = rng.pick([
        ['seed colour', 'yellow', 'green'],
        ['plant height', 'tall', 'dwarf'],
        ['flower colour', 'violet', 'white'],
        ['seed shape', 'round', 'wrinkled'],
      ] as const);
      return {
        question: p(
          `In a monohybrid cross of pea plants for ${trait}, two heterozygous (${dom}) plants are crossed and $${n}$ offspring are raised. How many are expected to be ${rec}?`,
        ),
        solution: p(
          `$Tt \\times Tt$ gives $TT : Tt : tt = 1 : 2 : 1$, i.e. phenotypes ${dom} : ${rec} $= 3 : 1$.`,
          `$$\\text{${rec}} = \\frac{1}{4}\\times ${n} = ${n / 4}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Molecular Basis of Inheritance',
    make: (rng) => {
      const a = rng.int(10, 40);
      return {
        question: p(`A double-stranded DNA sample has $${a}\\%$ adenine. Find the percentage of guanine.`),
        solution: p(
          `By Chargaff's rule $A = T$ and $G = C$: $$G = \\frac{100 - 2A}{2} = \\frac{100 - ${2 * a}}{2} = ${(100 - 2 * a) / 2}\\%.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Cell Cycle and Cell Division',
    make: (rng) => {
      const n2 = rng.pick([8, 14, 20, 24, 46, 48]);
      return {
        question: p(
          `A diploid cell has $2n = ${n2}$ chromosomes. How many chromosomes does each cell have after mitosis, and after meiosis I?`,
        ),
        solution: p(
          `Mitosis keeps the number: $2n = ${n2}$.`,
          `Meiosis I is reductional: each cell gets $n = ${n2 / 2}$ chromosomes (each still of two chromatids).`,
        ),
      };
    },
  },
  {
    chapter: 'Organisms and Populations',
    make: (rng) => {
      const n = rng.pick([100, 200, 500, 1000]);
      const r = rng.pick([0.1, 0.2, 0.05]);
      const k = n * rng.int(2, 5);
      return {
        question: p(
          `A population of $N = ${n}$ grows logistically with $r = ${r}$ per year and carrying capacity $K = ${k}$. Find the current growth rate $dN/dt$.`,
        ),
        solution: p(
          `$$\\frac{dN}{dt} = rN\\left(\\frac{K - N}{K}\\right) = ${r}\\times${n}\\times\\frac{${k - n}}{${k}} = ${fmt((r * n * (k - n)) / k)}\\text{ individuals per year}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Breathing and Exchange of Gases',
    make: (rng) => {
      const tv = rng.pick([400, 450, 500, 550]);
      const rate = rng.int(12, 16);
      return {
        question: p(
          `A person has a tidal volume of $${tv}\\,\\text{mL}$ and breathes $${rate}$ times a minute. Find the pulmonary ventilation per minute.`,
        ),
        solution: p(
          `$$\\text{Ventilation} = TV \\times \\text{rate} = ${tv}\\times${rate} = ${tv * rate}\\,\\text{mL min}^{-1} \\approx ${fmt((tv * rate) / 1000)}\\,\\text{L min}^{-1}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Photosynthesis in Higher Plants',
    make: (rng) => {
      const g = rng.int(1, 6);
      return {
        question: p(
          `How many ATP and NADPH are used by the Calvin cycle to make $${g}$ molecule${g > 1 ? 's' : ''} of glucose?`,
        ),
        solution: p(
          `One $\\mathrm{CO_2}$ fixed needs $3\\,\\mathrm{ATP}$ and $2\\,\\mathrm{NADPH}$; one glucose needs $6\\,\\mathrm{CO_2}$.`,
          `$$\\text{ATP} = 18\\times${g} = ${18 * g}, \\qquad \\text{NADPH} = 12\\times${g} = ${12 * g}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Body Fluids and Circulation',
    make: (rng) => {
      const sv = rng.pick([60, 70, 75, 80]);
      const hr = rng.int(60, 90);
      return {
        question: p(
          `The stroke volume of a heart is $${sv}\\,\\text{mL}$ and the heart rate is $${hr}$ beats per minute. Find the cardiac output.`,
        ),
        solution: p(
          `$$\\text{Cardiac output} = SV \\times HR = ${sv}\\times${hr} = ${sv * hr}\\,\\text{mL min}^{-1} \\approx ${fmt((sv * hr) / 1000)}\\,\\text{L min}^{-1}.$$`,
        ),
      };
    },
  },
  {
    chapter: 'Ecosystem',
    make: (rng) => {
      const e = rng.pick([1000, 5000, 10000, 20000]);
      const level = rng.int(2, 4);
      return {
        question: p(
          `Producers in an ecosystem fix $${e}\\,\\text{J}$ of energy. By the 10 per cent law, how much reaches trophic level $${level + 1}$?`,
        ),
        solution: p(
          `Each transfer keeps about $10\\%$: $$E = ${e}\\times(0.1)^{${level}} = ${fmt(e * 0.1 ** level, 3)}\\,\\text{J}.$$`,
        ),
      };
    },
  },
];
