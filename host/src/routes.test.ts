import { REMOTE_SCREENS } from '@classroom/shared/links/screens';
import { isExamScreen, isGuarded, isLegacyList, isOfflineTolerant, ownerOf } from './routes';

/** A path a pattern matches: '/student/result/:examId' → '/student/result/7'. */
const pathOf = (pattern: string) => pattern.replace(/:[^/]+/g, '7').replace(/\*$/, 'x');

describe('route ownership (ARCHITECTURE §2, 001 §2.1)', () => {
  it.each([
    ['/student', 'mfe-dashboard'],
    ['/student/attendance', 'mfe-dashboard'],
    ['/student/objectivetest', 'mfe-exam'],
    ['/student/instruction/12', 'mfe-exam'],
    ['/student/generic/12/exam', 'mfe-exam'],
    ['/student/SubmitSuccessfully', 'mfe-exam'],
    ['/student/ncert', 'mfe-corners'],
    ['/student/jee/4/9', 'mfe-corners'],
    ['/student/profile', 'mfe-account'],
    ['/student/locked', 'mfe-account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path)?.remote).toBe(remote);
  });

  it('sends every screen a remote declares (shared/src/links/screens/<owner>.ts) to that remote, with its title', () => {
    const routed = REMOTE_SCREENS.map((screen) => {
      const owner = ownerOf(pathOf(screen.pattern));
      return { pattern: screen.pattern, remote: owner?.remote, title: owner?.screen };
    });
    expect(routed).toEqual(
      REMOTE_SCREENS.map((screen) => ({ pattern: screen.pattern, remote: screen.owner, title: screen.title })),
    );
  });

  it('an undeclared path goes to the remote owning the longest prefix it is under, whose router shows the error page', () => {
    expect(ownerOf('/student/generic/5/anything')?.remote).toBe('mfe-exam');
    expect(ownerOf('/student/notes/other')?.remote).toBe('mfe-corners');
  });

  it('a prefix matches whole path segments only', () => {
    expect(ownerOf('/student/ncertx')?.remote).toBe('mfe-dashboard');
    expect(ownerOf('/students')).toBeNull();
    expect(ownerOf('/elsewhere')).toBeNull();
  });

  it('001 §2.1: every /student route is guarded except /student/locked', () => {
    expect(isGuarded('/student')).toBe(true);
    expect(isGuarded('/student/objectivetest')).toBe(true);
    expect(isGuarded('/student/locked')).toBe(false);
    expect(isGuarded('/')).toBe(false);
  });
});

describe('offline-tolerant screens', () => {
  it('001 §4.5: only the offline exam screens handle network loss themselves', () => {
    expect(isOfflineTolerant('/student/generic/5/exam')).toBe(true);
    expect(isOfflineTolerant('/student/generic/5/instructions')).toBe(true);
    expect(isOfflineTolerant('/student/JeeExamScreen/5')).toBe(false);
    expect(isOfflineTolerant('/student')).toBe(false);
  });
});

describe('legacy list screens (000 §2 older navigation bar)', () => {
  it.each([
    '/student/objectivetest',
    '/student/Quizlist',
    '/student/dpp-list/all',
    '/student/assignmentssubjects',
    '/student/assignmentschapters/4',
    '/student/assignments_all_list',
  ])('%s carries the older bar', (path) => {
    expect(isLegacyList(path)).toBe(true);
  });
  it.each([
    '/student',
    '/student/generic/5/exam',
    '/student/result/5',
    '/student/assignment/7',
    '/student/SubmitSuccessfully',
    '/student/profile',
  ])('%s keeps the top bar', (path) => {
    expect(isLegacyList(path)).toBe(false);
  });
});

describe('exam screens show only the exam (no top bar or footer to leave it by)', () => {
  it.each([
    '/student/JeeExamScreen/3',
    '/student/JeeAdvanceExamScreen',
    '/student/JeeAdvanceExamScreen/9',
    '/student/generic/4/exam',
    '/student/InstructionsGenericDpp/7/exam',
  ])('%s is an exam screen', (path) => {
    expect(isExamScreen(path)).toBe(true);
  });
  it.each([
    '/student',
    '/student/instruction/3',
    '/student/generic/4/instructions',
    '/student/result/3',
    '/student/SubmitSuccessfully',
    '/student/objectivetest',
  ])('%s keeps the portal bar', (path) => {
    expect(isExamScreen(path)).toBe(false);
  });
});
