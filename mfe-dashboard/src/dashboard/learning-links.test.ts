import { learningLinks } from './learning-links';

/** 000 §2 Older navigation bar, 000 §6: Practice (New) with enable_learning_module; Self Learning Module for the named sections. */
describe('learning links (000 §6)', () => {
  const built = () => true;
  const site = 'https://learn.example.in/';
  const student = (learning: boolean, section: number) => ({
    enable_learning_module: learning,
    section_assoc: { id: section },
  });
  it("enable_learning_module on, a named section (301): 'Practice (New)' to the practice screen and 'Self Learning Module' to the configured site", () => {
    expect(learningLinks(student(true, 301), site, built)).toEqual([
      { label: 'Practice (New)', to: '/student/practice-session' },
      { label: 'Self Learning Module', href: site },
    ]);
  });
  it('flag off: no Practice (New); a section not named: no Self Learning Module', () => {
    expect(learningLinks(student(false, 303), site, built)).toEqual([{ label: 'Self Learning Module', href: site }]);
    expect(learningLinks(student(true, 302), site, built)).toEqual([
      { label: 'Practice (New)', to: '/student/practice-session' },
    ]);
    expect(learningLinks(student(false, 302), site, built)).toEqual([]);
  });
  it('never a dead end: no Self Learning Module without an address, no Practice (New) while its screen is not built', () => {
    expect(learningLinks(student(true, 301), null, built)).toEqual([
      { label: 'Practice (New)', to: '/student/practice-session' },
    ]);
    expect(learningLinks(student(true, 301), null, () => false)).toEqual([]);
  });
  it('the real built-screens list has the practice screen', () => {
    expect(learningLinks(student(true, 302), null)).toEqual([
      { label: 'Practice (New)', to: '/student/practice-session' },
    ]);
  });
});
