import { makeClass } from '../testing/factories';
import { applyFilter, filterOptions, pageOf, pastClasses, replaySource, upcomingClasses } from './class-list';

const now = new Date('2026-11-23T12:00:00Z');
const items = [
  makeClass({
    liveclass_id: 1,
    type: 'past',
    subject_name: 'Physics',
    chapter_name: 'Kinematics',
    start_date: '2026-11-20T05:00:00Z',
    end_date: '2026-11-20T06:30:00Z',
  }),
  makeClass({
    liveclass_id: 2,
    type: 'past',
    subject_name: 'Chemistry',
    chapter_name: 'Mole Concept',
    start_date: '2026-11-21T05:00:00Z',
    end_date: '2026-11-21T06:30:00Z',
  }),
  makeClass({
    liveclass_id: 3,
    type: 'live',
    subject_name: 'Physics',
    chapter_name: 'Laws of Motion',
    start_date: '2026-11-25T05:00:00Z',
    end_date: '2026-11-25T06:30:00Z',
  }),
  makeClass({
    liveclass_id: 4,
    type: 'offline',
    class_type: 'offline',
    subject_name: 'Physics',
    chapter_name: 'Kinematics',
    start_date: '2026-11-24T05:00:00Z',
    end_date: '2026-11-24T06:30:00Z',
  }),
];

describe('class lists', () => {
  it('past: recorded classes newest first; upcoming: live and offline not yet ended, soonest first', () => {
    expect(pastClasses(items).map((c) => c.liveclass_id)).toEqual([2, 1]);
    expect(upcomingClasses(items, now).map((c) => c.liveclass_id)).toEqual([4, 3]);
  });

  it("subject and chapter filters: a subject's chapters only; both filters apply together", () => {
    expect(filterOptions(items, '')).toEqual({
      subjects: ['Chemistry', 'Physics'],
      chapters: ['Kinematics', 'Laws of Motion', 'Mole Concept'],
    });
    expect(filterOptions(items, 'Physics').chapters).toEqual(['Kinematics', 'Laws of Motion']);
    expect(applyFilter(items, { subject: 'Physics', chapter: 'Kinematics' }).map((c) => c.liveclass_id)).toEqual([
      1, 4,
    ]);
    expect(applyFilter(items, { subject: '', chapter: '' })).toHaveLength(4);
  });

  it('paging: 10 a page, the page clamped into range', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 3, items: many.slice(0, 10) });
    expect(pageOf(many, 3).items).toEqual([20, 21, 22]);
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('000 §9: an .mp4 plays in <video>; another https link is an embed; anything else is not playable', () => {
    expect(replaySource('https://cdn.example/a/replay.MP4?x=1')).toEqual({
      kind: 'mp4',
      src: 'https://cdn.example/a/replay.MP4?x=1',
    });
    expect(replaySource('/api/static/videos/demo.mp4').kind).toBe('mp4');
    expect(replaySource('https://player.vimeo.com/video/810000001')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/810000001',
    });
    expect(replaySource('http://player.example/1').kind).toBe('missing');
    expect(replaySource('javascript:alert(1)').kind).toBe('missing');
    expect(replaySource(null).kind).toBe('missing');
  });
});
