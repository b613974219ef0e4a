import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LoginRecord, StudentData } from '@classroom/shared/contract';
import { isLoginRecord, pickLoginRecord } from './login-record';

/** localStorage key of the login record (000 §3: kept on the device as 'userdetail'). */
export const USERDETAIL_KEY = 'userdetail';

export interface SessionState {
  /** The login record, or null when signed out. */
  user: LoginRecord | null;
  /** Student data from get-student-details2, once loaded (000 §3). */
  student: StudentData | null;
  signIn(record: LoginRecord): void;
  setStudent(student: StudentData | null): void;
  /** Clears the login record and student data from memory and from localStorage. */
  signOut(): void;
}

/**
 * Reads the stored login record; a missing or malformed one counts as signed out. Checked by `isLoginRecord`, which
 * agrees with the contract's `loginRecord` schema without loading zod.
 */
export function readStoredUser(storage: Storage = window.localStorage): LoginRecord | null {
  const raw = storage.getItem(USERDETAIL_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLoginRecord(parsed) ? pickLoginRecord(parsed) : null;
  } catch {
    return null;
  }
}

/**
 * The portal's one session store (a shared singleton across host and remotes, ARCHITECTURE §3).
 * Vanilla zustand so non-React code (the API client) can read the token.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  user: typeof window === 'undefined' ? null : readStoredUser(),
  student: null,
  signIn(record) {
    window.localStorage.setItem(USERDETAIL_KEY, JSON.stringify(record));
    set({ user: record, student: null });
  },
  setStudent(student) {
    set({ student });
  },
  signOut() {
    window.localStorage.clear();
    set({ user: null, student: null });
  },
}));

/** React hook over the session store: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * 001 §4.10: when the stored user details change or are cleared in another tab, this tab goes to
 * the root. Calls `goToRoot` after syncing the store; returns the function that stops watching.
 */
export function watchOtherTabs(goToRoot: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== USERDETAIL_KEY && event.key !== null) return;
    sessionStore.setState({ user: readStoredUser(), student: null });
    goToRoot();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export { STUDENT_PERMISSION } from '../contract/values';
export { HIDDEN_SECTION_MARKERS, isHiddenBatch, visibleBatches } from './batches';
