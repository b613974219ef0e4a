/**
 * The study notes of the demo institute, one sheet per chapter of the corners (the first three NCERT chapters of every
 * subject and class) and of the demo classes with notes. Formulas use a small markup the renderer typesets:
 * `x^{2}` raised, `v_{0}` lowered; Greek letters and math signs as Unicode (drawn in the Symbol font).
 */
import type { SubjectKey } from '../content';

export interface NotesSheet {
  subject: SubjectKey;
  /** The NCERT chapter name, exactly as in CHAPTERS (content.ts). */
  chapter: string;
  className: '11' | '12';
  summary: string;
  ideas: string[];
  /** [formula in the markup above, what it says]. */
  formulas: [string, string][];
  example: { question: string; steps: string[] };
  practice: string[];
}

const S = (
  subject: SubjectKey,
  className: '11' | '12',
  chapter: string,
  summary: string,
  ideas: string[],
  formulas: [string, string][],
  example: NotesSheet['example'],
  practice: string[],
): NotesSheet => ({ subject, className, chapter, summary, ideas, formulas, example, practice });

export const NOTES_SHEETS: NotesSheet[] = [
  S(
    'phy',
    '11',
    'Units and Measurements',
    'Physical quantities, the SI system, dimensions and the errors of measurement.',
    [
      'Seven SI base units: m, kg, s, A, K, mol, cd.',
      'A correct equation has the same dimensions on both sides.',
      'Significant figures: keep the least number of the data in a product or quotient.',
    ],
    [
      ['[F] = [M L T^{−2}]', 'dimensions of force'],
      ['Δa_{mean} = (Σ|Δa_{i}|) / n', 'mean absolute error'],
      ['δZ/Z = δA/A + δB/B', 'relative error of Z = AB or A/B'],
      ['δZ/Z = n · δA/A', 'relative error of Z = A^{n}'],
    ],
    {
      question:
        'The period of a pendulum is T = 2π√(l/g). l is measured with 2% error and T with 1%. Find the error in g.',
      steps: ['g = 4π^{2} l / T^{2}', 'δg/g = δl/l + 2 δT/T = 2% + 2 × 1%', 'δg/g = 4%'],
    },
    [
      'Find the dimensions of Planck’s constant h from E = hν.',
      'Round 0.0045670 to three significant figures.',
      'Check v^{2} = u^{2} + 2as by dimensions.',
    ],
  ),
  S(
    'phy',
    '11',
    'Motion in a Straight Line',
    'Position, velocity and acceleration in one dimension; motion with constant acceleration.',
    [
      'Velocity is the slope of the x–t graph; acceleration is the slope of the v–t graph.',
      'Area under the v–t graph is the displacement.',
      'Free fall: a = g = 9.8 m s^{−2}, downwards.',
    ],
    [
      ['v = u + at', 'velocity after time t'],
      ['s = ut + ½ at^{2}', 'displacement after time t'],
      ['v^{2} = u^{2} + 2as', 'velocity after displacement s'],
      ['s_{n} = u + a(2n − 1)/2', 'distance in the n-th second'],
    ],
    {
      question: 'A ball is thrown up at 20 m s^{−1}. How high does it rise? (g = 10 m s^{−2})',
      steps: ['At the top v = 0: 0 = u^{2} − 2gh', 'h = u^{2} / 2g = 400 / 20', 'h = 20 m'],
    },
    [
      'A car goes from 0 to 72 km h^{−1} in 10 s. Find its acceleration.',
      'Draw the v–t graph of a ball thrown up and caught again.',
      'Find the distance covered in the 3rd second from rest at 4 m s^{−2}.',
    ],
  ),
  S(
    'phy',
    '11',
    'Motion in a Plane',
    'Vectors, relative velocity, projectile motion and uniform circular motion.',
    [
      'A vector is added by the triangle or parallelogram law.',
      'The horizontal and vertical motions of a projectile are independent.',
      'In uniform circular motion the acceleration points to the centre.',
    ],
    [
      ['R = u^{2} sin 2θ / g', 'horizontal range of a projectile'],
      ['H = u^{2} sin^{2}θ / 2g', 'greatest height'],
      ['T = 2u sin θ / g', 'time of flight'],
      ['a_{c} = v^{2}/r = ω^{2} r', 'centripetal acceleration'],
    ],
    {
      question: 'A stone is thrown at 20 m s^{−1} at 30° to the ground. Find its range. (g = 10 m s^{−2})',
      steps: ['R = u^{2} sin 2θ / g = 400 × sin 60° / 10', 'R = 40 × 0.866', 'R ≈ 34.6 m'],
    },
    [
      'Show that 30° and 60° give the same range.',
      'Find the resultant of 3 N east and 4 N north.',
      'A wheel turns at 120 rpm: find ω.',
    ],
  ),
  S(
    'phy',
    '12',
    'Electric Charges and Fields',
    'Coulomb’s law, the electric field, field lines, flux and Gauss’s law.',
    [
      'Charge is quantised (q = ne) and conserved.',
      'Field lines start on + charges and end on − charges; they never cross.',
      'Gauss’s law: the flux through a closed surface depends only on the charge inside.',
    ],
    [
      ['F = q_{1}q_{2} / 4πε_{0}r^{2}', 'Coulomb’s law'],
      ['E = q / 4πε_{0}r^{2}', 'field of a point charge'],
      ['Φ = ∫ E · dA (closed surface) = q_{in}/ε_{0}', 'Gauss’s law'],
      ['E = λ / 2πε_{0}r', 'field of a long line charge'],
      ['E = σ / 2ε_{0}', 'field of an infinite sheet'],
    ],
    {
      question: 'Two charges of 2 μC each are 0.3 m apart. Find the force between them.',
      steps: [
        'F = 9 × 10^{9} × (2 × 10^{−6})^{2} / 0.3^{2}',
        'F = 9 × 10^{9} × 4 × 10^{−12} / 0.09',
        'F = 0.4 N (repulsive)',
      ],
    },
    [
      'Find the flux through a cube with a charge q at its centre.',
      'Sketch the field lines of a dipole.',
      'Find the field 10 cm from a line charge of 2 μC m^{−1}.',
    ],
  ),
  S(
    'phy',
    '12',
    'Electrostatic Potential and Capacitance',
    'Potential, equipotential surfaces, potential energy and capacitors.',
    [
      'The field points from high to low potential: E = −dV/dr.',
      'No work is done moving a charge along an equipotential.',
      'A dielectric raises the capacitance K times.',
    ],
    [
      ['V = q / 4πε_{0}r', 'potential of a point charge'],
      ['C = ε_{0}A / d', 'parallel-plate capacitor'],
      ['U = ½ CV^{2} = Q^{2}/2C', 'energy stored'],
      ['C_{s}^{−1} = C_{1}^{−1} + C_{2}^{−1}', 'capacitors in series'],
      ['C_{p} = C_{1} + C_{2}', 'capacitors in parallel'],
    ],
    {
      question: 'A 10 μF capacitor is charged to 100 V. Find the energy stored.',
      steps: ['U = ½ CV^{2}', 'U = ½ × 10 × 10^{−6} × 100^{2}', 'U = 0.05 J'],
    },
    [
      'Find the work to bring a 1 μC charge from infinity to 9 cm from 1 μC.',
      'Three 6 μF capacitors in series: find C.',
      'Why is the potential inside a charged conductor constant?',
    ],
  ),
  S(
    'phy',
    '12',
    'Current Electricity',
    'Current, Ohm’s law, resistivity, Kirchhoff’s rules and the Wheatstone bridge.',
    [
      'Drift velocity is small (mm s^{−1}) but the field travels at nearly c.',
      'Kirchhoff’s junction rule is charge conservation; the loop rule is energy conservation.',
      'A balanced bridge: P/Q = R/S.',
    ],
    [
      ['V = IR', 'Ohm’s law'],
      ['R = ρl / A', 'resistance of a wire'],
      ['I = neAv_{d}', 'current and drift velocity'],
      ['P = VI = I^{2}R = V^{2}/R', 'power'],
      ['V = ε − Ir', 'terminal voltage of a cell'],
    ],
    {
      question: 'A cell of emf 2 V and internal resistance 0.5 Ω drives 3.5 Ω. Find the current.',
      steps: ['I = ε / (R + r)', 'I = 2 / (3.5 + 0.5)', 'I = 0.5 A'],
    },
    [
      'A wire is stretched to twice its length: how does R change?',
      'Find the equivalent of 2 Ω, 3 Ω and 6 Ω in parallel.',
      'State the condition of balance of a metre bridge.',
    ],
  ),
  S(
    'chem',
    '11',
    'Some Basic Concepts of Chemistry',
    'Matter, the mole concept, molar mass, concentration and stoichiometry.',
    [
      '1 mol = 6.022 × 10^{23} particles (Avogadro’s number).',
      'The limiting reagent is used up first and fixes the yield.',
      'Empirical formula × n = molecular formula.',
    ],
    [
      ['n = m / M', 'moles from mass'],
      ['M = n_{solute} / V_{solution}(L)', 'molarity'],
      ['m = n_{solute} / W_{solvent}(kg)', 'molality'],
      ['x_{A} = n_{A} / (n_{A} + n_{B})', 'mole fraction'],
    ],
    {
      question: 'How many moles are there in 36 g of water?',
      steps: ['M(H_{2}O) = 2 × 1 + 16 = 18 g mol^{−1}', 'n = 36 / 18', 'n = 2 mol'],
    },
    [
      'Find the molarity of 4 g NaOH in 250 mL of solution.',
      'Find the empirical formula of a compound with 40% C, 6.7% H, 53.3% O.',
      'Which reagent limits 2H_{2} + O_{2} → 2H_{2}O for 4 g H_{2} and 16 g O_{2}?',
    ],
  ),
  S(
    'chem',
    '11',
    'Structure of Atom',
    'Subatomic particles, Bohr’s model, the quantum-mechanical model and electronic configuration.',
    [
      'Energy is quantised: an electron jumps between levels by absorbing or emitting a photon.',
      'Orbitals fill by the Aufbau principle, Pauli’s exclusion principle and Hund’s rule.',
      'Quantum numbers: n, l, m_{l}, m_{s}.',
    ],
    [
      ['E = hν = hc/λ', 'energy of a photon'],
      ['E_{n} = −13.6 Z^{2}/n^{2} eV', 'Bohr energy levels'],
      ['r_{n} = 0.529 n^{2}/Z Å', 'Bohr radius'],
      ['λ = h / mv', 'de Broglie wavelength'],
      ['Δx · Δp ≥ h/4π', 'uncertainty principle'],
    ],
    {
      question: 'Find the energy needed to ionise a hydrogen atom from n = 2.',
      steps: ['E_{2} = −13.6 / 2^{2} eV', 'E_{2} = −3.4 eV', 'Ionisation energy = 3.4 eV'],
    },
    [
      'Write the configuration of Cr (Z = 24).',
      'How many orbitals have n = 3?',
      'Find λ of a photon of energy 3 × 10^{−19} J.',
    ],
  ),
  S(
    'chem',
    '11',
    'Classification of Elements and Periodicity in Properties',
    'The modern periodic law, the long form of the table and periodic trends.',
    [
      'Properties repeat with atomic number (modern periodic law).',
      'Across a period: radius falls, ionisation enthalpy and electronegativity rise.',
      'Down a group: radius rises, ionisation enthalpy falls.',
    ],
    [
      ['Period = n of the valence shell', 'where an element sits'],
      ['s-block: ns^{1−2}', 'groups 1 and 2'],
      ['p-block: ns^{2} np^{1−6}', 'groups 13 to 18'],
      ['d-block: (n−1)d^{1−10} ns^{0−2}', 'groups 3 to 12'],
    ],
    {
      question: 'Which has the larger ionisation enthalpy, N or O?',
      steps: [
        'N: 2p^{3} is half filled, an extra-stable configuration',
        'O: 2p^{4} loses one electron to become half filled',
        'N has the larger ionisation enthalpy',
      ],
    },
    [
      'Arrange F, Cl, Br, I by electron gain enthalpy.',
      'Name the element of period 4, group 2.',
      'Why are noble gases large in size?',
    ],
  ),
  S(
    'chem',
    '11',
    'Thermodynamics',
    'System and surroundings, the first law, enthalpy, Hess’s law, entropy and Gibbs energy.',
    [
      'Internal energy and enthalpy are state functions; heat and work are not.',
      'Hess’s law: the enthalpy of a reaction does not depend on the path.',
      'A process is spontaneous when ΔG < 0.',
    ],
    [
      ['ΔU = q + w', 'first law'],
      ['ΔH = ΔU + Δn_{g}RT', 'enthalpy and internal energy'],
      ['w = −p_{ext}ΔV', 'work of expansion'],
      ['ΔG = ΔH − TΔS', 'Gibbs energy'],
      ['ΔG° = −RT ln K', 'Gibbs energy and equilibrium'],
    ],
    {
      question: 'For a reaction ΔH = +40 kJ and ΔS = +100 J K^{−1}. Above what temperature is it spontaneous?',
      steps: ['ΔG = ΔH − TΔS < 0', 'T > ΔH/ΔS = 40000/100', 'T > 400 K'],
    },
    [
      'Find ΔH − ΔU for N_{2} + 3H_{2} → 2NH_{3} at 298 K.',
      'State the second law of thermodynamics.',
      'Why is the melting of ice spontaneous above 0 °C?',
    ],
  ),
  S(
    'chem',
    '12',
    'Solutions',
    'Concentration, solubility, Raoult’s law, ideal solutions and colligative properties.',
    [
      'Henry’s law: the solubility of a gas is proportional to its pressure.',
      'Colligative properties depend on the number of solute particles only.',
      'The van ’t Hoff factor i corrects for association or dissociation.',
    ],
    [
      ['p_{A} = x_{A} p_{A}°', 'Raoult’s law'],
      ['ΔT_{b} = iK_{b}m', 'elevation of boiling point'],
      ['ΔT_{f} = iK_{f}m', 'depression of freezing point'],
      ['π = iCRT', 'osmotic pressure'],
    ],
    {
      question: 'Find the freezing point of 0.1 m glucose in water (K_{f} = 1.86 K kg mol^{−1}).',
      steps: ['ΔT_{f} = K_{f}m = 1.86 × 0.1', 'ΔT_{f} = 0.186 K', 'T_{f} = −0.186 °C'],
    },
    [
      'Why does a 0.1 m NaCl solution freeze lower than 0.1 m glucose?',
      'State Henry’s law and one use of it.',
      'Find the osmotic pressure of 0.1 M sucrose at 300 K.',
    ],
  ),
  S(
    'chem',
    '12',
    'Electrochemistry',
    'Galvanic cells, electrode potentials, the Nernst equation, conductance and electrolysis.',
    [
      'Oxidation at the anode, reduction at the cathode.',
      'A positive E°_{cell} means a spontaneous cell reaction.',
      'Faraday: the mass deposited is proportional to the charge passed.',
    ],
    [
      ['E°_{cell} = E°_{cathode} − E°_{anode}', 'standard cell potential'],
      ['E = E° − (0.059/n) log Q', 'Nernst equation at 298 K'],
      ['ΔG° = −nFE°_{cell}', 'Gibbs energy of a cell'],
      ['Λ_{m} = κ × 1000 / M', 'molar conductivity'],
      ['m = ZIt', 'Faraday’s first law'],
    ],
    {
      question: 'For Zn | Zn^{2+} || Cu^{2+} | Cu, E°(Cu) = 0.34 V and E°(Zn) = −0.76 V. Find E°_{cell}.',
      steps: ['E°_{cell} = E°_{cathode} − E°_{anode}', 'E°_{cell} = 0.34 − (−0.76)', 'E°_{cell} = 1.10 V'],
    },
    [
      'How much charge deposits 1 mol of Al from Al^{3+}?',
      'Why does Λ_{m} rise on dilution?',
      'Write the Nernst equation of the hydrogen electrode.',
    ],
  ),
  S(
    'chem',
    '12',
    'Chemical Kinetics',
    'Rate of reaction, rate law, order, molecularity, integrated rate laws and the Arrhenius equation.',
    [
      'Order comes from experiment; molecularity from the elementary step.',
      'The half-life of a first-order reaction does not depend on the starting concentration.',
      'A catalyst lowers the activation energy.',
    ],
    [
      ['rate = k[A]^{x}[B]^{y}', 'rate law'],
      ['k = (2.303/t) log([A]_{0}/[A])', 'first-order rate constant'],
      ['t_{½} = 0.693 / k', 'first-order half-life'],
      ['k = A e^{−E_{a}/RT}', 'Arrhenius equation'],
      ['log(k_{2}/k_{1}) = (E_{a}/2.303R)(1/T_{1} − 1/T_{2})', 'two temperatures'],
    ],
    {
      question: 'A first-order reaction has k = 0.0693 min^{−1}. Find its half-life.',
      steps: ['t_{½} = 0.693 / k', 't_{½} = 0.693 / 0.0693', 't_{½} = 10 min'],
    },
    [
      'How long does 75% of a first-order reaction take, in half-lives?',
      'Find the units of k for a second-order reaction.',
      'Why does the rate roughly double for every 10 K rise?',
    ],
  ),
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
  S(
    'bio',
    '11',
    'The Living World',
    'What is living, biodiversity, the need for classification, taxonomic categories and aids.',
    [
      'Growth, reproduction and metabolism mark living things; consciousness is a defining property.',
      'Binomial nomenclature: genus + species, e.g. Mangifera indica.',
      'Herbaria, botanical gardens and museums are taxonomic aids.',
    ],
    [
      ['Species → Genus → Family → Order', 'taxonomic hierarchy (lower four)'],
      ['Class → Phylum/Division → Kingdom', 'taxonomic hierarchy (upper three)'],
      ['Homo sapiens', 'genus capitalised, species not, both in italics'],
      ['ICBN · ICZN', 'codes of botanical and zoological nomenclature'],
    ],
    {
      question: 'Write the scientific name of the mango correctly and name its parts.',
      steps: [
        'Genus: Mangifera (capital letter)',
        'Species epithet: indica (small letter)',
        'Mangifera indica Linn., italicised or underlined',
      ],
    },
    [
      'Why is consciousness the defining property of living beings?',
      'Arrange: class, genus, family, order.',
      'Name two taxonomic aids and their use.',
    ],
  ),
  S(
    'bio',
    '11',
    'Biological Classification',
    'Five-kingdom classification: Monera, Protista, Fungi, Plantae and Animalia; viruses and lichens.',
    [
      'Whittaker (1969) proposed the five kingdoms.',
      'Monera are prokaryotes; the rest are eukaryotes.',
      'Lichens are an alga + fungus association.',
    ],
    [
      ['Monera: prokaryotic, cell wall present', 'bacteria'],
      ['Protista: unicellular eukaryotes', 'diatoms, Euglena, Paramecium'],
      ['Fungi: heterotrophic, chitin wall', 'yeast, Rhizopus'],
      ['Virus: DNA or RNA + protein coat', 'not cells'],
    ],
    {
      question: 'Why are viruses not placed in any of the five kingdoms?',
      steps: [
        'They have no cell and no metabolism of their own',
        'They multiply only inside a host cell',
        'They are crystalline outside a host',
      ],
    },
    ['Give two features of fungi.', 'Name the kingdom of diatoms.', 'What is a mycoplasma?'],
  ),
  S(
    'bio',
    '11',
    'Plant Kingdom',
    'Algae, bryophytes, pteridophytes, gymnosperms and angiosperms; alternation of generations.',
    [
      'Bryophytes are the amphibians of the plant kingdom.',
      'Pteridophytes are the first vascular plants.',
      'Gymnosperms have naked seeds; angiosperms have seeds in fruits.',
    ],
    [
      ['Gametophyte (n) ⇔ Sporophyte (2n)', 'alternation of generations'],
      ['Haplontic · Diplontic · Haplo-diplontic', 'life cycles'],
      ['Endosperm (3n)', 'double fertilisation in angiosperms'],
      ['Chlorophyceae · Phaeophyceae · Rhodophyceae', 'green, brown, red algae'],
    ],
    {
      question: 'Why is the endosperm of angiosperms triploid?',
      steps: [
        'One male gamete fuses with the egg (n + n = 2n zygote)',
        'The other fuses with two polar nuclei (n + n + n)',
        'The primary endosperm nucleus is 3n',
      ],
    },
    [
      'Name the dominant phase of a moss.',
      'Give one example each of the three classes of algae.',
      'Why are pteridophytes called vascular cryptogams?',
    ],
  ),
  S(
    'bio',
    '12',
    'Sexual Reproduction in Flowering Plants',
    'The flower, male and female gametophytes, pollination, double fertilisation and seeds.',
    [
      'The anther is tetrasporangiate; the pollen grain is the male gametophyte.',
      'Outbreeding devices prevent self-pollination.',
      'Double fertilisation is unique to angiosperms.',
    ],
    [
      ['Syngamy: male gamete + egg → zygote (2n)', 'first fusion'],
      ['Triple fusion: male gamete + 2 polar nuclei → PEN (3n)', 'second fusion'],
      ['Ovule → seed, ovary → fruit', 'after fertilisation'],
      ['7 cells, 8 nuclei', 'the embryo sac'],
    ],
    {
      question: 'Name the parts of a typical embryo sac.',
      steps: [
        'Egg apparatus: egg and two synergids at the micropylar end',
        'Three antipodals at the chalazal end',
        'One central cell with two polar nuclei',
      ],
    },
    [
      'What is apomixis?',
      'Distinguish geitonogamy from xenogamy.',
      'Why is the pollen grain wall made of sporopollenin?',
    ],
  ),
  S(
    'bio',
    '12',
    'Human Reproduction',
    'The male and female reproductive systems, gametogenesis, the menstrual cycle, fertilisation and pregnancy.',
    [
      'Spermatogenesis begins at puberty; oogenesis begins before birth.',
      'Ovulation is on about day 14 of a 28-day cycle, after the LH surge.',
      'Fertilisation takes place in the ampulla of the oviduct.',
    ],
    [
      ['1 spermatocyte → 4 sperms', 'spermatogenesis'],
      ['1 oocyte → 1 ovum + polar bodies', 'oogenesis'],
      ['Morula → blastocyst → implantation', 'early development'],
      ['hCG · hPL · oestrogen · progesterone', 'placental hormones'],
    ],
    {
      question: 'Why does the corpus luteum degenerate when there is no fertilisation?',
      steps: [
        'LH falls in the luteal phase',
        'Without hCG from an embryo the corpus luteum is not kept',
        'Progesterone falls and menstruation begins',
      ],
    },
    ['Name the cells that secrete testosterone.', 'Draw and label a sperm.', 'What is the role of the acrosome?'],
  ),
  S(
    'bio',
    '12',
    'Reproductive Health',
    'Reproductive health, population control, contraception, MTP, STIs and infertility.',
    [
      'Contraceptives: natural, barrier, IUDs, oral pills, injectables and surgical methods.',
      'MTP is legal up to 24 weeks in some cases in India.',
      'ART: IVF, ZIFT, GIFT, ICSI and AI.',
    ],
    [
      ['IUD: Cu-T, LNG-20', 'copper and hormone-releasing devices'],
      ['IVF → ET (ZIFT / IUT)', 'test-tube baby'],
      ['Vasectomy · tubectomy', 'surgical methods'],
      ['Amniocentesis', 'foetal tests (its misuse for sex selection is banned)'],
    ],
    {
      question: 'How does a copper-releasing IUD prevent pregnancy?',
      steps: [
        'Cu ions lower the motility of sperms',
        'They lower the fertilising capacity of sperms',
        'So fertilisation does not occur',
      ],
    },
    ['Name two sexually transmitted infections.', 'What is GIFT?', 'Give two reasons for the rise in population.'],
  ),
];

/** Whether `chapter` of `subject` has a sheet (and so a notes PDF and a lecture clip). */
export const hasSheet = (subject: SubjectKey, chapter: string) =>
  NOTES_SHEETS.some((s) => s.subject === subject && s.chapter === chapter);

/** The file name (without extension) of a chapter's notes and clip: `phy-motion-in-a-plane`. */
export const fileSlug = (subject: SubjectKey, chapter: string) =>
  `${subject}-${chapter
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
