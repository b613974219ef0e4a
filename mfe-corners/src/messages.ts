/** Every user-facing text of mfe-corners, copied from the spec (000 = 000_5f588cf4abcc48c4.txt, 001 = 001_…). */
import type { CornerType } from '@classroom/shared/contract';

/** 000 §2 screen titles: 'NCERT, JEE and NEET Corner'. */
export const CORNER_TITLES: Record<CornerType, string> = {
  ncert: 'NCERT Corner',
  jee: 'JEE Corner',
  neet: 'NEET Corner',
};
/** The {TYPE} of the empty text. */
export const CORNER_NAMES: Record<CornerType, string> = { ncert: 'NCERT', jee: 'JEE', neet: 'NEET' };

/** 000 §2 screen titles used by the learning screens. */
export const TITLES = {
  lecture: 'Lecture',
  ncertQuestions: 'NCERT Exercise Questions',
  solutions: 'Solutions',
  videoLectures: 'Video Lectures',
  notes: 'Notes',
  studyMaterial: 'Study Material',
  pastClasses: 'Past Classes',
  askDoubt: 'Ask a Doubt',
  pendingDoubts: 'Pending Doubts',
  teacherNotes: 'Teacher Notes',
} as const;

export const MESSAGES = {
  /** 000 §2 Corner cards: the class dropdown. */
  selectClass: 'Select Class',
  /** 000 §2: 'No {TYPE} content available' with the dashboard's sub-message 'Check back later'. */
  empty: (type: string) => `No ${type} content available`,
  checkBackLater: 'Check back later',
  seeAll: 'See all',
  videos: 'Videos',
  chapters: 'Chapters',
  chapterN: (n: number) => `Chapter ${n}`,
  /** 000 §2: notes (JEE and NEET) or exercise solutions (NCERT). */
  notes: 'Notes',
  exerciseSolutions: 'Exercise solutions',
  solutionsSuffix: 'solutions',
  questionsWord: (n: number) => (n === 1 ? 'question' : 'questions'),
  noVideos: 'No videos in this chapter yet',
  noNotes: 'No notes in this chapter yet',
  noExercises: 'No exercises in this chapter yet',
  exercisesFailed: 'The exercises could not be loaded',
  loadingShort: 'Loading... please wait',
  opensInNewTab: '(opens in a new tab)',
  backTo: (name: string) => `Back to ${name}`,
  retry: 'Retry',
  notFoundSub: 'It may have been moved or removed. Go back and pick another.',
} as const;

/** Texts of the video lecture page (000 §2 'lecture pages', §9). */
export const LECTURE = {
  breadcrumb: 'Breadcrumb',
  chapter: 'Chapter',
  playlist: 'Videos in this chapter',
  /** What every item of the playlist is, for a student (not how it is played). */
  kind: 'Lecture',
  missing: 'This video is not available right now.',
  missingSub: 'Pick another video from the list, or check back later.',
  notFound: 'This video could not be found.',
  notFoundSub: 'It may have been moved. Open the corner to pick a video.',
} as const;

/** Texts of the NCERT exercise question page (000 §2 'NCERT Exercise Questions'). */
export const NCERT = {
  breadcrumb: 'Breadcrumb',
  listTitle: 'Questions in this exercise',
  questionN: (n: number, of: number) => `Question ${n} of ${of}`,
  qShort: (n: number) => `Q${n}`,
  solution: 'Solution',
  previous: 'Previous',
  next: 'Next',
  pick: (n: number) => `This exercise has ${n} question${n === 1 ? '' : 's'}. Pick one to see its worked solution.`,
  empty: 'No questions in this exercise yet',
  emptySub: 'Check back later',
  questionNotFound: 'This question is not in the exercise',
  pickOther: 'Pick a question from the list.',
  notFound: 'This exercise could not be found',
  notFoundSub: 'Open the NCERT Corner to pick an exercise.',
} as const;

/** Texts of the videos, notes, study material and past classes screens (001 §2.1 'Videos and notes'). */
export const LIBRARY = {
  open: 'Open',
  download: 'Download',
  cancel: 'Cancel',
  read: 'Read',
  replay: 'Replay class',
  /** 000 §2 Class card info text. */
  notUploaded: 'Not Uploaded',
  downloading: (name: string) => `Downloading ${name}`,
  receivedKb: (kb: number) => `${kb} KB`,
  pdfHint: 'Open shows the PDF in your browser in a new tab; Download saves it to your device.',
  videosCount: (n: number) => `${n} video${n === 1 ? '' : 's'}`,
  notesCount: (n: number) => `${n} note${n === 1 ? '' : 's'}`,
  pdfCount: (n: number) => `${n} PDF${n === 1 ? '' : 's'}`,
  classesCount: (n: number) => `${n} class${n === 1 ? '' : 'es'}`,
  videosOf: (chapter: string) => `Videos: ${chapter}`,
  emptySubjects: 'No subjects available',
  subjectNotFound: 'This subject has nothing here yet',
  pickSubject: 'Pick a subject to continue.',
  noChapterChosen: 'No chapter chosen',
  noNoteChosen: 'No note chosen',
  noVideoChosen: 'No video chosen',
  noVideoChosenSub: 'Pick a subject and a chapter to watch its lectures.',
  browseVideos: 'Browse video lectures',
  noMaterial: 'No study material available',
  noPast: 'No past classes available',
  allSubjects: 'All subjects',
  chapters: 'Chapters',
  chapterNotes: 'Chapter notes',
} as const;

