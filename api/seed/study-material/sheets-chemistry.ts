/** Chemistry notes sheets written in full (summary, key ideas, formulas, a worked example, practice): see sheet.ts. */
import { sheet as S, type NotesSheet } from './sheet';

export const CHEMISTRY_SHEETS: NotesSheet[] = [
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
];
