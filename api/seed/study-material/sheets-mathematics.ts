/** Mathematics notes sheets written in full (summary, key ideas, formulas, a worked example, practice): see sheet.ts. */
import { sheet as S, type NotesSheet } from './sheet';

export const MATHEMATICS_SHEETS: NotesSheet[] = [
  S(
    'math',
    '11',
    'Sets',
    'Sets and their representation, subsets, operations on sets and Venn diagrams.',
    [
      'A set with n elements has 2^{n} subsets.',
      'De Morgan’s laws turn unions into intersections under complement.',
      'The empty set is a subset of every set.',
    ],
    [
      ['A ∪ B = {x : x ∈ A or x ∈ B}', 'union'],
      ['A ∩ B = {x : x ∈ A and x ∈ B}', 'intersection'],
      ['(A ∪ B)′ = A′ ∩ B′', 'De Morgan’s law'],
      ['n(A ∪ B) = n(A) + n(B) − n(A ∩ B)', 'counting a union'],
    ],
    {
      question: 'In a class of 40, 25 study Physics, 20 Chemistry and 10 both. How many study neither?',
      steps: ['n(P ∪ C) = 25 + 20 − 10 = 35', 'neither = 40 − 35', 'neither = 5'],
    },
    [
      'List the subsets of {a, b, c}.',
      'Show (A ∩ B)′ = A′ ∪ B′ with a Venn diagram.',
      'Write {x : x is a prime less than 20} in roster form.',
    ],
  ),
  S(
    'math',
    '11',
    'Relations and Functions',
    'Cartesian products, relations, functions, domain and range, and algebra of functions.',
    [
      'A × B has n(A) · n(B) ordered pairs.',
      'A function gives every element of the domain exactly one image.',
      'The range is a subset of the codomain.',
    ],
    [
      ['A × B = {(a, b) : a ∈ A, b ∈ B}', 'Cartesian product'],
      ['(f + g)(x) = f(x) + g(x)', 'sum of functions'],
      ['(fg)(x) = f(x) · g(x)', 'product of functions'],
      ['f(x) = |x|', 'the modulus function'],
    ],
    {
      question: 'Find the domain of f(x) = 1/(x^{2} − 4).',
      steps: ['The function is undefined where x^{2} − 4 = 0', 'x = ±2', 'Domain: all real x except −2 and 2'],
    },
    [
      'If A = {1, 2} and B = {3, 4, 5}, write A × B.',
      'Find the range of f(x) = x^{2} + 1.',
      'Is {(1, 2), (1, 3)} a function?',
    ],
  ),
  S(
    'math',
    '11',
    'Trigonometric Functions',
    'Radian measure, trigonometric functions of any angle, identities and equations.',
    ['π radians = 180°.', 'Signs by quadrant: All, Sin, Tan, Cos.', 'sin and cos have period 2π; tan has period π.'],
    [
      ['sin^{2}x + cos^{2}x = 1', 'Pythagorean identity'],
      ['sin(x + y) = sin x cos y + cos x sin y', 'sum formula'],
      ['cos 2x = 1 − 2 sin^{2}x', 'double angle'],
      ['tan(x + y) = (tan x + tan y)/(1 − tan x tan y)', 'tangent sum'],
      ['sin x = 0 ⇔ x = nπ', 'general solution'],
    ],
    {
      question: 'Find sin 75°.',
      steps: ['sin 75° = sin(45° + 30°)', '= sin 45° cos 30° + cos 45° sin 30°', '= (√3 + 1) / 2√2'],
    },
    ['Convert 40° 20′ to radians.', 'Prove cos 3x = 4cos^{3}x − 3cos x.', 'Solve tan x = √3.'],
  ),
  S(
    'math',
    '11',
    'Sequences and Series',
    'Arithmetic and geometric progressions, their sums, means, and sums of special series.',
    [
      'In an AP the difference of consecutive terms is constant; in a GP the ratio is.',
      'AM ≥ GM for positive numbers, with equality when they are equal.',
      'An infinite GP converges when |r| < 1.',
    ],
    [
      ['a_{n} = a + (n − 1)d', 'n-th term of an AP'],
      ['S_{n} = n/2 [2a + (n − 1)d]', 'sum of an AP'],
      ['a_{n} = ar^{n−1}', 'n-th term of a GP'],
      ['S_{n} = a(r^{n} − 1)/(r − 1)', 'sum of a GP, r ≠ 1'],
      ['S_{∞} = a/(1 − r)', 'infinite GP, |r| < 1'],
      ['Σk^{2} = n(n + 1)(2n + 1)/6', 'sum of squares'],
    ],
    {
      question: 'Find the sum of the first 20 terms of 3, 7, 11, …',
      steps: ['a = 3, d = 4, n = 20', 'S_{20} = 20/2 [2 × 3 + 19 × 4]', 'S_{20} = 10 × 82 = 820'],
    },
    [
      'Insert two arithmetic means between 4 and 13.',
      'Find the sum to infinity of 1 + 1/3 + 1/9 + …',
      'Find the 10th term of the GP 2, 6, 18, …',
    ],
  ),
  S(
    'math',
    '12',
    'Inverse Trigonometric Functions',
    'Principal value branches, graphs and properties of inverse trigonometric functions.',
    [
      'sin^{−1} has principal range [−π/2, π/2]; cos^{−1} has [0, π].',
      'sin^{−1}(sin x) = x only inside the principal range.',
      'The graph of f^{−1} is the mirror of f in y = x.',
    ],
    [
      ['sin^{−1}x + cos^{−1}x = π/2', 'complementary'],
      ['tan^{−1}x + tan^{−1}y = tan^{−1}((x + y)/(1 − xy))', 'sum, xy < 1'],
      ['2tan^{−1}x = sin^{−1}(2x/(1 + x^{2}))', 'double angle, |x| ≤ 1'],
      ['sin^{−1}(−x) = −sin^{−1}x', 'odd function'],
    ],
    {
      question: 'Find the principal value of cos^{−1}(−½).',
      steps: ['cos θ = −½ with θ ∈ [0, π]', 'θ = π − π/3', 'θ = 2π/3'],
    },
    ['Evaluate tan^{−1}(1) + cos^{−1}(−½).', 'Find sin^{−1}(sin 2π/3).', 'Simplify tan^{−1}(√(1 + x^{2}) − x).'],
  ),
  S(
    'math',
    '12',
    'Matrices',
    'Types of matrices, operations, transpose, symmetric and skew-symmetric matrices, invertibility.',
    [
      'AB is defined when the columns of A equal the rows of B; in general AB ≠ BA.',
      'Every square matrix is a symmetric plus a skew-symmetric matrix.',
      'A is invertible when det A ≠ 0.',
    ],
    [
      ['(AB)^{T} = B^{T}A^{T}', 'transpose of a product'],
      ['A = ½(A + A^{T}) + ½(A − A^{T})', 'symmetric + skew-symmetric'],
      ['A^{−1} = adj A / |A|', 'inverse'],
      ['(AB)^{−1} = B^{−1}A^{−1}', 'inverse of a product'],
    ],
    {
      question: 'Find the inverse of A = [[2, 1], [5, 3]].',
      steps: ['|A| = 2 × 3 − 1 × 5 = 1', 'adj A = [[3, −1], [−5, 2]]', 'A^{−1} = [[3, −1], [−5, 2]]'],
    },
    [
      'Show that A = [[0, 2], [−2, 0]] is skew-symmetric.',
      'Find AB and BA for two 2 × 2 matrices of your choice.',
      'If A^{2} = A, find (I − A)^{2}.',
    ],
  ),
];
