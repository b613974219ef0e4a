import type { ClassItem } from '@classroom/shared/contract';
import { groupPastClasses } from './library-rules';

const item = (id: number, type: ClassItem['type'], subject: string, chapter: string, start: string): ClassItem => ({
  liveclass_id: id,
  type,
  class_type: 'Online',
  schedule_type: 'Regular',
  subject_name: subject,
  primary_color: '#123456',
  secondary_color: '#fff',
  chapter_name: chapter,
  lecture: `Lecture ${id}`,
  faculty_name: 'T',
  faculty_thumbnail: null,
  start_date: start,
  end_date: start,
  tags: [],
  notes_file: null,
  replay_url: null,
  live_class_link: null,
});

describe('past classes by subject (001 §2.1 pastclasses)', () => {
  it('keeps only past classes, grouped by subject then chapter, newest first', () => {
    const groups = groupPastClasses([
      item(1, 'past', 'Physics', 'Laws of Motion', '2026-11-01T10:00:00Z'),
      item(2, 'live', 'Physics', 'Laws of Motion', '2026-11-22T10:00:00Z'),
      item(3, 'past', 'Chemistry', 'Equilibrium', '2026-11-03T10:00:00Z'),
      item(4, 'past', 'Physics', 'Laws of Motion', '2026-11-05T10:00:00Z'),
      item(5, 'past', 'Physics', 'Gravitation', '2026-10-01T10:00:00Z'),
    ]);
    expect(groups.map((g) => g.subject)).toEqual(['Physics', 'Chemistry']);
    expect(groups[0]!.chapters.map((c) => [c.chapter, c.classes.map((k) => k.liveclass_id)])).toEqual([
      ['Laws of Motion', [4, 1]],
      ['Gravitation', [5]],
    ]);
  });
});
