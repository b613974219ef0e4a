/** 000 §5: JCF_ and M.A.T_ batches are never listed; 000 §2/§9: the side menu shows 2 and 'See all' above 2. */
import { sideMenuBatches, visibleBatches } from './batches';

const c = (section_name: string, status = true) => ({ section_name, status, student_course_id: section_name.length });

describe('batch lists', () => {
  test('hides JCF_ and M.A.T_ sections and inactive batches, keeps the order', () => {
    const list = [c('JEE 2027'), c('JCF_Crash_2026'), c('Class 11 Foundation'), c('M.A.T_Practice'), c('NEET 2027', false)];
    expect(visibleBatches(list).map((b) => b.section_name)).toEqual(['JEE 2027', 'Class 11 Foundation']);
  });

  test('side menu: 2 batches, See all only when more than 2 are visible', () => {
    expect(sideMenuBatches([c('A'), c('B')])).toEqual({ shown: [c('A'), c('B')], seeAll: false });
    expect(sideMenuBatches([c('A'), c('B'), c('C')])).toEqual({ shown: [c('A'), c('B')], seeAll: true });
    expect(sideMenuBatches([c('A'), c('JCF_X'), c('B')]).seeAll).toBe(false);
  });
});
