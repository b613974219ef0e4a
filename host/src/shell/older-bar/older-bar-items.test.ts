import { olderBarItems, type OlderBarStudent } from './older-bar-items';

const student = (over: Partial<OlderBarStudent> = {}): OlderBarStudent => ({
  enable_learning_module: false,
  section_assoc: { id: 302 },
  ...over,
});
const everything = () => true;
const labels = (items: ReturnType<typeof olderBarItems>) => items.map((i) => i.label);

describe('000 §2 older navigation bar', () => {
  it("lists the spec's items in the spec's order for a student with the learning module in a named section", () => {
    const items = olderBarItems(
      student({ enable_learning_module: true, section_assoc: { id: 301 } }),
      'https://learn.example.in/',
      everything,
    );
    expect(labels(items)).toEqual([
      'Practice (New)',
      'Self Learning Module',
      'My Schedule',
      'My Test',
      'My Assignment',
      'My Quiz',
      'My Profile',
      'Change Password',
      'Help & Support',
      'Logout',
    ]);
    expect(items[0]).toEqual({ kind: 'route', label: 'Practice (New)', to: '/student/practice-session' });
    expect(items[1]).toEqual({ kind: 'external', label: 'Self Learning Module', href: 'https://learn.example.in/' });
    expect(items.find((i) => i.label === 'My Schedule')).toMatchObject({ to: '/student/Myschedule' });
    expect(items.find((i) => i.label === 'My Test')).toMatchObject({
      to: '/student/objectivetest',
      state: { exam_type: 1 },
    });
    expect(items.find((i) => i.label === 'My Quiz')).toMatchObject({ to: '/student/Quizlist' });
  });

  it('000 §6: Practice (New) only with enable_learning_module; Self Learning Module only for the named sections', () => {
    expect(labels(olderBarItems(student(), 'https://learn.example.in/', everything))).not.toEqual(
      expect.arrayContaining(['Practice (New)']),
    );
    expect(labels(olderBarItems(student(), 'https://learn.example.in/', everything))).not.toContain(
      'Self Learning Module',
    );
    expect(
      labels(olderBarItems(student({ section_assoc: { id: 303 } }), 'https://learn.example.in/', everything)),
    ).toContain('Self Learning Module');
  });

  it('leaves out the Self Learning Module when the gateway sets no address (no link to nowhere)', () => {
    expect(labels(olderBarItems(student({ section_assoc: { id: 301 } }), null, everything))).not.toContain(
      'Self Learning Module',
    );
  });

  it('a screen that is not built is not offered; Logout always is', () => {
    const items = olderBarItems(
      student({ enable_learning_module: true }),
      null,
      (path) => path === '/student/Quizlist',
    );
    expect(labels(items)).toEqual(['My Quiz', 'Logout']);
  });

  it('before the student data arrives, only the screens and Logout', () => {
    expect(labels(olderBarItems(null, 'https://learn.example.in/', everything))).toEqual([
      'My Schedule',
      'My Test',
      'My Assignment',
      'My Quiz',
      'My Profile',
      'Change Password',
      'Help & Support',
      'Logout',
    ]);
  });

  it('with the real built-screens list every portal item is a built screen', () => {
    const items = olderBarItems(student({ enable_learning_module: true, section_assoc: { id: 301 } }), null);
    expect(labels(items)).toEqual([
      'Practice (New)',
      'My Schedule',
      'My Test',
      'My Assignment',
      'My Quiz',
      'My Profile',
      'Change Password',
      'Help & Support',
      'Logout',
    ]);
  });
});
