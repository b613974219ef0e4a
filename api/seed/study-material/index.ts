/** The demo institute's study material: notes PDFs (generated at seed time) and lecture clips (shipped). */
export { lectureUrl } from './lectures';
export { notesUrl, writeStudyNotes } from './notes';
