/** Moving between the registration steps (000 §4: register, register_step1–3, congrats, welcome). */
import { allowedStep, canShow } from './signup-store';

const none = { mobileConfirmed: false, otpConfirmed: false, name: '', password: '', step: 'register' as const };

describe('registration steps (000 §4)', () => {
  test('each step needs the one before it done', () => {
    expect(allowedStep(none)).toBe('register');
    expect(allowedStep({ ...none, mobileConfirmed: true })).toBe('register_step1');
    expect(allowedStep({ ...none, mobileConfirmed: true, otpConfirmed: true })).toBe('register_step2');
    expect(
      allowedStep({ ...none, mobileConfirmed: true, otpConfirmed: true, name: 'Tanvi', password: 'Tanvi2027' }),
    ).toBe('register_step3');
    expect(allowedStep({ ...none, step: 'congrats' })).toBe('congrats');
    expect(allowedStep({ ...none, step: 'welcome' })).toBe('welcome');
  });

  test('a later step is refused before its turn; earlier steps stay reachable; congrats and welcome only after creation', () => {
    expect(canShow('register_step2', 'register_step1')).toBe(false);
    expect(canShow('register', 'register_step3')).toBe(true);
    expect(canShow('register_step3', 'register_step3')).toBe(true);
    expect(canShow('congrats', 'register_step3')).toBe(false);
    expect(canShow('congrats', 'congrats')).toBe(true);
    expect(canShow('welcome', 'congrats')).toBe(true);
    expect(canShow('register_step3', 'congrats')).toBe(false);
    expect(canShow('welcome', 'welcome')).toBe(true);
    expect(canShow('register_step1', 'welcome')).toBe(false);
  });
});
