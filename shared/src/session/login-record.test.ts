import { loginRecord } from '@classroom/shared/contract';
import { isLoginRecord, pickLoginRecord } from './login-record';

const good = {
  token: 'a'.repeat(64),
  user_id: 7,
  username: '9876500001',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};

/** Stored values a device may hold: the session's zod-free check must decide each one as the contract's schema does. */
const cases: [string, unknown][] = [
  ['a full record', good],
  ['a record with an extra key', { ...good, extra: 1 }],
  ['a short token', { ...good, token: 'short' }],
  ['a numeric token', { ...good, token: 1 }],
  ['user_id 0', { ...good, user_id: 0 }],
  ['a fractional user_id', { ...good, user_id: 1.5 }],
  ['a user_id as text', { ...good, user_id: '7' }],
  ['no username', { ...good, username: undefined }],
  ['a null display name', { ...good, user_display_name: null }],
  ['no permission', { token: good.token, user_id: 7, username: 'x', user_display_name: 'y' }],
  ['null', null],
  ['an array', [good]],
  ['a string', 'userdetail'],
];

describe('isLoginRecord (000 §3 userdetail, checked without zod on the first screen)', () => {
  it.each(cases)('%s: the same answer as the contract schema loginRecord', (_name, value) => {
    expect(isLoginRecord(value)).toBe(loginRecord.safeParse(value).success);
  });

  it('keeps only the schema fields of a record, as the schema parse does', () => {
    expect(pickLoginRecord({ ...good, extra: 1 } as typeof good)).toEqual(loginRecord.parse({ ...good, extra: 1 }));
  });
});
