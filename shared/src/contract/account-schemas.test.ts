import { changePasswordBody, changePasswordForm, PASSWORD_RULE_TEXT } from './account-schemas';

describe('change password schemas (issue 11 §1)', () => {
  test('a new password needs ≥ 8 characters, a letter and a digit', () => {
    for (const bad of ['abc123', 'abcdefgh', '12345678']) {
      const r = changePasswordBody.safeParse({ old_password: 'x', new_password: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PASSWORD_RULE_TEXT);
    }
    expect(changePasswordBody.safeParse({ old_password: 'x', new_password: 'abcdefg1' }).success).toBe(true);
  });

  test('the form refuses a confirmation that differs, on the confirm field', () => {
    const r = changePasswordForm.safeParse({ old_password: 'x', new_password: 'abcdefg1', confirm_password: 'abcdefg2' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirm_password'], message: 'Passwords do not match' });
  });
});
