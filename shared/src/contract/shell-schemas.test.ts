/** The sign-up and forgot-password forms refuse what the API refuses, with the same words. */
import {
  createStudentBody,
  mobileForm,
  otpForm,
  registerAccountForm,
  registerProfileForm,
  resetPasswordForm,
  SHELL_TEXT,
} from './shell-schemas';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('shell schemas', () => {
  test('mobile: 10 digits starting 6–9, spaces around trimmed', () => {
    expect(mobileForm.safeParse({ mobile_number: ' 9876543210 ' }).success).toBe(true);
    for (const bad of ['12345', '5876543210', '98765432101', '98765abcde']) {
      expect(messages(mobileForm.safeParse({ mobile_number: bad }))).toEqual([SHELL_TEXT.mobileInvalid]);
    }
  });

  test('OTP: exactly 6 digits', () => {
    expect(otpForm.safeParse({ otp: '004213' }).success).toBe(true);
    expect(messages(otpForm.safeParse({ otp: '12345' }))).toEqual(['Enter the 6-digit code']);
  });

  test('step 2: name, a password of ≥ 8 with a letter and a digit, typed twice the same', () => {
    expect(
      registerAccountForm.safeParse({ name: 'Tanvi Rao', password: 'Tanvi2027', confirm_password: 'Tanvi2027' })
        .success,
    ).toBe(true);
    expect(
      messages(
        registerAccountForm.safeParse({ name: 'Tanvi Rao', password: 'Tanvi2027', confirm_password: 'Tanvi2028' }),
      ),
    ).toEqual(['Passwords do not match']);
    expect(
      messages(registerAccountForm.safeParse({ name: 'T', password: 'short', confirm_password: 'short' })),
    ).toEqual(
      expect.arrayContaining([
        SHELL_TEXT.nameRequired,
        'Password must be at least 8 characters with a letter and a digit',
      ]),
    );
  });

  test('step 3: every choice is required and must be one of the lists', () => {
    expect(
      registerProfileForm.safeParse({ standard: '11', aspiration: 'NEET', state: 'Kerala', city: 'Kochi' }).success,
    ).toBe(true);
    expect(
      messages(registerProfileForm.safeParse({ standard: '', aspiration: 'Law', state: 'Atlantis', city: '' })),
    ).toEqual([
      SHELL_TEXT.standardRequired,
      SHELL_TEXT.aspirationRequired,
      SHELL_TEXT.stateRequired,
      SHELL_TEXT.cityRequired,
    ]);
    expect(
      createStudentBody.safeParse({
        temp_token: 'x'.repeat(64),
        name: 'Tanvi Rao',
        password: 'Tanvi2027',
        standard: '11',
        aspiration: 'JEE',
        state: 'Kerala',
        city: 'Kochi',
      }).success,
    ).toBe(true);
  });

  test('reset: the new password twice', () => {
    expect(messages(resetPasswordForm.safeParse({ new_password: 'Fresh2027', confirm_password: 'Fresh2028' }))).toEqual(
      ['Passwords do not match'],
    );
  });
});
