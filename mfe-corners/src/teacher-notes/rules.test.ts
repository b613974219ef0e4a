import { idParam, teacherNotesPath } from '../lib/teacher-notes-paths';
import { chaptersByClass, noteCounts } from './rules';

const ch = (id: number, className: string) => ({
  chapter_id: id,
  chapter_name: `Chapter ${id}`,
  class_name: className,
});

describe('teacher notes rules (000 §7 get-chapters)', () => {
  it('groups a subject’s chapters by class in the order the server gives them', () => {
    const groups = chaptersByClass([ch(1, '11'), ch(2, '11'), ch(7, '12')]);
    expect(groups.map((g) => [g.className, g.chapters.map((c) => c.chapter_id)])).toEqual([
      ['11', [1, 2]],
      ['12', [7]],
    ]);
    expect(chaptersByClass([])).toEqual([]);
  });

  it('builds the three addresses and reads only whole positive ids from them', () => {
    expect(teacherNotesPath()).toBe('/student/notes/teachernotes');
    expect(teacherNotesPath(3)).toBe('/student/notes/teachernotes/3');
    expect(teacherNotesPath(3, 41)).toBe('/student/notes/teachernotes/3/41');
    expect(['12', 'abc', '0', '1.5', '-2', undefined].map(idParam)).toEqual([12, null, null, null, null, null]);
  });

  it('counts the classes with notes per chapter of the subject, leaving out a chapter name the subject has twice', () => {
    const chapters = [
      { chapter_id: 1, chapter_name: 'Sets', class_name: '11' },
      { chapter_id: 2, chapter_name: 'Probability', class_name: '11' },
      { chapter_id: 3, chapter_name: 'Matrices', class_name: '12' },
      { chapter_id: 4, chapter_name: 'Probability', class_name: '12' },
    ];
    const cls = (subject: string, chapter: string, notes: string | null) => ({
      subject_name: subject,
      chapter_name: chapter,
      notes_file: notes,
    });
    const counts = noteCounts('Mathematics', chapters, [
      cls('Mathematics', 'Sets', '/a.pdf'),
      cls('Mathematics', 'Sets', '/b.pdf'),
      cls('Mathematics', 'Sets', null),
      cls('Physics', 'Matrices', '/c.pdf'),
      cls('Mathematics', 'Probability', '/d.pdf'),
    ]);
    expect([...counts]).toEqual([
      [1, 2],
      [3, 0],
    ]);
  });
});
