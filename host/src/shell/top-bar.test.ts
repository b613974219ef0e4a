import { firstName } from './top-bar';

describe('top bar (000 §2)', () => {
  it("shows the first word of the student's name", () => {
    expect(firstName('Aarav Kumar Sharma')).toBe('Aarav');
    expect(firstName('  Diya  ')).toBe('Diya');
    expect(firstName(null)).toBe('');
  });
});
