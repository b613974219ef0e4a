import type { LoginRecord } from '@classroom/shared/contract';

/**
 * Whether a stored value is a login record (000 §3 'userdetail'), checked without zod so the session store — on every
 * page's first screen — does not load the contract's schemas (no zod on the sign-in page). It accepts
 * exactly what the contract's `loginRecord` schema accepts (token ≥ 20 characters, positive integer user_id, string
 * username, user_display_name and permission); login-record.test.ts holds the two side by side on the same records,
 * so the contract stays the source of truth.
 */
export function isLoginRecord(value: unknown): value is LoginRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    record.token.length >= 20 &&
    typeof record.user_id === 'number' &&
    Number.isInteger(record.user_id) &&
    record.user_id > 0 &&
    typeof record.username === 'string' &&
    typeof record.user_display_name === 'string' &&
    typeof record.permission === 'string'
  );
}

/** The login record as the session keeps it: only the schema's fields (zod's object parse drops any other key). */
export function pickLoginRecord(record: LoginRecord): LoginRecord {
  const { token, user_id, username, user_display_name, permission } = record;
  return { token, user_id, username, user_display_name, permission };
}
