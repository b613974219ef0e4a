/** 000 §2/§9: the side menu shows 2 batches and 'See all' above 2 (JCF_ and M.A.T_ batches, 000 §5, never count). */
import { sideMenuBatches } from './batches';

const c = (section_name: string, status = true) => ({ section_name, status, student_course_id: section_name.length });

describe('batch lists', () => {
  test('side menu: 2 batches, See all only when more than 2 are visible', () => {
    expect(sideMenuBatches([c('A'), c('B')])).toEqual({ shown: [c('A'), c('B')], seeAll: false });
    expect(sideMenuBatches([c('A'), c('B'), c('C')])).toEqual({ shown: [c('A'), c('B')], seeAll: true });
    expect(sideMenuBatches([c('A'), c('JCF_X'), c('B')]).seeAll).toBe(false);
  });
});
