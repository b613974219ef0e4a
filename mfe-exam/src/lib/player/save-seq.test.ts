import { withSeq } from './save-seq';

const body = { student_id: 7, ques_id: 41, total_seconds: 3, review_status: false, is_option2_selected: true };

describe('single saves carry the per-question sequence number (ARCHITECTURE §6)', () => {
  it('rises with every save of a question, even within one quarter-second', () => {
    const now = Date.UTC(2026, 10, 22, 10);
    const a = withSeq(900, body, now).seq;
    const b = withSeq(900, body, now).seq;
    const c = withSeq(900, body, now + 5000).seq;
    expect(b).toBe(a + 1);
    expect(c).toBeGreaterThan(b);
  });

  it('a later save outranks an offline answer queued earlier (both on the quarter-second clock since 2025)', () => {
    const queuedAt = Date.UTC(2026, 10, 22, 11, 0, 0);
    const onlineAt = queuedAt + 2000;
    const queuedSeq = Math.floor((queuedAt - Date.UTC(2025, 0, 1)) / 250);
    expect(withSeq(901, body, onlineAt).seq).toBeGreaterThan(queuedSeq);
  });

  it('keeps a number the caller already chose (a retry sends the same request)', () => {
    expect(withSeq(902, { ...body, seq: 12345 }).seq).toBe(12345);
  });
});
