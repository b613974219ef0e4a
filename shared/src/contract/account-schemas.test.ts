import {
  changePasswordBody,
  changePasswordForm,
  PARENT_RULE_TEXT,
  parentDetailsBody,
  PASSWORD_RULE_TEXT,
} from './account-schemas';

describe('change password schemas', () => {
  test('a new password needs ≥ 8 characters, a letter and a digit', () => {
    for (const bad of ['abc123', 'abcdefgh', '12345678']) {
      const r = changePasswordBody.safeParse({ old_password: 'x', new_password: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PASSWORD_RULE_TEXT);
    }
    expect(changePasswordBody.safeParse({ old_password: 'x', new_password: 'abcdefg1' }).success).toBe(true);
  });

  test('the form refuses a confirmation that differs, on the confirm field', () => {
    const r = changePasswordForm.safeParse({
      old_password: 'x',
      new_password: 'abcdefg1',
      confirm_password: 'abcdefg2',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirm_password'], message: 'Passwords do not match' });
  });
});

describe('parent details schema', () => {
  const ok = {
    parent_name: 'Sunita Sharma',
    relation: 'Mother',
    parent_mobile: '9812345670',
    parent_email: 'sunita@example.com',
  };
  test('a valid record passes, trimmed', () => {
    expect(parentDetailsBody.parse({ ...ok, parent_name: ' Sunita Sharma ' }).parent_name).toBe('Sunita Sharma');
  });
  test.each([
    ['parent_name', 'S', PARENT_RULE_TEXT.name],
    ['parent_name', 'Sunita 2', PARENT_RULE_TEXT.name],
    ['relation', 'Uncle', PARENT_RULE_TEXT.relation],
    ['parent_mobile', '5812345670', PARENT_RULE_TEXT.mobile],
    ['parent_mobile', '981234567', PARENT_RULE_TEXT.mobile],
    ['parent_email', 'sunita@', PARENT_RULE_TEXT.email],
  ])('%s = %p is refused with its rule', (field, value, message) => {
    const r = parentDetailsBody.safeParse({ ...ok, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
