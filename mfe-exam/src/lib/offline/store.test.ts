/** @jest-environment jsdom */
if (typeof globalThis.structuredClone !== 'function') {
  (globalThis as { structuredClone: unknown }).structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
}
// structuredClone must exist before fake-indexeddb loads (ts-jest keeps the imports below in this order).
import 'fake-indexeddb/auto';
import type { BulkAnswer } from '@classroom/shared/contract';
import { examInfo, question } from '../../testing/factories';
import { askPersistence, ExamStore, storeName } from './store';

const queued = (seq: number): BulkAnswer => ({
  serial_no: 1,
  allotted_id: 101,
  type: 1,
  review: false,
  total_seconds: 3,
  ans_given: '',
  options_selected: [2],
  current_attempt_seconds: [3],
  seq,
});

describe('offline store (001 §3 Offline store; ARCHITECTURE §6)', () => {
  it('one database per exam and student', () => {
    expect(storeName(5, 7)).not.toBe(storeName(5, 8));
    expect(storeName(5, 7)).not.toBe(storeName(6, 7));
  });

  it('nothing stored → null (001 §4.5: "otherwise the user is sent back to the instructions")', async () => {
    const store = await ExamStore.open(1, 1);
    expect(await store.load()).toBeNull();
    store.close();
  });

  it('keeps the download, the answers with their queue and seqs, the start and the position across a reopen', async () => {
    const info = examInfo();
    const q1 = question(1, 1, 1, { id: 101 });
    const store = await ExamStore.open(2, 1);
    await store.saveDownload(
      { info, sections: [], studentId: 9 },
      [q1],
      [{ serial_no: 1, section_id: 1, question_id: 101, color_id: 0 }],
    );
    await store.saveStart({ examEndOn: '2026-01-01T11:00:00Z', offsetMs: 1200 });
    await store.saveAnswer(
      {
        question: { ...q1, is_option2_selected: true },
        statusList: [{ serial_no: 1, section_id: 1, question_id: 101, color_id: 1 }],
        queued: queued(7),
        position: 1,
      },
      { 101: 7 },
    );
    store.close();

    const again = await ExamStore.open(2, 1);
    const snap = await again.load();
    expect(snap?.studentId).toBe(9);
    expect(snap?.questions.get(1)?.is_option2_selected).toBe(true);
    expect(snap?.statusList[0]?.color_id).toBe(1);
    expect(snap?.queue.map((a) => a.seq)).toEqual([7]);
    expect(snap?.seqs).toEqual({ 101: 7 });
    expect(snap?.start).toEqual({ examEndOn: '2026-01-01T11:00:00Z', offsetMs: 1200 });
    expect(snap?.position).toBe(1);

    await again.ack([queued(6)]); // a stale ack leaves the newer answer queued
    expect((await again.load())?.queue).toHaveLength(1);
    await again.ack([queued(7)]);
    expect((await again.load())?.queue).toHaveLength(0);
    await again.destroy();
  });

  it('asks for persistent storage, and survives a browser without it', async () => {
    const persist = jest.fn(async () => true);
    expect(await askPersistence({ storage: { persist, persisted: async () => false } } as unknown as Navigator)).toBe(
      true,
    );
    expect(persist).toHaveBeenCalled();
    expect(await askPersistence({} as Navigator)).toBe(false);
  });
});
