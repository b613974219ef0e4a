/**
 * The demo accounts' question bank (written by hand, keyed by name): the questions of the mock tests, the unit test,
 * the weekly test and the quiz (exams.ts), with difficulty and worked solutions.
 */
import type { SubjectKey } from './content';

export interface BankQuestion {
  key: string;
  subject: SubjectKey;
  /** Class and chapter name in CHAPTERS. */
  chapter: string;
  type: 1 | 2 | 3;
  question: string;
  options?: [string, string, string, string];
  /** '3' single, '1,3' multiple, '4' numeric. */
  answer: string;
  tags: string[];
  /** Difficulty level: 1 easy, 2 medium, 3 hard. */
  difficulty?: 1 | 2 | 3;
}

/** Difficulty of the bank's questions (result analysis): by key; others are not rated. */
export const DIFFICULTY: Readonly<Record<string, 1 | 2 | 3>> = {
  'phy-ke': 1,
  'phy-dim': 1,
  'phy-height': 2,
  'phy-newton2': 1,
  'phy-vectors': 2,
  'phy-circular': 3,
  'phy-accel': 1,
  'phy-work': 2,
  'phy-spring': 3,
  'math-deriv': 1,
  'math-trig': 1,
  'math-sum': 2,
  'math-quad': 2,
  'math-irrational': 2,
  'math-matrix': 3,
  'math-limit': 2,
  'math-ap': 1,
  'math-complex': 3,
};

