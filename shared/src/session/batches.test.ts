import { isHiddenBatch, visibleBatches } from './batches';

const batch = (section_name: string, status = true) => ({
  student_course_id: 1,
  section_name,
  is_enable: true,
  status,
});

describe('batch lists (000 §5 Validation rules, §7 student courses)', () => {
  it("000 §5: batches whose section name contains 'JCF_' or 'M.A.T_' are hidden", () => {
    expect(isHiddenBatch(batch('JCF_2027 Foundation'))).toBe(true);
    expect(isHiddenBatch(batch('Weekend M.A.T_ Batch'))).toBe(true);
    expect(isHiddenBatch(batch('JEE 2027 A'))).toBe(false);
    expect(isHiddenBatch(batch('MAT 2027'))).toBe(false);
  });

  it('000 §7: only courses with status true are kept', () => {
    expect(
      visibleBatches([batch('JEE 2027 A'), batch('NEET 2027', false), batch('JCF_X')]).map((b) => b.section_name),
    ).toEqual(['JEE 2027 A']);
  });
});