/** Texts of the teacher notes screens (000 §7 address list: support get-subjects, get-chapters, get-teacher-notes). */
export const TEACHER_NOTES = {
  /** The way in from the notes screens. */
  link: 'Teacher notes from your classes',
  intro: 'Notes your teachers shared in the classes of your batch, by subject and chapter.',
  subjects: 'Subjects',
  classN: (c: string) => `Class ${c}`,
  /** One note's line under its lecture: who taught it and when (IST). */
  byTeacher: (teacher: string, when: string) => `${teacher} · class of ${when} IST`,
  /** A chapter row's count of the batch's classes with notes. */
  notesCount: (n: number) => (n === 0 ? 'No notes yet' : `${n} note${n === 1 ? '' : 's'}`),
  noSubjects: 'No subjects available',
  noChapters: 'No chapters in this subject yet',
  noNotes: 'No teacher notes in this chapter yet',
  noNotesSub: 'Your teachers add notes after their classes. Check back later.',
  badAddress: 'This page address is not complete',
  badAddressSub: 'Pick a subject and a chapter to see its teacher notes.',
} as const;

/** Texts of the doubts and solutions screens (000 §2 'Solutions', §6 locks, §8 request-call toasts). */
export const DOUBTS = {
  nav: 'Solutions sections',
  search: 'Search solutions',
  browse: 'Browse by chapter',
  ask: 'Ask a doubt',
  myDoubts: 'My doubts',
  searchLabel: 'Search the solutions',
  searchPlaceholder: 'e.g. projectile range',
  searchButton: 'Search',
  searchHint: 'Type at least 2 characters of your question, then Search. You can narrow it to a subject and chapter.',
  subject: 'Subject',
  chapter: 'Chapter',
  chapterOptional: 'Chapter (optional)',
  noChapter: 'Not sure / other',
  allSubjects: 'All subjects',
  allChapters: 'All chapters',
  resultsCount: (n: number, text: string) => `${n} solution${n === 1 ? '' : 's'} for '${text}'`,
  noResults: (text: string) => `No solutions found for '${text}'`,
  noResultsSub: 'Try other words, or ask your doubt and a teacher will answer it.',
  noChapters: 'No solutions available',
  noQuestions: 'No questions in this chapter yet',
  noChapterChosen: 'No chapter chosen',
  pickChapter: 'Pick a chapter to see its questions.',
  noQuestionChosen: 'No question chosen',
  pickQuestion: 'Search or browse to open a solution.',
  classN: (c: string) => `Class ${c}`,
  questionsCount: (n: number) => `${n} question${n === 1 ? '' : 's'}`,
  question: 'Question',
  solution: 'Solution',
  previous: 'Previous',
  next: 'Next',
  stillStuck: 'Still stuck?',
  yourDoubt: 'Your doubt',
  photos: (n: number) => `Photos (up to ${n}, JPEG or PNG)`,
  photosHint: 'Add a photo of the question or your working, if it helps.',
  photosChosen: (names: string[]) => `Chosen: ${names.join(', ')}`,
  photosCount: (n: number) => `${n} photo${n === 1 ? '' : 's'}`,
  photoAlt: (n: number) => `Photo ${n} of your doubt`,
  photoMissing: 'Photo unavailable',
  submit: 'Submit doubt',
  save: 'Save changes',
  sending: 'Sending...',
  // Offline (decision 0016): what waits for the connection, said plainly.
  queued: 'You are offline. Your doubt is saved on this phone and will be sent when you are back online.',
  editWaits: 'You are offline. Your change will be saved when you are back online.',
  waiting: 'Waiting for connection',
  photosNeedConnection:
    'Adding photos needs a connection. You can ask your doubt now and it will be sent when you are back online.',
  updated: 'Your doubt has been updated.',
  editTitle: 'Edit your doubt',
  cannotEdit: 'This doubt cannot be edited',
  cannotEditSub: 'Only a pending doubt of yours can be edited.',
  answeredTitle: 'Doubt Solutions',
  pending: 'Pending',
  answered: 'Answered',
  answer: 'Answer',
  edit: 'Edit',
  noDoubts: 'No doubts yet',
  noAnswered: 'No answered doubts yet',
  noDoubtsSub: 'Ask a doubt and its answer will appear here.',
  lockedTitle: 'Solutions are locked',
  /** 000 §2 free-student blur text pattern 'Connect with us to unlock ...'. */
  locked: 'Connect with us to unlock Solutions.',
  requestCall: 'Request a call',
  /** 000 §8 request-call toasts. */
  requestSent: 'Request sent! We will call you shortly.',
  requestFailed: 'Something went wrong, please try again.',
} as const;