/** The question bank: LaTeX between $…$ and simple HTML, all three types (001 §3). */
export const QUESTIONS: BankQuestion[] = [
  {
    key: 'phy-ke',
    subject: 'phy',
    chapter: 'Work, Energy and Power',
    type: 1,
    question:
      'A body of mass $m$ moving with speed $v$ has kinetic energy $\\frac{1}{2}mv^2$. If its speed is doubled, its kinetic energy becomes',
    options: ['$\\frac{1}{2}$ times', '2 times', '4 times', '8 times'],
    answer: '3',
    tags: ['JEE Main', 'Level 1'],
  },
  {
    key: 'phy-dim',
    subject: 'phy',
    chapter: 'Units and Measurements',
    type: 1,
    question: 'The dimensional formula of <b>force</b> is',
    options: ['$[MLT^{-2}]$', '$[ML^2T^{-2}]$', '$[MLT^{-1}]$', '$[M^0LT^{-2}]$'],
    answer: '1',
    tags: ['NCERT'],
  },
  {
    key: 'phy-height',
    subject: 'phy',
    chapter: 'Motion in a Straight Line',
    type: 1,
    question:
      'A ball is thrown vertically upward with speed $u = 20\\,\\mathrm{m\\,s^{-1}}$. Taking $g = 10\\,\\mathrm{m\\,s^{-2}}$, the maximum height reached is',
    options: ['10 m', '20 m', '40 m', '80 m'],
    answer: '2',
    tags: ['JEE Main'],
  },
  {
    key: 'phy-newton2',
    subject: 'phy',
    chapter: 'Laws of Motion',
    type: 1,
    question: "Newton's <i>second</i> law of motion states that the net force on a body equals",
    options: [
      'its mass times its velocity',
      'the rate of change of its momentum',
      'the change in its momentum',
      'its mass times its displacement',
    ],
    answer: '2',
    tags: ['NCERT', 'Level 1'],
  },
  {
    key: 'phy-vectors',
    subject: 'phy',
    chapter: 'Motion in a Plane',
    type: 2,
    question: 'Which of the following quantities are <b>vectors</b>?',
    options: ['Displacement', 'Speed', 'Momentum', 'Work'],
    answer: '1,3',
    tags: ['JEE Main'],
  },
  {
    key: 'phy-circular',
    subject: 'phy',
    chapter: 'Motion in a Plane',
    type: 2,
    question: 'For a particle in uniform circular motion of radius $r$ with speed $v$, which statements are true?',
    options: [
      'Its speed is constant',
      'Its velocity is constant',
      'Its acceleration $\\frac{v^2}{r}$ points towards the centre',
      'Its kinetic energy is constant',
    ],
    answer: '1,3,4',
    tags: ['JEE Main', 'Level 2'],
  },
  {
    key: 'phy-accel',
    subject: 'phy',
    chapter: 'Motion in a Straight Line',
    type: 3,
    question:
      'A car accelerates uniformly from rest to $20\\,\\mathrm{m\\,s^{-1}}$ in $5\\,\\mathrm{s}$. Find its acceleration in $\\mathrm{m\\,s^{-2}}$.',
    answer: '4',
    tags: ['Level 1'],
  },
  {
    key: 'phy-work',
    subject: 'phy',
    chapter: 'Work, Energy and Power',
    type: 3,
    question:
      'A force of $10\\,\\mathrm{N}$ moves a body through $3\\,\\mathrm{m}$ along its direction. Find the work done in joules.',
    answer: '30',
    tags: ['NCERT'],
  },
  {
    key: 'phy-spring',
    subject: 'phy',
    chapter: 'Oscillations',
    type: 3,
    question:
      'A spring of constant $k = 200\\,\\mathrm{N\\,m^{-1}}$ is compressed by $x = 0.1\\,\\mathrm{m}$. Find the stored energy $\\frac{1}{2}kx^2$ in joules.',
    answer: '1',
    tags: ['JEE Main'],
  },
  {
    key: 'math-deriv',
    subject: 'math',
    chapter: 'Limits and Derivatives',
    type: 1,
    question: "If $f(x) = x^2 + 2x$, then $f'(1)$ equals",
    options: ['2', '3', '4', '5'],
    answer: '3',
    tags: ['NCERT'],
  },
  {
    key: 'math-trig',
    subject: 'math',
    chapter: 'Trigonometric Functions',
    type: 1,
    question: 'The value of $\\sin^2\\theta + \\cos^2\\theta$ is',
    options: ['0', '1', '2', '$\\tan\\theta$'],
    answer: '2',
    tags: ['Level 1'],
  },
  {
    key: 'math-sum',
    subject: 'math',
    chapter: 'Sequences and Series',
    type: 1,
    question: 'The sum of the first $n$ natural numbers is',
    options: ['$\\frac{n(n+1)}{2}$', '$n^2$', '$\\frac{n(n-1)}{2}$', '$2n+1$'],
    answer: '1',
    tags: ['NCERT'],
  },
  {
    key: 'math-quad',
    subject: 'math',
    chapter: 'Complex Numbers and Quadratic Equations',
    type: 1,
    question: 'The roots of $x^2 - 5x + 6 = 0$ are',
    options: ['1 and 6', '2 and 3', '$-2$ and $-3$', '3 and 5'],
    answer: '2',
    tags: ['JEE Main'],
  },
  {
    key: 'math-irrational',
    subject: 'math',
    chapter: 'Sets',
    type: 2,
    question: 'Which of the following are <b>irrational</b> numbers?',
    options: ['$\\sqrt{2}$', '$\\frac{22}{7}$', '$\\pi$', '$\\sqrt{9}$'],
    answer: '1,3',
    tags: ['Level 1'],
  },
  {
    key: 'math-matrix',
    subject: 'math',
    chapter: 'Relations and Functions',
    type: 2,
    question: 'For $f(x) = 2x + 3$ on $\\mathbb{R}$, which statements are true?',
    options: ['$f$ is one-one', '$f$ is onto', '$f^{-1}(x) = \\frac{x-3}{2}$', '$f(0) = 2$'],
    answer: '1,2,3',
    tags: ['JEE Main', 'Level 2'],
  },
  {
    key: 'math-limit',
    subject: 'math',
    chapter: 'Limits and Derivatives',
    type: 3,
    question: 'Evaluate $\\displaystyle\\lim_{x \\to 2} \\frac{x^2 - 4}{x - 2}$.',
    answer: '4',
    tags: ['JEE Main'],
  },
  {
    key: 'math-ap',
    subject: 'math',
    chapter: 'Sequences and Series',
    type: 3,
    question: 'Find the 10<sup>th</sup> term of the arithmetic progression $3, 7, 11, \\ldots$',
    answer: '39',
    tags: ['NCERT'],
  },
  {
    key: 'math-complex',
    subject: 'math',
    chapter: 'Complex Numbers and Quadratic Equations',
    type: 3,
    question: 'If $z = 3 + 4i$, find $|z|$.',
    answer: '5',
    tags: ['Level 1'],
  },
];

/**
 * Worked solutions of the bank's questions (solutions; 001 §2.1 answer/{examId}), by key: HTML with TeX
 * between $…$, shown with the answer key once the result is released (001 §2.2). Each ends on the keyed answer.
 */
