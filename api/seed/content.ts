/** Static content of the demo institute: subjects, NCERT chapter names, teachers, tags and the question bank. */

export type SubjectKey = 'phy' | 'chem' | 'math' | 'bio';

export const SUBJECTS: Record<SubjectKey, { name: string; primary: string; secondary: string; logo: string }> = {
  phy: { name: 'Physics', primary: '#1E88E5', secondary: '#E3F2FD', logo: '/api/static/subjects/physics.svg' },
  chem: { name: 'Chemistry', primary: '#43A047', secondary: '#E8F5E9', logo: '/api/static/subjects/chemistry.svg' },
  math: { name: 'Mathematics', primary: '#F4511E', secondary: '#FBE9E7', logo: '/api/static/subjects/mathematics.svg' },
  bio: { name: 'Biology', primary: '#8E24AA', secondary: '#F3E5F5', logo: '/api/static/subjects/biology.svg' },
};

/**
 * NCERT chapter names by subject and class (the rationalised 2023–24 textbooks, in book order). The first three of
 * each list feed the corners. Mathematics has 'Relations and Functions' and 'Probability' in both classes: the
 * seed's chapter lookup by name takes the class 11 one.
 */
export const CHAPTERS: Record<SubjectKey, Record<'11' | '12', string[]>> = {
  phy: {
    '11': [
      'Units and Measurements',
      'Motion in a Straight Line',
      'Motion in a Plane',
      'Laws of Motion',
      'Work, Energy and Power',
      'System of Particles and Rotational Motion',
      'Gravitation',
      'Mechanical Properties of Solids',
      'Mechanical Properties of Fluids',
      'Thermal Properties of Matter',
      'Thermodynamics',
      'Kinetic Theory',
      'Oscillations',
      'Waves',
    ],
    '12': [
      'Electric Charges and Fields',
      'Electrostatic Potential and Capacitance',
      'Current Electricity',
      'Moving Charges and Magnetism',
      'Magnetism and Matter',
      'Electromagnetic Induction',
      'Alternating Current',
      'Electromagnetic Waves',
      'Ray Optics and Optical Instruments',
      'Wave Optics',
      'Dual Nature of Radiation and Matter',
      'Atoms',
      'Nuclei',
      'Semiconductor Electronics: Materials, Devices and Simple Circuits',
    ],
  },
  chem: {
    '11': [
      'Some Basic Concepts of Chemistry',
      'Structure of Atom',
      'Classification of Elements and Periodicity in Properties',
      'Chemical Bonding and Molecular Structure',
      'Thermodynamics',
      'Equilibrium',
      'Redox Reactions',
      'Organic Chemistry: Some Basic Principles and Techniques',
      'Hydrocarbons',
    ],
    '12': [
      'Solutions',
      'Electrochemistry',
      'Chemical Kinetics',
      'The d- and f-Block Elements',
      'Coordination Compounds',
      'Haloalkanes and Haloarenes',
      'Alcohols, Phenols and Ethers',
      'Aldehydes, Ketones and Carboxylic Acids',
      'Amines',
      'Biomolecules',
    ],
  },
  math: {
    '11': [
      'Sets',
      'Relations and Functions',
      'Trigonometric Functions',
      'Complex Numbers and Quadratic Equations',
      'Linear Inequalities',
      'Permutations and Combinations',
      'Binomial Theorem',
      'Sequences and Series',
      'Straight Lines',
      'Conic Sections',
      'Introduction to Three Dimensional Geometry',
      'Limits and Derivatives',
      'Statistics',
      'Probability',
    ],
    '12': [
      'Relations and Functions',
      'Inverse Trigonometric Functions',
      'Matrices',
      'Determinants',
      'Continuity and Differentiability',
      'Application of Derivatives',
      'Integrals',
      'Application of Integrals',
      'Differential Equations',
      'Vector Algebra',
      'Three Dimensional Geometry',
      'Linear Programming',
      'Probability',
    ],
  },
  bio: {
    '11': [
      'The Living World',
      'Biological Classification',
      'Plant Kingdom',
      'Animal Kingdom',
      'Morphology of Flowering Plants',
      'Anatomy of Flowering Plants',
      'Structural Organisation in Animals',
      'Cell: The Unit of Life',
      'Biomolecules',
      'Cell Cycle and Cell Division',
      'Photosynthesis in Higher Plants',
      'Respiration in Plants',
      'Plant Growth and Development',
      'Breathing and Exchange of Gases',
      'Body Fluids and Circulation',
      'Excretory Products and their Elimination',
      'Locomotion and Movement',
      'Neural Control and Coordination',
      'Chemical Coordination and Integration',
    ],
    '12': [
      'Sexual Reproduction in Flowering Plants',
      'Human Reproduction',
      'Reproductive Health',
      'Principles of Inheritance and Variation',
      'Molecular Basis of Inheritance',
      'Evolution',
      'Human Health and Disease',
      'Microbes in Human Welfare',
      'Biotechnology: Principles and Processes',
      'Biotechnology and its Applications',
      'Organisms and Populations',
      'Ecosystem',
      'Biodiversity and Conservation',
    ],
  },
};

export const TEACHERS = [
  { name: 'Dr. Rajesh Kumar', thumbnail: '/api/static/teachers/rajesh-kumar.svg' },
  { name: 'Ananya Desai', thumbnail: '/api/static/teachers/ananya-desai.svg' },
  { name: 'Vikram Singh', thumbnail: '/api/static/teachers/vikram-singh.svg' },
  { name: 'Dr. Sunita Rao', thumbnail: null },
  { name: 'Farhan Qureshi', thumbnail: '/api/static/teachers/farhan-qureshi.svg' },
] as const;

export const TAGS = ['JEE Main', 'NEET', 'NCERT', 'Revision', 'Important', 'Level 1', 'Level 2', 'PYQ'] as const;

/**
 * The demo banner, served by the API from api/seed/static at /api/static/ (src/static.ts). Notes and lectures are
 * per chapter: study-material/.
 */
export const DEMO_BANNER = '/api/static/banners/jee-2027.svg';
