/** Chemistry outline sheets (summary, key ideas, key formulas) for the chapters without a full sheet: see sheet.ts. */
import { outline as O, type NotesSheet } from './sheet';

export const CHEMISTRY_OUTLINES: NotesSheet[] = [
  O(
    'chem',
    '11',
    'Chemical Bonding and Molecular Structure',
    'Ionic and covalent bonds, Lewis structures, VSEPR, hybridisation and molecular orbitals.',
    [
      'VSEPR: lone pairs repel more than bond pairs and shape the molecule.',
      'sp, sp^{2}, sp^{3} hybrids give linear, trigonal and tetrahedral geometry.',
      'O_{2} is paramagnetic: two unpaired electrons in π* orbitals.',
    ],
    [
      ['Bond order = (N_{b} − N_{a}) / 2', 'from molecular orbitals'],
      ['μ = q × d', 'dipole moment'],
      ['Formal charge = V − L − B/2', 'valence, lone-pair and bonding electrons'],
    ],
  ),
  O(
    'chem',
    '11',
    'Equilibrium',
    'Physical and chemical equilibria, K_{c} and K_{p}, Le Chatelier’s principle, acids, bases and buffers.',
    [
      'At equilibrium the forward and backward rates are equal.',
      'A stress on a system at equilibrium shifts it to undo the stress.',
      'A buffer resists a change of pH on adding a little acid or base.',
    ],
    [
      ['K_{p} = K_{c}(RT)^{Δn}', 'relation of the two constants'],
      ['pH = −log[H^{+}]', 'pH'],
      ['K_{w} = [H^{+}][OH^{−}] = 10^{−14}', 'ionic product of water at 298 K'],
      ['pH = pK_{a} + log([salt]/[acid])', 'Henderson equation'],
    ],
  ),
  O(
    'chem',
    '11',
    'Redox Reactions',
    'Oxidation and reduction as electron transfer, oxidation numbers and balancing redox equations.',
    [
      'Oxidation is loss of electrons; reduction is gain of electrons.',
      'The oxidising agent is itself reduced.',
      'Balance by the oxidation-number method or the half-reaction method.',
    ],
    [
      ['Σ oxidation numbers = charge', 'of a molecule or ion'],
      ['MnO_{4}^{−} + 8H^{+} + 5e^{−} → Mn^{2+} + 4H_{2}O', 'permanganate in acid'],
      ['Cr_{2}O_{7}^{2−} + 14H^{+} + 6e^{−} → 2Cr^{3+} + 7H_{2}O', 'dichromate in acid'],
    ],
  ),
  O(
    'chem',
    '11',
    'Organic Chemistry: Some Basic Principles and Techniques',
    'Naming, isomerism, electronic effects, reaction intermediates and the purification of organic compounds.',
    [
      'Inductive, resonance and hyperconjugation effects move electron density.',
      'Carbocation stability: 3° > 2° > 1° > methyl.',
      'Lassaigne’s test detects N, S and halogens in an organic compound.',
    ],
    [
      ['% C = (12/44) × (m_{CO2} / m) × 100', 'carbon by combustion'],
      ['% N = 1.4 × N × V / m', 'Kjeldahl’s method'],
      ['R_{f} = distance of spot / distance of solvent', 'chromatography'],
    ],
  ),
  O(
    'chem',
    '11',
    'Hydrocarbons',
    'Alkanes, alkenes, alkynes and aromatic hydrocarbons: preparation, properties and reactions.',
    [
      'Markovnikov: H adds to the carbon that already has more H atoms.',
      'Peroxide effect: HBr adds anti-Markovnikov.',
      'Aromatic: planar, cyclic, conjugated with (4n + 2) π electrons.',
    ],
    [
      ['C_{n}H_{2n+2},  C_{n}H_{2n},  C_{n}H_{2n−2}', 'alkanes, alkenes, alkynes'],
      ['2RX + 2Na → R–R + 2NaX', 'Wurtz reaction'],
      ['C_{6}H_{6} + CH_{3}Cl → C_{6}H_{5}CH_{3} + HCl', 'Friedel–Crafts (AlCl_{3})'],
    ],
  ),
  O(
    'chem',
    '12',
    'The d- and f-Block Elements',
    'Transition metals and their properties, KMnO_{4} and K_{2}Cr_{2}O_{7}, lanthanoids and actinoids.',
    [
      'Transition metals show variable oxidation states, colour and catalytic activity.',
      'Colour comes from d–d transitions of unpaired electrons.',
      'Lanthanoid contraction makes Zr and Hf almost the same size.',
    ],
    [
      ['μ = √(n(n + 2)) BM', 'spin-only magnetic moment'],
      ['2MnO_{2} + 4KOH + O_{2} → 2K_{2}MnO_{4} + 2H_{2}O', 'making manganate'],
    ],
  ),
  O(
    'chem',
    '12',
    'Coordination Compounds',
    'Werner’s theory, ligands, naming, isomerism, valence bond and crystal field theories.',
    [
      'The coordination number is the number of donor atoms bound to the metal.',
      'Strong-field ligands pair electrons and give low-spin complexes.',
      'Chelating ligands give more stable complexes.',
    ],
    [
      ['Δ_{t} = (4/9) Δ_{o}', 'tetrahedral and octahedral splitting'],
      ['CFSE = (−0.4x + 0.6y) Δ_{o}', 'x electrons in t_{2g}, y in e_{g}'],
    ],
  ),
  O(
    'chem',
    '12',
    'Haloalkanes and Haloarenes',
    'Preparation and reactions of alkyl and aryl halides, S_{N}1 and S_{N}2 mechanisms.',
    [
      'S_{N}2: one step, inversion of configuration, fastest for 1° halides.',
      'S_{N}1: via a carbocation, racemisation, fastest for 3° halides.',
      'Aryl halides resist nucleophilic substitution (partial double bond).',
    ],
    [
      ['R–OH + SOCl_{2} → R–Cl + SO_{2} + HCl', 'from an alcohol'],
      ['R–X + KOH(alc) → alkene', 'dehydrohalogenation'],
      ['rate(S_{N}2) = k[RX][Nu^{−}]', 'second-order kinetics'],
    ],
  ),
  O(
    'chem',
    '12',
    'Alcohols, Phenols and Ethers',
    'Classification, preparation, properties and reactions of alcohols, phenols and ethers.',
    [
      'Phenol is more acidic than alcohols: the phenoxide ion is resonance-stabilised.',
      'Lucas test tells 1°, 2° and 3° alcohols apart.',
      'Williamson synthesis makes ethers from an alkoxide and an alkyl halide.',
    ],
    [
      ['R–ONa + R′–X → R–O–R′ + NaX', 'Williamson synthesis'],
      ['C_{6}H_{5}OH + 3Br_{2} → 2,4,6-tribromophenol', 'bromine water test'],
    ],
  ),
  O(
    'chem',
    '12',
    'Aldehydes, Ketones and Carboxylic Acids',
    'The carbonyl group, nucleophilic addition, name reactions and the acidity of carboxylic acids.',
    [
      'Aldehydes are more reactive than ketones to nucleophilic addition.',
      'Tollens’ and Fehling’s tests tell aldehydes from ketones.',
      'Electron-withdrawing groups make a carboxylic acid stronger.',
    ],
    [
      ['2HCHO + NaOH → HCOONa + CH_{3}OH', 'Cannizzaro reaction'],
      ['R–CO–CH_{3} → R–COO^{−} + CHI_{3}', 'iodoform test'],
      ['RCOOH + R′OH → RCOOR′ + H_{2}O', 'esterification (H^{+})'],
    ],
  ),
  O(
    'chem',
    '12',
    'Amines',
    'Classification, preparation, basicity and reactions of amines; diazonium salts.',
    [
      'In water the basicity order of ethylamines is 2° > 3° > 1°.',
      'Aniline is a weaker base than ammonia: its lone pair is delocalised.',
      'Hinsberg’s reagent tells 1°, 2° and 3° amines apart.',
    ],
    [
      ['RCONH_{2} + Br_{2} + 4NaOH → RNH_{2}', 'Hofmann bromamide degradation'],
      ['ArNH_{2} + NaNO_{2} + 2HCl → ArN_{2}^{+}Cl^{−}', 'diazotisation at 273–278 K'],
    ],
  ),
  O(
    'chem',
    '12',
    'Biomolecules',
    'Carbohydrates, proteins, enzymes, vitamins and nucleic acids.',
    [
      'Glucose is an aldohexose; fructose a ketohexose.',
      'Proteins have primary, secondary, tertiary and quaternary structure.',
      'DNA has deoxyribose and thymine; RNA has ribose and uracil.',
    ],
    [
      ['C_{12}H_{22}O_{11} + H_{2}O → glucose + fructose', 'hydrolysis of sucrose'],
      ['A = T,  G ≡ C', 'base pairing in DNA'],
    ],
  ),
];
