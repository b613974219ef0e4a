import { firstChapter, notesKind, notesShown, pickClass, videoCards, videoPath } from './corner-rules';

describe('corner rules (000 §2 Corner cards, §9)', () => {
  it("000 §9: the 'See all' video card appears at 5 or more videos", () => {
    expect(videoCards([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], seeAll: false });
    expect(videoCards([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4], seeAll: true });
    expect(videoCards([])).toEqual({ shown: [], seeAll: false });
  });

  it('000 §9: corner cards show the first 3 notes or solutions', () => {
    expect(notesShown(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(notesShown(['a'])).toEqual(['a']);
  });

  it('000 §2: NCERT shows exercise solutions, JEE and NEET show notes', () => {
    expect(notesKind('ncert')).toBe('exercise-solutions');
    expect(notesKind('jee')).toBe('notes');
    expect(notesKind('neet')).toBe('notes');
  });

  it("000 §2: a subject shows chapter 1's content", () => {
    expect(firstChapter({ chapters: [] })).toBeNull();
    expect(firstChapter({ chapters: [{ id: 4, chapter_name: 'Units', videos: [], notes: [] }] })?.id).toBe(4);
  });

  it('000 §2: a video lecture is /student/{type}/{chapterId}/{videoId}', () => {
    expect(videoPath('jee', 4, 9)).toBe('/student/jee/4/9');
  });

  it('000 §2: the classId carried in state picks the class when the filters list it', () => {
    expect(pickClass([{ id: 11 }, { id: 12 }], 12)).toBe(12);
    expect(pickClass([{ id: 11 }, { id: 12 }], 99)).toBe(11);
    expect(pickClass([], 12)).toBeNull();
  });
});
