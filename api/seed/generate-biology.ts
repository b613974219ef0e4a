/** Biology questions for the full-length NEET paper: facts with one right and three wrong options, shuffled by the PRNG. */
import { placeOptions, solutionHtml, type GeneratedQuestion } from './generate';
import type { Prng } from './prng';

/** Biology facts for single-choice questions: text, the right option, three wrong ones, and why (the solution). */
export const BIO_FACTS: {
  chapter: string;
  text: string;
  right: string;
  wrong: [string, string, string];
  why: string;
}[] = [
  {
    chapter: 'Cell: The Unit of Life',
    text: 'The <b>powerhouse</b> of the cell is the',
    right: 'mitochondrion',
    wrong: ['ribosome', 'Golgi apparatus', 'lysosome'],
    why: "Mitochondria are the sites of aerobic respiration (Krebs cycle and oxidative phosphorylation) and make most of the cell's ATP, hence the name powerhouse.",
  },
  {
    chapter: 'Cell: The Unit of Life',
    text: 'Ribosomes of prokaryotes are of the type',
    right: '70S',
    wrong: ['80S', '60S', '90S'],
    why: 'Prokaryotic ribosomes are 70S, made of a 50S and a 30S subunit; the cytoplasmic ribosomes of eukaryotes are 80S (60S + 40S). S is the Svedberg unit of sedimentation.',
  },
  {
    chapter: 'Photosynthesis in Higher Plants',
    text: 'The first stable product of the $\\mathrm{C_3}$ cycle is',
    right: '3-phosphoglyceric acid',
    wrong: ['oxaloacetic acid', 'malic acid', 'pyruvic acid'],
    why: 'RuBisCO fixes $\\mathrm{CO_2}$ to ribulose-1,5-bisphosphate; the product splits at once into two molecules of 3-phosphoglyceric acid (PGA), a 3-carbon compound that gives the $\\mathrm{C_3}$ cycle its name. Oxaloacetic acid is the first product of the $\\mathrm{C_4}$ pathway.',
  },
  {
    chapter: 'Photosynthesis in Higher Plants',
    text: 'Light reactions of photosynthesis take place in the',
    right: 'thylakoid membranes',
    wrong: ['stroma', 'cytoplasm', 'mitochondrial matrix'],
    why: 'The photosystems, the electron transport chain and ATP synthase sit in the thylakoid membranes of the chloroplast, so the light reactions happen there; the Calvin cycle runs in the stroma.',
  },
  {
    chapter: 'Respiration in Plants',
    text: 'Glycolysis takes place in the',
    right: 'cytoplasm',
    wrong: ['mitochondrial matrix', 'inner mitochondrial membrane', 'nucleus'],
    why: 'The enzymes of glycolysis (glucose to two pyruvate) are in the cytoplasm, so it occurs there in every living cell; the Krebs cycle runs in the mitochondrial matrix.',
  },
  {
    chapter: 'Breathing and Exchange of Gases',
    text: 'Most of the $\\mathrm{CO_2}$ in blood is carried as',
    right: 'bicarbonate',
    wrong: ['carbaminohaemoglobin', 'dissolved $\\mathrm{CO_2}$', 'carbonic acid in RBCs only'],
    why: 'About 70 per cent of $\\mathrm{CO_2}$ travels as bicarbonate, formed in red blood cells by carbonic anhydrase; about 20–25 per cent as carbaminohaemoglobin and about 7 per cent dissolved in plasma.',
  },
  {
    chapter: 'Body Fluids and Circulation',
    text: 'The pacemaker of the human heart is the',
    right: 'SA node',
    wrong: ['AV node', 'bundle of His', 'Purkinje fibres'],
    why: 'The sinoatrial (SA) node in the wall of the right atrium generates the most impulses per minute, so it starts and sets the rhythm of every heartbeat.',
  },
  {
    chapter: 'Excretory Products and their Elimination',
    text: 'The functional unit of the kidney is the',
    right: 'nephron',
    wrong: ['neuron', 'alveolus', 'sarcomere'],
    why: 'Each kidney has about a million nephrons; each filters blood in its glomerulus and forms urine by reabsorption and secretion along its tubule.',
  },
  {
    chapter: 'Neural Control and Coordination',
    text: 'The gap between two neurons is called a',
    right: 'synapse',
    wrong: ['node of Ranvier', 'axon hillock', 'dendrite'],
    why: 'A synapse is the junction between two neurons, across which the impulse passes, usually by a neurotransmitter crossing the synaptic cleft.',
  },
  {
    chapter: 'Molecular Basis of Inheritance',
    text: 'In DNA, adenine pairs with',
    right: 'thymine',
    wrong: ['uracil', 'guanine', 'cytosine'],
    why: 'By complementary base pairing adenine pairs with thymine through two hydrogen bonds (and guanine with cytosine through three). Uracil replaces thymine only in RNA.',
  },
  {
    chapter: 'Molecular Basis of Inheritance',
    text: 'The enzyme that joins Okazaki fragments is',
    right: 'DNA ligase',
    wrong: ['DNA polymerase I', 'helicase', 'primase'],
    why: 'The lagging strand is made discontinuously as Okazaki fragments; DNA ligase seals the nicks between them with phosphodiester bonds.',
  },
  {
    chapter: 'Principles of Inheritance and Variation',
    text: 'The phenotypic ratio of a Mendelian <i>dihybrid</i> cross in F<sub>2</sub> is',
    right: '9 : 3 : 3 : 1',
    wrong: ['3 : 1', '1 : 2 : 1', '1 : 1 : 1 : 1'],
    why: 'Two independently assorting gene pairs give $4 \\times 4 = 16$ combinations in F<sub>2</sub>: 9 show both dominant traits, 3 and 3 one dominant each, and 1 both recessive, that is 9 : 3 : 3 : 1.',
  },
  {
    chapter: 'Human Health and Disease',
    text: 'Malaria is caused by',
    right: '<i>Plasmodium</i>',
    wrong: ['<i>Entamoeba</i>', '<i>Ascaris</i>', '<i>Salmonella</i>'],
    why: 'Malaria is caused by the protozoan <i>Plasmodium</i> (<i>P. vivax</i>, <i>P. malariae</i>, <i>P. falciparum</i>), carried by the female <i>Anopheles</i> mosquito.',
  },
  {
    chapter: 'Biotechnology: Principles and Processes',
    text: 'Restriction enzyme <i>EcoRI</i> is obtained from',
    right: '<i>Escherichia coli</i>',
    wrong: ['<i>Bacillus amyloliquefaciens</i>', '<i>Haemophilus influenzae</i>', '<i>Thermus aquaticus</i>'],
    why: 'The name tells the source: E for the genus <i>Escherichia</i>, co for the species <i>coli</i>, R for the strain RY13, and I for the first enzyme isolated from it.',
  },
  {
    chapter: 'Ecosystem',
    text: 'The <b>10 per cent law</b> of energy transfer was given by',
    right: 'Lindeman',
    wrong: ['Tansley', 'Odum', 'Elton'],
    why: 'Lindeman (1942) observed that only about 10 per cent of the energy of one trophic level is passed on to the next; the rest is lost, mostly as heat.',
  },
  {
    chapter: 'The Living World',
    text: 'The basic unit of classification is',
    right: 'species',
    wrong: ['genus', 'family', 'order'],
    why: 'Species is the lowest rank of the taxonomic hierarchy: a group of organisms that can interbreed and are alike in fundamental ways.',
  },
  {
    chapter: 'Biological Classification',
    text: 'The five-kingdom classification was proposed by',
    right: 'R. H. Whittaker',
    wrong: ['Carl Linnaeus', 'Ernst Haeckel', 'Carl Woese'],
    why: 'R. H. Whittaker (1969) grouped organisms into Monera, Protista, Fungi, Plantae and Animalia, by cell structure, body organisation, nutrition and reproduction.',
  },
  {
    chapter: 'Plant Kingdom',
    text: 'Amphibians of the plant kingdom are the',
    right: 'bryophytes',
    wrong: ['pteridophytes', 'gymnosperms', 'algae'],
    why: 'Bryophytes live on land but need water for fertilisation (their sperm swim to the egg), so they are called the amphibians of the plant kingdom.',
  },
  {
    chapter: 'Cell Cycle and Cell Division',
    text: 'Crossing over takes place during',
    right: 'pachytene',
    wrong: ['leptotene', 'zygotene', 'diakinesis'],
    why: 'In pachytene of prophase I the non-sister chromatids of paired homologous chromosomes exchange segments at recombination nodules; the crossovers show as chiasmata in diplotene.',
  },
  {
    chapter: 'Human Reproduction',
    text: 'Fertilisation in humans normally takes place in the',
    right: 'ampullary region of the fallopian tube',
    wrong: ['uterus', 'cervix', 'isthmus'],
    why: 'The ovum released at ovulation meets the sperm in the ampullary region of the fallopian tube (oviduct), where fertilisation normally happens; the zygote then moves to the uterus.',
  },
  {
    chapter: 'Evolution',
    text: 'The theory of natural selection was proposed by',
    right: 'Charles Darwin',
    wrong: ['Jean-Baptiste Lamarck', 'Hugo de Vries', 'Gregor Mendel'],
    why: 'Charles Darwin (with Alfred Russel Wallace) proposed natural selection and set it out in <i>On the Origin of Species</i> (1859). Lamarck proposed the inheritance of acquired characters; de Vries, mutation.',
  },
  {
    chapter: 'Biomolecules',
    text: 'The most abundant protein in the animal world is',
    right: 'collagen',
    wrong: ['RuBisCO', 'haemoglobin', 'insulin'],
    why: 'Collagen, the fibrous protein of connective tissue, is the most abundant protein in the animal world; RuBisCO is the most abundant in the whole biosphere.',
  },
];

/** A Biology single-choice question from the facts (options shuffled by the PRNG). */
export function biologyChoice(rng: Prng, tags: string[]): GeneratedQuestion {
  const f = rng.pick(BIO_FACTS);
  const { options, key } = placeOptions(rng, f.right, f.wrong);
  return {
    subject: 'bio',
    chapter: f.chapter,
    type: 1,
    question: f.text,
    options,
    answer: key,
    solution: solutionHtml(f.why, key),
    tags,
  };
}
