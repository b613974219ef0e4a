/** Biology outline sheets (summary, key ideas, key facts) for the chapters without a full sheet: see sheet.ts. */
import { outline as O, type NotesSheet } from './sheet';

export const BIOLOGY_OUTLINES: NotesSheet[] = [
  O(
    'bio',
    '11',
    'Animal Kingdom',
    'The basis of classifying animals and the features of each phylum from Porifera to Chordata.',
    [
      'Levels of organisation: cellular, tissue, organ and organ system.',
      'Symmetry, germ layers, coelom and segmentation separate the phyla.',
      'Chordates have a notochord, a dorsal hollow nerve cord and pharyngeal gill slits.',
    ],
    [
      ['Porifera → Cnidaria → Platyhelminthes → … → Chordata', 'rising organisation'],
      ['Diploblastic: Cnidaria, Ctenophora', 'two germ layers'],
      ['Pseudocoelomate: Aschelminthes', 'body cavity not lined by mesoderm'],
    ],
  ),
  O(
    'bio',
    '11',
    'Morphology of Flowering Plants',
    'Root, stem, leaf, inflorescence, flower, fruit and seed; the families Fabaceae, Solanaceae and Liliaceae.',
    [
      'Roots, stems and leaves are modified for storage, support and defence.',
      'Phyllotaxy: alternate, opposite or whorled.',
      'A floral formula sums up a flower’s parts.',
    ],
    [
      ['⊕ K_{(5)} C_{(5)} A_{5} G_{(2)}', 'floral formula of Solanaceae (bisexual, actinomorphic)'],
      ['Racemose vs cymose', 'inflorescence types'],
    ],
  ),
  O(
    'bio',
    '11',
    'Anatomy of Flowering Plants',
    'Meristematic and permanent tissues, tissue systems, anatomy of dicot and monocot organs, secondary growth.',
    [
      'Xylem conducts water; phloem conducts food.',
      'Dicot stems have vascular bundles in a ring; monocot stems have them scattered.',
      'The vascular cambium makes secondary xylem and phloem (annual rings).',
    ],
    [
      ['Epidermal, ground and vascular', 'the three tissue systems'],
      ['Open vs closed bundles', 'with or without cambium'],
    ],
  ),
  O(
    'bio',
    '11',
    'Structural Organisation in Animals',
    'Animal tissues and the morphology and anatomy of the frog.',
    [
      'Four tissues: epithelial, connective, muscular and neural.',
      'Cell junctions: tight, adhering and gap junctions.',
      'The frog is ureotelic and cold-blooded.',
    ],
    [
      ['Squamous, cuboidal, columnar', 'simple epithelia'],
      ['Skeletal, smooth, cardiac', 'muscle tissue'],
    ],
  ),
  O(
    'bio',
    '11',
    'Cell: The Unit of Life',
    'Cell theory, prokaryotic and eukaryotic cells, the cell membrane and the organelles.',
    [
      'All cells arise from pre-existing cells (Virchow).',
      'The fluid mosaic model describes the membrane (Singer and Nicolson).',
      'Mitochondria and chloroplasts have their own DNA and 70S ribosomes.',
    ],
    [
      ['70S = 50S + 30S', 'prokaryotic ribosome'],
      ['80S = 60S + 40S', 'eukaryotic ribosome'],
    ],
  ),
  O(
    'bio',
    '11',
    'Biomolecules',
    'Primary and secondary metabolites, proteins, nucleic acids, and enzymes and their kinetics.',
    [
      'Enzymes lower the activation energy of a reaction.',
      'Competitive inhibitors look like the substrate.',
      'Enzymes work best at one temperature and one pH.',
    ],
    [
      ['E + S → ES → E + P', 'enzyme action'],
      ['v = V_{max}[S] / (K_{m} + [S])', 'Michaelis–Menten'],
    ],
  ),
  O(
    'bio',
    '11',
    'Cell Cycle and Cell Division',
    'Phases of the cell cycle, mitosis, meiosis and their significance.',
    [
      'Interphase: G_{1}, S (DNA replicates) and G_{2}.',
      'Mitosis keeps the chromosome number; meiosis halves it.',
      'Crossing over in pachytene makes new combinations of genes.',
    ],
    [
      ['Prophase → metaphase → anaphase → telophase', 'stages of mitosis'],
      ['2n → n', 'meiosis I is the reduction division'],
    ],
  ),
  O(
    'bio',
    '11',
    'Photosynthesis in Higher Plants',
    'Pigments, the light reactions, the Calvin cycle, C_{4} plants and photorespiration.',
    [
      'Light reactions in the grana make ATP and NADPH and release O_{2}.',
      'The Calvin cycle in the stroma fixes CO_{2} with RuBisCO.',
      'C_{4} plants avoid photorespiration with Kranz anatomy.',
    ],
    [
      ['6CO_{2} + 12H_{2}O → C_{6}H_{12}O_{6} + 6O_{2} + 6H_{2}O', 'overall equation'],
      ['3 ATP + 2 NADPH per CO_{2}', 'cost of the Calvin cycle'],
    ],
  ),
  O(
    'bio',
    '11',
    'Respiration in Plants',
    'Glycolysis, fermentation, the Krebs cycle, the electron transport system and the respiratory quotient.',
    [
      'Glycolysis happens in the cytoplasm with or without oxygen.',
      'The Krebs cycle and the ETS run in the mitochondria.',
      'Oxygen is the final electron acceptor.',
    ],
    [
      ['C_{6}H_{12}O_{6} + 6O_{2} → 6CO_{2} + 6H_{2}O + energy', 'aerobic respiration'],
      ['RQ = CO_{2} evolved / O_{2} consumed', 'respiratory quotient (1 for carbohydrates)'],
    ],
  ),
  O(
    'bio',
    '11',
    'Plant Growth and Development',
    'Growth phases and rates, differentiation, and the plant growth regulators.',
    [
      'Auxins cause apical dominance; cytokinins promote cell division.',
      'Gibberellins lengthen stems; ethylene ripens fruit; ABA closes stomata.',
      'Growth curve: lag, log and stationary phases (sigmoid).',
    ],
    [
      ['L_{t} = L_{0} + rt', 'arithmetic growth'],
      ['W_{1} = W_{0} e^{rt}', 'geometric growth'],
    ],
  ),
  O(
    'bio',
    '11',
    'Breathing and Exchange of Gases',
    'The human respiratory system, the mechanism of breathing, gas exchange and transport.',
    [
      'Inspiration: the diaphragm contracts and the chest volume grows.',
      'O_{2} moves by diffusion from alveoli to blood along its partial pressure.',
      'Most CO_{2} travels as bicarbonate.',
    ],
    [
      ['pO_{2}: alveoli 104, deoxygenated blood 40 mm Hg', 'partial pressures'],
      ['VC = IRV + TV + ERV', 'vital capacity'],
    ],
  ),
  O(
    'bio',
    '11',
    'Body Fluids and Circulation',
    'Blood, lymph, the human heart, the cardiac cycle, ECG and double circulation.',
    [
      'The SA node is the pacemaker of the heart.',
      'Double circulation keeps oxygenated and deoxygenated blood apart.',
      'Blood groups: ABO and Rh.',
    ],
    [
      ['Cardiac output = stroke volume × heart rate', 'about 5 L per minute'],
      ['P wave, QRS complex, T wave', 'parts of an ECG'],
    ],
  ),
  O(
    'bio',
    '11',
    'Excretory Products and their Elimination',
    'The human excretory system, urine formation, its regulation and the role of other organs.',
    [
      'The nephron filters, reabsorbs and secretes.',
      'The counter-current mechanism concentrates urine.',
      'ADH and the RAAS control water and salt balance.',
    ],
    [
      ['GFR ≈ 125 mL min^{−1}', 'glomerular filtration rate'],
      ['Ammonotelic, ureotelic, uricotelic', 'by the waste excreted'],
    ],
  ),
  O(
    'bio',
    '11',
    'Locomotion and Movement',
    'Types of movement, muscle structure and contraction, the skeleton and joints.',
    [
      'The sliding filament theory explains muscle contraction.',
      'Ca^{2+} uncovers the binding sites on actin.',
      'Joints: fibrous, cartilaginous and synovial.',
    ],
    [
      ['Sarcomere: Z line to Z line', 'the unit of contraction'],
      ['206 bones', 'the adult human skeleton'],
    ],
  ),
  O(
    'bio',
    '11',
    'Neural Control and Coordination',
    'The neuron, the nerve impulse, the synapse and the human brain.',
    [
      'At rest the axon membrane is polarised, negative inside.',
      'An impulse crosses a chemical synapse by neurotransmitters.',
      'Forebrain, midbrain and hindbrain have different tasks.',
    ],
    [
      ['−70 mV', 'resting membrane potential'],
      ['Na^{+} in, then K^{+} out', 'depolarisation and repolarisation'],
    ],
  ),
  O(
    'bio',
    '11',
    'Chemical Coordination and Integration',
    'The endocrine glands, their hormones and how hormones act.',
    [
      'The hypothalamus controls the pituitary with releasing hormones.',
      'Insulin lowers blood sugar; glucagon raises it.',
      'Steroid hormones act inside the cell; protein hormones on receptors at the membrane.',
    ],
    [
      ['Thyroxine (T_{4}), T_{3}', 'thyroid hormones'],
      ['Adrenaline', 'the emergency hormone'],
    ],
  ),
  O(
    'bio',
    '12',
    'Principles of Inheritance and Variation',
    'Mendel’s laws, deviations from them, the chromosomal theory, sex determination and genetic disorders.',
    [
      'Law of segregation and law of independent assortment.',
      'Incomplete dominance and codominance change the ratios.',
      'Linked genes are inherited together unless crossing over separates them.',
    ],
    [
      ['3 : 1', 'monohybrid phenotype ratio'],
      ['9 : 3 : 3 : 1', 'dihybrid phenotype ratio'],
      ['1 : 2 : 1', 'incomplete dominance (snapdragon)'],
    ],
  ),
  O(
    'bio',
    '12',
    'Molecular Basis of Inheritance',
    'DNA structure and packaging, replication, transcription, the genetic code, translation and gene regulation.',
    [
      'DNA replicates semi-conservatively (Meselson and Stahl).',
      'The lac operon is switched on by lactose.',
      'The code is a triplet, degenerate and nearly universal.',
    ],
    [
      ['DNA → mRNA → protein', 'the central dogma'],
      ['AUG', 'start codon (methionine)'],
      ['UAA, UAG, UGA', 'stop codons'],
    ],
  ),
  O(
    'bio',
    '12',
    'Evolution',
    'The origin of life, evidence for evolution, natural selection, Hardy–Weinberg and human evolution.',
    [
      'Homologous organs show divergent evolution; analogous organs convergent.',
      'Natural selection can be stabilising, directional or disruptive.',
      'Genetic drift changes allele frequencies by chance.',
    ],
    [
      ['p^{2} + 2pq + q^{2} = 1', 'Hardy–Weinberg equilibrium'],
      ['p + q = 1', 'allele frequencies'],
    ],
  ),
  O(
    'bio',
    '12',
    'Human Health and Disease',
    'Common diseases, immunity, AIDS, cancer, and drug and alcohol abuse.',
    [
      'Innate immunity is present at birth; acquired immunity is specific and has memory.',
      'Vaccines give active immunity; antibodies give passive immunity.',
      'HIV attacks helper T cells.',
    ],
    [
      ['H_{2}L_{2}', 'an antibody: two heavy and two light chains'],
      ['Plasmodium: sporozoite → merozoite → gametocyte', 'life cycle of malaria'],
    ],
  ),
  O(
    'bio',
    '12',
    'Microbes in Human Welfare',
    'Microbes in household products, industry, sewage treatment, biogas, biocontrol and biofertilisers.',
    [
      'Lactobacillus turns milk into curd.',
      'Penicillin came from the mould Penicillium notatum.',
      'BOD measures the organic matter in water.',
    ],
    [
      ['Biogas: mostly CH_{4}', 'made by methanogens'],
      ['Bt (Bacillus thuringiensis)', 'a biocontrol agent'],
    ],
  ),
  O(
    'bio',
    '12',
    'Biotechnology: Principles and Processes',
    'Genetic engineering: restriction enzymes, vectors, PCR, gel electrophoresis and bioreactors.',
    [
      'Restriction enzymes cut DNA at palindromic sequences.',
      'A vector needs an origin of replication, a selectable marker and cloning sites.',
      'PCR copies DNA in cycles of denaturation, annealing and extension.',
    ],
    [
      ['EcoRI: 5′-GAATTC-3′', 'a palindromic site'],
      ['2^{n} copies after n cycles', 'PCR amplification'],
    ],
  ),
  O(
    'bio',
    '12',
    'Biotechnology and its Applications',
    'Bt crops, RNA interference, genetically engineered insulin, gene therapy and ethics.',
    [
      'Bt cotton makes a toxin (cry protein) that kills certain insect larvae.',
      'RNAi silences a gene of the nematode Meloidogyne incognita.',
      'The first gene therapy treated ADA deficiency.',
    ],
    [
      ['Insulin: A and B chains joined by disulphide bonds', 'made in E. coli'],
      ['cry I Ac, cry II Ab', 'genes against cotton bollworms'],
    ],
  ),
  O(
    'bio',
    '12',
    'Organisms and Populations',
    'Populations, their attributes and growth, and the interactions between species.',
    [
      'Exponential growth is J-shaped; logistic growth is S-shaped.',
      'Interactions: mutualism, competition, predation, parasitism, commensalism, amensalism.',
      'Age pyramids show whether a population grows or shrinks.',
    ],
    [
      ['dN/dt = rN', 'exponential growth'],
      ['dN/dt = rN (K − N)/K', 'logistic growth'],
    ],
  ),
  O(
    'bio',
    '12',
    'Ecosystem',
    'Structure and function of ecosystems: productivity, decomposition, energy flow and ecological pyramids.',
    [
      'Only about 10% of energy passes from one trophic level to the next.',
      'The pyramid of energy is always upright.',
      'Decomposition: fragmentation, leaching, catabolism, humification, mineralisation.',
    ],
    [
      ['NPP = GPP − R', 'net primary productivity'],
      ['10% law', 'energy transfer (Lindeman)'],
    ],
  ),
  O(
    'bio',
    '12',
    'Biodiversity and Conservation',
    'Levels and patterns of biodiversity, its loss, and in situ and ex situ conservation.',
    [
      'Species richness falls from the equator to the poles.',
      'The evil quartet: habitat loss, over-exploitation, alien species and co-extinction.',
      'Hotspots, sacred groves and national parks conserve in situ.',
    ],
    [
      ['log S = log C + Z log A', 'species–area relationship'],
      ['Z = 0.1 to 0.2', 'for small regions'],
    ],
  ),
];
