/**
 * Answers of the online players kept on the device while the server cannot be reached (decision 0004, 0005): one
 * IndexedDB database per exam and student (through idb), one entry per question — the newest save, with its body and
 * sequence number exactly as it is sent again, the question as the screen shows it, and the palette code it got. Each
 * write is one strict transaction, done before the screen says the answer is kept.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AllottedQuestion, PaletteCode, SaveAnswerBody } from '@classroom/shared/contract';

/** One kept save: `body` carries its `seq` (the one clock, decision 0005) and is sent again as it is. */
export interface KeptAnswer {
  body: SaveAnswerBody & { seq: number };
  question: AllottedQuestion;
  code: PaletteCode;
}

interface Schema extends DBSchema {
  answers: { key: number; value: KeptAnswer };
}

const STRICT = { durability: 'strict' } as const;

/** The database's name: the exam and the student, as the offline exam's store (001 §9). */
export const keptName = (examId: number, studentId: number) => `classroom-kept-answers-${examId}-s${studentId}`;

/** The kept answers of one attempt on this device. */
export interface KeptAnswers {
  /** Every kept answer, in the order of their sequence numbers. */
  list(): Promise<KeptAnswer[]>;
  /** Keeps `answer`, replacing an older one (lower seq) of the same question. */
  put(answer: KeptAnswer): Promise<void>;
  /** Forgets the question's kept answer if its seq is at most `seq` (sent, or outranked by a newer save). */
  drop(quesId: number, seq: number): Promise<void>;
  close(): void;
}

/** Opens the kept answers of `examId` for `studentId`; rejects when IndexedDB is unavailable. */
export async function openKeptAnswers(examId: number, studentId: number): Promise<KeptAnswers> {
  const db: IDBPDatabase<Schema> = await openDB<Schema>(keptName(examId, studentId), 1, {
    upgrade(d) {
      d.createObjectStore('answers', { keyPath: 'body.ques_id' });
    },
  });
  return {
    list: async () => (await db.getAll('answers')).sort((a, b) => a.body.seq - b.body.seq),
    async put(answer) {
      const tx = db.transaction('answers', 'readwrite', STRICT);
      const seen = await tx.store.get(answer.body.ques_id);
      if (!seen || seen.body.seq < answer.body.seq) await tx.store.put(answer);
      await tx.done;
    },
    async drop(quesId, seq) {
      const tx = db.transaction('answers', 'readwrite', STRICT);
      const seen = await tx.store.get(quesId);
      if (seen && seen.body.seq <= seq) await tx.store.delete(quesId);
      await tx.done;
    },
    close: () => db.close(),
  };
}
