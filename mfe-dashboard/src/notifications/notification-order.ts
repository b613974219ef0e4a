/** 000 §2 Notifications: newest first (by created_at, then the higher id); does not change its input. */
export function newestFirst<T extends { id: number; created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
