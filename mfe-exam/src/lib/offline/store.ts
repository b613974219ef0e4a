/**
 * The offline exam's store on the device (001 §3 "Offline store"; ARCHITECTURE §6): one IndexedDB database per
 * exam and student, every write in a transaction with durability 'strict' that completes BEFORE the screen
 * changes, and persistent storage asked for so the browser does not evict it under pressure.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AllottedQuestion, BulkAnswer, ExamInfo, ExamSection, QuestionStatus } from '@classroom/shared/contract';

export interface ExamData {
  info: ExamInfo;
  sections: ExamSection[];
  studentId: number;
}
export interface StartData {
  examEndOn: string;
  offsetMs: number;
}

interface Schema extends DBSchema {
  kv: {
    key: 'exam' | 'status' | 'start' | 'position' | 'seqs' | 'loaded';
    value: unknown;
  };
  questions: { key: number; value: AllottedQuestion };
  queue: { key: number; value: BulkAnswer };
}

export interface Snapshot extends ExamData {
  questions: Map<number, AllottedQuestion>;
  statusList: QuestionStatus[];
  start: StartData | null;
  position: number | null;
  seqs: Record<number, number>;
  queue: BulkAnswer[];
}

/** 001 §9: the store is named for the exam (and, here, the student). */
export function storeName(examId: number, userId: number): string {
  return `classroom-exam-${examId}-u${userId}`;
}

const STRICT = { durability: 'strict' } as const;

/** Asks the browser to keep this origin's storage (ARCHITECTURE §6); harmless if refused or unsupported. */
export async function askPersistence(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<boolean> {
  try {
    if (!nav?.storage?.persist) return false;
    if (await nav.storage.persisted?.()) return true;
    return await nav.storage.persist();
  } catch {
    return false;
  }
}

export interface AnswerWrite {
  question: AllottedQuestion;
  statusList: QuestionStatus[];
  queued: BulkAnswer;
  position: number;
}

export class ExamStore {
  private constructor(
    private readonly db: IDBPDatabase<Schema>,
    readonly name: string,
  ) {}

  static async open(examId: number, userId: number): Promise<ExamStore> {
    const name = storeName(examId, userId);
    const db = await openDB<Schema>(name, 1, {
      upgrade(d) {
        d.createObjectStore('kv');
        d.createObjectStore('questions', { keyPath: 'serial_no' });
        d.createObjectStore('queue', { keyPath: 'allotted_id' });
      },
    });
    return new ExamStore(db, name);
  }

  /** Stores a fresh download (001 §2.3 generic instructions, Next): exam, sections, every question, the status list. */
  async saveDownload(data: ExamData, questions: AllottedQuestion[], statusList: QuestionStatus[]): Promise<void> {
    const tx = this.db.transaction(['kv', 'questions'], 'readwrite', STRICT);
    const kv = tx.objectStore('kv');
    const qs = tx.objectStore('questions');
    await qs.clear();
    for (const q of questions) void qs.put(q);
    void kv.put(data, 'exam');
    void kv.put(statusList, 'status');
    void kv.put(true, 'loaded');
    await tx.done;
  }

  /** The stored exam, or null when nothing complete is stored (001 §4.5: then back to the instructions). */
  async load(): Promise<Snapshot | null> {
    const tx = this.db.transaction(['kv', 'questions', 'queue'], 'readonly');
    const kv = tx.objectStore('kv');
    const [loaded, exam, status, start, position, seqs, questions, queue] = await Promise.all([
      kv.get('loaded'),
      kv.get('exam'),
      kv.get('status'),
      kv.get('start'),
      kv.get('position'),
      kv.get('seqs'),
      tx.objectStore('questions').getAll(),
      tx.objectStore('queue').getAll(),
    ]);
    await tx.done;
    if (loaded !== true || !exam || !status || questions.length === 0) return null;
    return {
      ...(exam as ExamData),
      statusList: status as QuestionStatus[],
      questions: new Map(questions.map((q) => [q.serial_no, q])),
      start: (start as StartData | undefined) ?? null,
      position: typeof position === 'number' ? position : null,
      seqs: (seqs as Record<number, number> | undefined) ?? {},
      queue,
    };
  }

  async saveStart(start: StartData): Promise<void> {
    await this.db.put('kv', start, 'start');
  }

  async savePosition(serial: number): Promise<void> {
    const tx = this.db.transaction('kv', 'readwrite', STRICT);
    await tx.store.put(serial, 'position');
    await tx.done;
  }

  /** One answer change in one strict transaction: the question, the status list, its queued save, its seq, the position. */
  async saveAnswer(write: AnswerWrite, seqs: Record<number, number>): Promise<void> {
    const tx = this.db.transaction(['kv', 'questions', 'queue'], 'readwrite', STRICT);
    void tx.objectStore('questions').put(write.question);
    void tx.objectStore('queue').put(write.queued);
    const kv = tx.objectStore('kv');
    void kv.put(write.statusList, 'status');
    void kv.put(seqs, 'seqs');
    void kv.put(write.position, 'position');
    await tx.done;
  }

  /** Removes synced answers, unless a newer one (higher seq) was queued meanwhile. */
  async ack(answers: BulkAnswer[]): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite', STRICT);
    for (const a of answers) {
      const stored = await tx.store.get(a.allotted_id);
      if (stored && stored.seq === a.seq) await tx.store.delete(a.allotted_id);
    }
    await tx.done;
  }

  close(): void {
    this.db.close();
  }

  /** After a successful submit the device copy is no longer needed. */
  async destroy(): Promise<void> {
    this.db.close();
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(this.name);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    });
  }
}