export const SOLUTIONS: Readonly<Record<string, string>> = {
  'phy-ke':
    "<p>Kinetic energy $K = \\frac{1}{2}mv^2$ is proportional to $v^2$. With $v \\to 2v$:</p><p>$K' = \\frac{1}{2}m(2v)^2 = 4 \\cdot \\frac{1}{2}mv^2 = 4K$.</p><p>The kinetic energy becomes <b>4 times</b> (option C).</p>",
  'phy-dim':
    '<p>Force $=$ mass $\\times$ acceleration, and acceleration $=$ length / time$^2$, so</p><p>$[F] = [M][LT^{-2}] = [MLT^{-2}]$ (option A).</p>',
  'phy-height':
    '<p>At the highest point the velocity is zero. From $v^2 = u^2 - 2gh$ with $v = 0$:</p><p>$h = \\dfrac{u^2}{2g} = \\dfrac{20^2}{2 \\times 10} = \\dfrac{400}{20} = 20\\,\\mathrm{m}$ (option B).</p>',
  'phy-newton2':
    "<p>Newton's second law: $\\vec{F}_{\\text{net}} = \\dfrac{d\\vec{p}}{dt}$, the <b>rate of change of momentum</b> (option B). For constant mass this is $m\\vec{a}$. A change of momentum without dividing by time is the impulse, not the force.</p>",
  'phy-vectors':
    '<p>A vector has magnitude and direction. Displacement ($\\Delta\\vec{r}$) and momentum ($\\vec{p} = m\\vec{v}$) are vectors. Speed is the magnitude of velocity and work $W = \\vec{F}\\cdot\\vec{s}$ is a dot product: both are scalars.</p><p>Answer: options A and C.</p>',
  'phy-circular':
    '<p>In uniform circular motion the speed $v$ is constant, so $K = \\frac{1}{2}mv^2$ is constant too (A and D true). The direction of the velocity turns continuously, so the velocity is <i>not</i> constant (B false). The acceleration is centripetal: magnitude $\\dfrac{v^2}{r}$, directed towards the centre (C true).</p><p>Answer: options A, C and D.</p>',
  'phy-accel':
    '<p>Starting from rest, $u = 0$; with $v = u + at$:</p><p>$a = \\dfrac{v - u}{t} = \\dfrac{20 - 0}{5} = 4\\,\\mathrm{m\\,s^{-2}}$.</p>',
  'phy-work':
    '<p>The force acts along the displacement ($\\theta = 0$), so</p><p>$W = Fs\\cos 0^\\circ = 10 \\times 3 \\times 1 = 30\\,\\mathrm{J}$.</p>',
  'phy-spring':
    '<p>$U = \\frac{1}{2}kx^2 = \\frac{1}{2} \\times 200 \\times (0.1)^2 = 100 \\times 0.01 = 1\\,\\mathrm{J}$.</p>',
  'math-deriv': "<p>$f'(x) = \\dfrac{d}{dx}(x^2 + 2x) = 2x + 2$, so $f'(1) = 2(1) + 2 = 4$ (option C).</p>",
  'math-trig':
    '<p>On the unit circle a point at angle $\\theta$ is $(\\cos\\theta, \\sin\\theta)$ and lies at distance 1 from the origin, so $\\sin^2\\theta + \\cos^2\\theta = 1$ for every $\\theta$ (option B).</p>',
  'math-sum':
    '<p>Write $S = 1 + 2 + \\cdots + n$ and the same sum backwards, $S = n + (n-1) + \\cdots + 1$. Adding term by term gives $n$ pairs, each equal to $n + 1$:</p><p>$2S = n(n+1)$, so $S = \\dfrac{n(n+1)}{2}$ (option A).</p>',
  'math-quad':
    '<p>Factorise: we need two numbers with product $6$ and sum $5$, namely $2$ and $3$.</p><p>$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$, so $x = 2$ or $x = 3$ (option B).</p>',
  'math-irrational':
    '<p>$\\sqrt{2}$ and $\\pi$ cannot be written as $\\frac{p}{q}$ with integers $p, q$: they are irrational. $\\frac{22}{7}$ is a ratio of integers (only an approximation of $\\pi$) and $\\sqrt{9} = 3$, so both are rational.</p><p>Answer: options A and C.</p>',
  'math-matrix':
    '<p><b>One-one:</b> $f(a) = f(b) \\Rightarrow 2a + 3 = 2b + 3 \\Rightarrow a = b$ (A true).</p><p><b>Onto:</b> for any real $y$, $x = \\frac{y-3}{2}$ is real and $f(x) = y$ (B true).</p><p><b>Inverse:</b> solving $y = 2x + 3$ for $x$ gives $f^{-1}(x) = \\dfrac{x-3}{2}$ (C true).</p><p>$f(0) = 3$, not $2$ (D false). Answer: options A, B and C.</p>',
  'math-limit':
    '<p>At $x = 2$ the fraction is $\\frac{0}{0}$; factorise the numerator and cancel $x - 2$ (allowed since $x \\ne 2$ in the limit):</p><p>$\\displaystyle\\lim_{x \\to 2} \\frac{(x-2)(x+2)}{x-2} = \\lim_{x \\to 2} (x + 2) = 4$.</p>',
  'math-ap':
    '<p>First term $a = 3$, common difference $d = 7 - 3 = 4$. The $n$<sup>th</sup> term is $a_n = a + (n-1)d$:</p><p>$a_{10} = 3 + 9 \\times 4 = 39$.</p>',
  'math-complex':
    '<p>For $z = a + bi$, $|z| = \\sqrt{a^2 + b^2}$:</p><p>$|3 + 4i| = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$.</p>',
};
