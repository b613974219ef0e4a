import { allEmpty, dashboardLayout } from './layout';

const student = (over: { is_free?: boolean; school?: number; section?: number; learning?: boolean } = {}) => ({
  is_free: over.is_free ?? false,
  enable_learning_module: over.learning ?? false,
  school_assoc: { id: over.school ?? 1, school_name: 'S' },
  section_assoc: { id: over.section ?? 10, section_name: 'JEE 2027 A', class_name: '12' },
});

describe('dashboard layout by student kind (000 §2 Dashboard, §6)', () => {
  it('000 §2: enrolled students get MPPs, Tests, Classes rows first, then corners', () => {
    expect(dashboardLayout(student())).toEqual({
      rows: ['mpp', 'test', 'class'],
      rowsLocked: false,
      corners: 'after',
      seeAll: true,
      navigation: true,
      jeeAdvancedSeries: false,
      attendance: 'panel',
      learning: true,
    });
  });

  it('000 §6: the learning links have their place on every dashboard except school 40059 (Tests only)', () => {
    expect(dashboardLayout(student({ learning: true })).learning).toBe(true);
    expect(dashboardLayout(student({ is_free: true })).learning).toBe(true);
    expect(dashboardLayout(student({ learning: true, school: 40059 })).learning).toBe(false);
  });

  it('000 §2: free students get corners first and the rows under a blur', () => {
    expect(dashboardLayout(student({ is_free: true }))).toMatchObject({
      rowsLocked: true,
      corners: 'before',
      attendance: 'locked',
    });
  });

  it('000 §2: school 40059 sees only Tests, without See all, navigation or corners', () => {
    expect(dashboardLayout(student({ school: 40059 }))).toMatchObject({
      rows: ['test'],
      seeAll: false,
      navigation: false,
      corners: 'none',
      attendance: 'none',
    });
  });

  it('000 §2: section 303 gets the external JEE Advanced test-series button', () => {
    expect(dashboardLayout(student({ section: 303 })).jeeAdvancedSeries).toBe(true);
    expect(dashboardLayout(student()).jeeAdvancedSeries).toBe(false);
  });

  it("000 §2: 'No MPPs, Tests or Classes available' only when all three lists are empty", () => {
    expect(allEmpty({ mpps: 0, exams: 0, classes: 0 })).toBe(true);
    expect(allEmpty({ mpps: 0, exams: 1, classes: 0 })).toBe(false);
  });
});
