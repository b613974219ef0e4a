import { create } from 'zustand';

/**
 * The signup state group (000 §3 'Signup state': step, mobile, mobileConfirmed, otp, otpConfirmed, name, standard,
 * aspiration, state, city, tempToken). Kept in memory only: a reload starts the registration again (the temp token
 * and the typed password never reach storage).
 */
export interface SignupState {
  step: SignupStep;
  mobile: string;
  /** A code was sent to `mobile` (register answered). */
  mobileConfirmed: boolean;
  /** The code was verified; `tempToken` allows create-student. */
  otpConfirmed: boolean;
  tempToken: string;
  name: string;
  password: string;
  standard: string;
  aspiration: string;
  state: string;
  city: string;
  update(patch: Partial<Omit<SignupState, 'update' | 'reset'>>): void;
  reset(): void;
}

/** 000 §4 registration steps, in order. */
export const SIGNUP_STEPS = [
  'register',
  'register_step1',
  'register_step2',
  'register_step3',
  'congrats',
  'welcome',
] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

const EMPTY = {
  step: 'register' as SignupStep,
  mobile: '',
  mobileConfirmed: false,
  otpConfirmed: false,
  tempToken: '',
  name: '',
  password: '',
  standard: '',
  aspiration: '',
  state: '',
  city: '',
};

export const useSignup = create<SignupState>()((set) => ({
  ...EMPTY,
  update: (patch) => set(patch),
  reset: () => set(EMPTY),
}));

/**
 * The furthest step the state allows (000 §4; the rules between steps are ours, 'not shown' in the spec): the code
 * step needs a sent code, the name/password step a verified code, the details step a name and password; congrats and
 * welcome come after the account exists (`step` is then 'congrats', later 'welcome').
 */
export function allowedStep(
  s: Pick<SignupState, 'mobileConfirmed' | 'otpConfirmed' | 'name' | 'password' | 'step'>,
): SignupStep {
  if (s.step === 'congrats' || s.step === 'welcome') return s.step;
  if (!s.mobileConfirmed) return 'register';
  if (!s.otpConfirmed) return 'register_step1';
  if (!s.name || !s.password) return 'register_step2';
  return 'register_step3';
}

/** Whether `step` may be shown now: a step at or before the allowed one (congrats/welcome only once created). */
export function canShow(step: SignupStep, allowed: SignupStep): boolean {
  const i = SIGNUP_STEPS.indexOf(step);
  const a = SIGNUP_STEPS.indexOf(allowed);
  const created = allowed === 'congrats' || allowed === 'welcome';
  if (step === 'congrats' || step === 'welcome') return created;
  return !created && i <= a;
}
