import { learningLinks } from './learning-links';

/** 000 §2 Older navigation bar, 000 §6: Practice (New) with enable_learning_module; Self Learning Module from runtime config. */
describe('learning links (000 §6)', () => {
  const built = () => true;
  it("enable_learning_module on: 'Practice (New)' to the practice screen and 'Self Learning Module' to the configured site", () => {
    expect(learningLinks(true, 'https://learn.example.in/', built)).toEqual([
      { label: 'Practice (New)', to: '/student/practice-session' },
      { label: 'Self Learning Module', href: 'https://learn.example.in/' },
    ]);
  });
  it('flag off: none, even with the site configured', () => {
    expect(learningLinks(false, 'https://learn.example.in/', built)).toEqual([]);
  });
  it('never a dead end: no Self Learning Module without an address, no Practice (New) while its screen is not built', () => {
    expect(learningLinks(true, null, built)).toEqual([{ label: 'Practice (New)', to: '/student/practice-session' }]);
    expect(learningLinks(true, null, () => false)).toEqual([]);
  });
  it('the real built-screens list has the practice screen', () => {
    expect(learningLinks(true, null)).toEqual([{ label: 'Practice (New)', to: '/student/practice-session' }]);
  });
});
