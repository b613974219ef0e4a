/**
 * Canary buckets (docs/decisions/0003): every student falls in one of 100 buckets, a hash of their id (and the
 * remote's name, so one student is not the guinea pig of every canary at once). A canary at N % is
 * served to buckets 0…N-1, so a student sees the same version on every load, and raising a canary from
 * 10 % to 30 % keeps the first 10 % on it.
 */
export const ANONYMOUS_ID_KEY = 'classroom.anonymous-id';

/** FNV-1a (32 bit) of a string: small, fast and well spread for short ids. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The student's bucket (0–99) for one remote. */
export function bucketOf(studentKey: string, remote: string): number {
  return fnv1a(`${remote}:${studentKey}`) % 100;
}

/**
 * The id canary buckets are drawn from: the signed-in student's user id, else a random id kept in
 * localStorage for a signed-out visitor (stable across loads on this device).
 */
export function studentKey(
  userId: number | null | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): string {
  if (userId !== null && userId !== undefined) return `user:${userId}`;
  try {
    let id = storage?.getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id =
        typeof crypto !== 'undefined' && 'randomUUID' in crypto
          ? crypto.randomUUID()
          : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      storage?.setItem(ANONYMOUS_ID_KEY, id);
    }
    return `anon:${id}`;
  } catch {
    return 'anon:no-storage'; // storage blocked: everyone without it shares one bucket
  }
}
