/** Physics notes sheets written in full (summary, key ideas, formulas, a worked example, practice): see sheet.ts. */
import { sheet as S, type NotesSheet } from './sheet';

export const PHYSICS_SHEETS: NotesSheet[] = [
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
];
