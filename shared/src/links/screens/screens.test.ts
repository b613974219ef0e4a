import { isScreenBuilt, matchesScreen, SCREENS } from './index';

describe('built screens (no link to the error page)', () => {
  it('matches a pattern with parameters segment by segment', () => {
    expect(matchesScreen('/student/result/:examId', '/student/result/12')).toBe(true);
    expect(matchesScreen('/student/result/:examId', '/student/result')).toBe(false);
    expect(matchesScreen('/student/result/:examId', '/student/result/12/more')).toBe(false);
  });
  it('ignores a trailing slash, a query and a hash', () => {
    expect(matchesScreen('/student/objectivetest', '/student/objectivetest/?tab=all#x')).toBe(true);
  });
  it('is case-sensitive, as the route table is (001 §2.1 Quizlist vs quizlist)', () => {
    expect(matchesScreen('/student/Quizlist', '/student/quizlist')).toBe(false);
  });
  it('matches anything below a pattern ending in /*', () => {
    expect(matchesScreen('/student/feemodule/*', '/student/feemodule/paymentstatus/success')).toBe(true);
    expect(matchesScreen('/student/feemodule/*', '/student/fees')).toBe(false);
  });
  it('knows the dashboard and does not know an unbuilt path', () => {
    expect(isScreenBuilt('/student')).toBe(true);
    expect(isScreenBuilt('/student/no-such-screen')).toBe(false);
  });
  it('no two screens declare the same pattern (one owner per path)', () => {
    const patterns = SCREENS.map((screen) => screen.pattern);
    expect(patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i)).toEqual([]);
  });
});
