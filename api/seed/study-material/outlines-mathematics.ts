/**
 * Mathematics outline sheets (summary, key ideas, key formulas) for the chapters without a full sheet: see sheet.ts.
 * 'Relations and Functions' and 'Probability' are in both classes; one sheet serves both (the file is named by
 * subject and chapter).
 */
import { outline as O, type NotesSheet } from './sheet';

export const MATHEMATICS_OUTLINES: NotesSheet[] = [
  O(
    'math',
    '11',
    'Complex Numbers and Quadratic Equations',
    'The number i, algebra of complex numbers, modulus and argument, the Argand plane and quadratic roots.',
    [
      'i^{2} = −1; every quadratic has two roots in the complex numbers.',
      'Multiplying by i turns a point by 90° in the Argand plane.',
      'Complex roots of a real quadratic come in conjugate pairs.',
    ],
    [
      ['|z| = √(a^{2} + b^{2})', 'modulus of z = a + ib'],
      ['z = r(cos θ + i sin θ)', 'polar form'],
      ['x = (−b ± √(b^{2} − 4ac)) / 2a', 'roots of ax^{2} + bx + c = 0'],
    ],
  ),
  O(
    'math',
    '11',
    'Linear Inequalities',
    'Inequalities in one and two variables, their solutions on the number line and in the plane.',
    [
      'Multiplying or dividing by a negative number reverses the inequality.',
      'The solution of ax + by < c is a half-plane.',
      'A dotted line means the boundary is not included.',
    ],
    [
      ['a < b ⇒ a + c < b + c', 'adding keeps the sign'],
      ['a < b, c < 0 ⇒ ac > bc', 'a negative factor reverses it'],
    ],
  ),
  O(
    'math',
    '11',
    'Permutations and Combinations',
    'The fundamental principle of counting, arrangements and selections.',
    [
      'Order matters in a permutation, not in a combination.',
      'n identical objects of a kind divide the count by n!.',
      'Choosing r is the same as leaving n − r.',
    ],
    [
      ['^{n}P_{r} = n! / (n − r)!', 'arrangements of r out of n'],
      ['^{n}C_{r} = n! / (r!(n − r)!)', 'selections of r out of n'],
      ['^{n}C_{r} + ^{n}C_{r−1} = ^{n+1}C_{r}', 'Pascal’s rule'],
    ],
  ),
  O(
    'math',
    '11',
    'Binomial Theorem',
    'The expansion of (a + b)^{n} for a positive integer n, the general and middle terms.',
    [
      'The expansion has n + 1 terms; the exponents of a and b add up to n.',
      'The coefficients are the rows of Pascal’s triangle.',
      'The sum of the coefficients is 2^{n}.',
    ],
    [
      ['(a + b)^{n} = Σ ^{n}C_{r} a^{n−r} b^{r}', 'binomial theorem'],
      ['T_{r+1} = ^{n}C_{r} a^{n−r} b^{r}', 'general term'],
    ],
  ),
  O(
    'math',
    '11',
    'Straight Lines',
    'Slope, the forms of the equation of a line, angle between lines and distance of a point from a line.',
    [
      'Parallel lines have equal slopes; perpendicular slopes multiply to −1.',
      'Every line is ax + by + c = 0 for some a, b, c.',
      'The distance between parallel lines depends only on the constants.',
    ],
    [
      ['m = (y_{2} − y_{1}) / (x_{2} − x_{1})', 'slope'],
      ['y − y_{1} = m(x − x_{1})', 'point–slope form'],
      ['d = |ax_{1} + by_{1} + c| / √(a^{2} + b^{2})', 'distance of a point from a line'],
      ['tan θ = |(m_{2} − m_{1}) / (1 + m_{1}m_{2})|', 'angle between two lines'],
    ],
  ),
  O(
    'math',
    '11',
    'Conic Sections',
    'Circle, parabola, ellipse and hyperbola as sections of a cone, in standard form.',
    [
      'Eccentricity: e = 0 circle, e < 1 ellipse, e = 1 parabola, e > 1 hyperbola.',
      'The latus rectum is the focal chord perpendicular to the axis.',
      'For an ellipse c^{2} = a^{2} − b^{2}; for a hyperbola c^{2} = a^{2} + b^{2}.',
    ],
    [
      ['(x − h)^{2} + (y − k)^{2} = r^{2}', 'circle'],
      ['y^{2} = 4ax', 'parabola'],
      ['x^{2}/a^{2} + y^{2}/b^{2} = 1', 'ellipse'],
      ['x^{2}/a^{2} − y^{2}/b^{2} = 1', 'hyperbola'],
    ],
  ),
  O(
    'math',
    '11',
    'Introduction to Three Dimensional Geometry',
    'Coordinate axes and planes in space, the distance and section formulae.',
    [
      'Three mutually perpendicular axes divide space into eight octants.',
      'A point on the x-axis is (x, 0, 0); on the xy-plane it is (x, y, 0).',
      'The section formula works coordinate by coordinate.',
    ],
    [
      ['d = √((x_{2} − x_{1})^{2} + (y_{2} − y_{1})^{2} + (z_{2} − z_{1})^{2})', 'distance'],
      ['((mx_{2} + nx_{1})/(m + n), …)', 'internal division in m : n'],
    ],
  ),
  O(
    'math',
    '11',
    'Limits and Derivatives',
    'The idea of a limit, algebra of limits, standard limits and the derivative from first principles.',
    [
      'A limit exists when the left and right limits are equal.',
      'The derivative is the slope of the tangent to the curve.',
      'Derivatives of sums, products and quotients follow fixed rules.',
    ],
    [
      ['lim_{x→0} sin x / x = 1', 'standard limit'],
      ['lim_{x→a} (x^{n} − a^{n}) / (x − a) = na^{n−1}', 'standard limit'],
      ['f′(x) = lim_{h→0} (f(x + h) − f(x)) / h', 'first principles'],
      ['(uv)′ = u′v + uv′', 'product rule'],
    ],
  ),
  O(
    'math',
    '11',
    'Statistics',
    'Measures of dispersion: range, mean deviation, variance and standard deviation.',
    [
      'Dispersion says how far the data spread round a central value.',
      'Standard deviation is in the units of the data; variance in their square.',
      'The coefficient of variation compares the spread of two series.',
    ],
    [
      ['σ^{2} = (1/n) Σ (x_{i} − μ)^{2}', 'variance (μ the mean)'],
      ['MD = (1/n) Σ |x_{i} − μ|', 'mean deviation about the mean'],
      ['CV = (σ / μ) × 100', 'coefficient of variation'],
    ],
  ),
  O(
    'math',
    '11',
    'Probability',
    'Random experiments, events, the axioms of probability; conditional probability, Bayes’ theorem and distributions.',
    [
      'Mutually exclusive events cannot happen together.',
      'Independent events: P(A ∩ B) = P(A) P(B).',
      'Bayes’ theorem turns P(B|A) into P(A|B).',
    ],
    [
      ['P(A ∪ B) = P(A) + P(B) − P(A ∩ B)', 'addition rule'],
      ['P(A|B) = P(A ∩ B) / P(B)', 'conditional probability'],
      ['P(X = r) = ^{n}C_{r} p^{r} q^{n−r}', 'binomial distribution'],
    ],
  ),
  O(
    'math',
    '12',
    'Determinants',
    'Determinants of square matrices, their properties, area of a triangle, adjoint, inverse and linear systems.',
    [
      'Swapping two rows changes the sign of a determinant.',
      'A matrix is invertible exactly when its determinant is not zero.',
      'AX = B has one solution when |A| ≠ 0.',
    ],
    [
      ['A^{−1} = adj A / |A|', 'inverse'],
      ['|AB| = |A| |B|', 'product of determinants'],
      ['Δ = ½ |x_{1}(y_{2} − y_{3}) + x_{2}(y_{3} − y_{1}) + x_{3}(y_{1} − y_{2})|', 'area of a triangle'],
    ],
  ),
  O(
    'math',
    '12',
    'Continuity and Differentiability',
    'Continuity, the chain rule, implicit, logarithmic and parametric differentiation, second derivatives.',
    [
      'Every differentiable function is continuous, not the other way round.',
      'Take logarithms to differentiate a variable power.',
      'For x = f(t), y = g(t): dy/dx = (dy/dt)/(dx/dt).',
    ],
    [
      ['d/dx f(g(x)) = f′(g(x)) g′(x)', 'chain rule'],
      ['d/dx a^{x} = a^{x} ln a', 'exponential'],
      ['d/dx sin^{−1} x = 1 / √(1 − x^{2})', 'inverse sine'],
    ],
  ),
  O(
    'math',
    '12',
    'Application of Derivatives',
    'Rate of change, increasing and decreasing functions, maxima and minima.',
    [
      'f′ > 0 on an interval: f increases there.',
      'At a local maximum f′ = 0 and f″ < 0.',
      'Check the end points too for the absolute maximum on a closed interval.',
    ],
    [
      ['dA/dt = (dA/dr)(dr/dt)', 'related rates'],
      ['f′(c) = 0, f″(c) > 0 ⇒ local minimum', 'second derivative test'],
    ],
  ),
  O(
    'math',
    '12',
    'Integrals',
    'Integration as the inverse of differentiation, by substitution, by parts, partial fractions and definite integrals.',
    [
      'An indefinite integral is a family of functions differing by a constant.',
      'The fundamental theorem links the definite integral to an antiderivative.',
      'Use partial fractions for a proper rational function.',
    ],
    [
      ['∫ x^{n} dx = x^{n+1}/(n + 1) + C', 'power rule (n ≠ −1)'],
      ['∫ u v dx = u∫v dx − ∫(u′ ∫v dx) dx', 'integration by parts'],
      ['∫_{a}^{b} f(x) dx = F(b) − F(a)', 'fundamental theorem'],
      ['∫_{0}^{a} f(x) dx = ∫_{0}^{a} f(a − x) dx', 'a useful property'],
    ],
  ),
  O(
    'math',
    '12',
    'Application of Integrals',
    'Areas under simple curves and between a curve and a line.',
    [
      'The area between a curve and the x-axis is ∫ y dx between the limits.',
      'Split the interval where the curve crosses the axis.',
      'Area between two curves: integrate (upper − lower).',
    ],
    [
      ['A = ∫_{a}^{b} |f(x)| dx', 'area under a curve'],
      ['A = πab', 'area of an ellipse'],
    ],
  ),
  O(
    'math',
    '12',
    'Differential Equations',
    'Order and degree, general and particular solutions, separable, homogeneous and linear equations.',
    [
      'The order is that of the highest derivative present.',
      'The general solution has as many constants as the order.',
      'dy/dx + Py = Q is solved with the integrating factor.',
    ],
    [
      ['IF = e^{∫P dx}', 'integrating factor'],
      ['y · IF = ∫ Q · IF dx + C', 'solution of the linear equation'],
      ['y = vx', 'substitution for a homogeneous equation'],
    ],
  ),
  O(
    'math',
    '12',
    'Vector Algebra',
    'Vectors and scalars, addition, components, the dot product and the cross product.',
    [
      'The dot product is a scalar; the cross product is a vector.',
      'a · b = 0 for perpendicular vectors; a × b = 0 for parallel ones.',
      '|a × b| is the area of the parallelogram on a and b.',
    ],
    [
      ['a · b = |a||b| cos θ', 'dot product'],
      ['|a × b| = |a||b| sin θ', 'cross product'],
      ['proj_{b} a = (a · b) / |b|', 'projection of a on b'],
    ],
  ),
  O(
    'math',
    '12',
    'Three Dimensional Geometry',
    'Direction cosines, the equation of a line in space, angle between lines and the shortest distance.',
    [
      'Direction cosines satisfy l^{2} + m^{2} + n^{2} = 1.',
      'Skew lines neither meet nor are parallel.',
      'The shortest distance is along the common perpendicular.',
    ],
    [
      ['(x − x_{1})/a = (y − y_{1})/b = (z − z_{1})/c', 'line in Cartesian form'],
      ['cos θ = |l_{1}l_{2} + m_{1}m_{2} + n_{1}n_{2}|', 'angle between lines'],
      ['d = |(a_{2} − a_{1}) · (b_{1} × b_{2})| / |b_{1} × b_{2}|', 'shortest distance'],
    ],
  ),
  O(
    'math',
    '12',
    'Linear Programming',
    'Optimising a linear objective under linear constraints by the graphical (corner point) method.',
    [
      'The feasible region is the common part of all the constraints.',
      'The optimum of a bounded region lies at a corner point.',
      'An unbounded region may have no maximum.',
    ],
    [
      ['Z = ax + by', 'objective function'],
      ['x ≥ 0, y ≥ 0', 'non-negativity constraints'],
    ],
  ),
];
