/** Biology notes sheets written in full (summary, key ideas, formulas, a worked example, practice): see sheet.ts. */
import { sheet as S, type NotesSheet } from './sheet';

export const BIOLOGY_SHEETS: NotesSheet[] = [
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
