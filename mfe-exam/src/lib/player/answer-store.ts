/**
 * Where the exam engine keeps answers (decision 0024): one small interface, two stores — online (the send queue and
 * the API, ./online-store.ts) and device (IndexedDB and the sync queue, ../offline/device-store.ts). Plain TypeScript.
 */
import type {
  AllottedQuestion,
  ExamInfo,
  ExamSection,
  QuestionStatus,
  SaveAnswerBody,
} from '@classroom/shared/contract';

/** The loaded exam: info, sections in order, the status list and the questions loaded so far (by serial). */
export interface ExamState {
  info: ExamInfo;
  sections: ExamSection[];
  statusList: QuestionStatus[];
  questions: ReadonlyMap<number, AllottedQuestion>;
  loadedSections: ReadonlySet<number>;
}

/** An opened attempt: the exam, whole seconds left on the server's clock, the serial shown first and one to resume at. */
export interface OpenedExam extends ExamState {
  secondsLeft: number;
  first: number;
  /** A serial to move to once the first is shown (its section is loaded first); null to stay. */
  resumeAt: number | null;
}

/** A server reply that carries the palette and the remaining seconds (001 §7 save, fetch questions). */
export interface StatusReply {
  question_status_list: QuestionStatus[];
  num_seconds: number;
}

/**
 * One visit recorded (001 §4.3 leave, §2.4 saves): `question` is the question as it now stands (answer, review flag,
 * `total_seconds` with this visit's `seconds` added), `statusList` the palette after it on this device, `position` the
 * serial shown next, `body` the same answer in the save call's shape without the student (001 §7).
 */
export interface Visit {
  question: AllottedQuestion;
  seconds: number;
  statusList: QuestionStatus[];
  position: number;
  body: Omit<SaveAnswerBody, 'student_id'>;
}

/**
 * What a store tells the engine outside a call: answers waiting for the server, the serials of the questions whose
 * newest answer could not reach it and is kept on the device (online store, decision 0004), and a failure of a
 * background sync.
 */
export interface StoreEvents {
  queued(count: number): void;
  kept(serials: readonly number[]): void;
  failed(error: unknown): void;
}

export interface AnswerStore {
  /** True when a save waits for the server's reply (online): the screen is busy meanwhile (decision 0023). */
  readonly waitsForServer: boolean;
  /**
   * Opens the attempt (001 §4.2 start; §4.5 stored data and start v2). 'no-data': nothing stored on the device (back
   * to the instructions); 'load-failed': a network failure with nothing to go on (001 §4.5). Rejects with the call's
   * error otherwise.
   */
  open(events: StoreEvents): Promise<OpenedExam | 'no-data' | 'load-failed'>;
  /** A section's questions and the reply's palette (001 §4.3); only called for a section not loaded yet. */
  loadSection(section: ExamSection): Promise<{ questions: AllottedQuestion[]; reply: StatusReply }>;
  /**
   * Records a visit left by a move (palette, NEXT, BACK, tab). Called after the screen shows the target; the store
   * writes or sends after the next paint. Resolves with the server's reply, null (device), or 'kept' (online: the
   * network failed, the answer is kept on the device and sent again later).
   */
  leave(visit: Visit): Promise<StatusReply | null | 'kept'>;
  /** Records a save (001 §2.4); resolves once kept (device, or 'kept' online after a network failure) or answered. */
  save(visit: Visit): Promise<StatusReply | null | 'kept'>;
  /** The question now on screen, for resuming there (001 §4.2). */
  visited(serial: number): void;
  /** Submits after every answer recorded before it (001 §4.6); rejects with the failure. */
  submit(): Promise<void>;
  close(): void;
}
