/**
 * Sign-up (000 §3 signup state, §4 registration steps register, register_step1–3, congrats, welcome;
 * 001 §2.1 /signup): mobile → OTP → name and password → class, aspiration, state, city → congrats → welcome → the free
 * dashboard, signed in as a free student. Every form validates with the contract's zod schemas (react-hook-form).
 */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import {
  ASPIRATIONS,
  INDIAN_STATES,
  registerAccountForm,
  registerProfileForm,
  STANDARDS,
  STUDENT_PERMISSION,
  type RegisterAccountForm,
  type RegisterProfileForm,
  type RegisterProfileInput,
} from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { sessionStore, useSession } from '@classroom/shared/session';
import { Button, useTitle } from '@classroom/shared/ui';
import { AuthLayout } from './auth-layout';
import { errorAria, FormField } from '../ui/form-field';
import { MobileStep } from './mobile-step';
import { OtpStep } from './otp-step';
import { allowedStep, canShow, useSignup, type SignupStep } from './signup-store';
import styles from '../ui/auth.module.css';

/** The path of each step (000 §4); register is also reached at /signup (001 §2.1). */
export const STEP_PATH: Record<SignupStep, string> = {
  register: '/register',
  register_step1: '/register_step1',
  register_step2: '/register_step2',
  register_step3: '/register_step3',
  congrats: '/congrats',
  welcome: '/welcome',
};

function Heading({ id, text, step }: { id: string; text: string; step?: number }) {
  return (
    <>
      {step && <p className={styles.stepper}>Step {step} of 4</p>}
      <h1 id={id}>{text}</h1>
    </>
  );
}

function MobileScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const { mobile, update } = useSignup();
  return (
    <>
      <Heading id={headingId} text="Create your account" step={1} />
      <p>We will send a 6-digit code to your mobile number.</p>
      <MobileStep
        submitLabel="Send OTP"
        defaultMobile={mobile}
        send={(m) => call('register', { body: { mobile_number: m } })}
        onSent={(m) => {
          update({ mobile: m, mobileConfirmed: true, otpConfirmed: false, tempToken: '', step: 'register_step1' });
          navigate(STEP_PATH.register_step1);
        }}
      />
      <div className={styles.links}>
        <span>
          Already registered? <Link to="/">Sign in</Link>
        </span>
      </div>
    </>
  );
}

function OtpScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const { mobile, update } = useSignup();
  return (
    <>
      <Heading id={headingId} text="Verify your number" step={2} />
      <OtpStep
        mobile={mobile}
        purpose="signup"
        resend={() => call('register', { body: { mobile_number: mobile } })}
        onVerified={(tempToken) => {
          update({ otpConfirmed: true, tempToken, step: 'register_step2' });
          navigate(STEP_PATH.register_step2);
        }}
        onChangeNumber={() => {
          update({ mobileConfirmed: false, step: 'register' });
          navigate(STEP_PATH.register);
        }}
      />
    </>
  );
}

function AccountScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const { name, update } = useSignup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterAccountForm>({
    resolver: zodResolver(registerAccountForm),
    defaultValues: { name, password: '', confirm_password: '' },
  });
  const fields = [
    { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    { name: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
  ] as const;
  return (
    <>
      <Heading id={headingId} text="Your name and password" step={3} />
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((v) => {
          update({ name: v.name.trim(), password: v.password, step: 'register_step3' });
          navigate(STEP_PATH.register_step3);
        })}
      >
        {fields.map((f) => (
          <FormField key={f.name} id={`signup-${f.name}`} label={f.label} error={errors[f.name]?.message}>
            <input
              id={`signup-${f.name}`}
              type={f.type}
              autoComplete={f.autoComplete}
              {...errorAria(`signup-${f.name}`, errors[f.name]?.message)}
              {...register(f.name)}
            />
          </FormField>
        ))}
        <p>At least 8 characters with a letter and a digit.</p>
        <Button type="submit">Next</Button>
      </form>
    </>
  );
}

function ProfileScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<RegisterProfileInput, unknown, RegisterProfileForm>({
    resolver: zodResolver(registerProfileForm),
    defaultValues: { standard: signup.standard, aspiration: signup.aspiration, state: signup.state, city: signup.city },
  });
  const state = watch('state');
  const cities = useQuery({
    queryKey: ['get-city', state],
    queryFn: () => call('getCity', { query: { state } }),
    enabled: (INDIAN_STATES as readonly string[]).includes(state),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (cities.data && !cities.data.cities.includes(watch('city'))) setValue('city', '');
  }, [cities.data, setValue, watch]);
  const create = useMutation({
    mutationFn: (v: RegisterProfileForm) =>
      call('createStudent', {
        body: { ...v, temp_token: signup.tempToken, name: signup.name, password: signup.password },
      }),
    onSuccess: (record, v) => {
      sessionStore.getState().signIn(record);
      signup.update({ ...v, password: '', tempToken: '', step: 'congrats' });
      navigate(STEP_PATH.congrats, { replace: true });
    },
  });
  const select = (
    name: keyof RegisterProfileInput,
    label: string,
    options: readonly string[],
    placeholder: string,
    extra: { disabled?: boolean } = {},
  ) => (
    <FormField id={`signup-${name}`} label={label} error={errors[name]?.message}>
      <select
        id={`signup-${name}`}
        {...extra}
        {...errorAria(`signup-${name}`, errors[name]?.message)}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {name === 'standard' && /^\d+$/.test(o) ? `Class ${o}` : o}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <>
      <Heading id={headingId} text="About you" step={4} />
      <form className={styles.form} noValidate onSubmit={handleSubmit((v) => create.mutate(v))}>
        {select('standard', 'Class', STANDARDS, 'Select class')}
        {select('aspiration', 'Preparing for', ASPIRATIONS, 'Select exam')}
        {select('state', 'State', INDIAN_STATES, 'Select state')}
        {select(
          'city',
          'City',
          cities.data?.cities ?? [],
          cities.isFetching ? 'Loading cities…' : state ? 'Select city' : 'Select a state first',
          { disabled: !cities.data },
        )}
        {create.error && (
          <div className="cp-alert" role="alert">
            {errorText(create.error)}
          </div>
        )}
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </>
  );
}

function CongratsScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const name = useSignup((s) => s.name);
  return (
    <>
      <p className={styles.celebrate} aria-hidden="true">
        🎉
      </p>
      <h1 id={headingId}>Congratulations!</h1>
      <p>Your account is ready, {name}. Sign in any time with your mobile number and password.</p>
      <Button
        type="button"
        onClick={() => {
          useSignup.getState().update({ step: 'welcome' });
          navigate(STEP_PATH.welcome, { replace: true });
        }}
      >
        Continue
      </Button>
    </>
  );
}

function WelcomeScreen({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const name = useSignup((s) => s.name);
  return (
    <>
      <h1 id={headingId}>Welcome to Classroom, {name.split(/\s+/)[0]}</h1>
      <p>
        Your free account opens the NCERT, JEE and NEET corners. Tests, practice problems and live classes unlock when
        you enrol.
      </p>
      <Button
        type="button"
        onClick={() => {
          useSignup.getState().reset();
          navigate('/student', { replace: true });
        }}
      >
        Go to dashboard
      </Button>
    </>
  );
}

const SCREENS: Record<SignupStep, (p: { headingId: string }) => React.JSX.Element> = {
  register: MobileScreen,
  register_step1: OtpScreen,
  register_step2: AccountScreen,
  register_step3: ProfileScreen,
  congrats: CongratsScreen,
  welcome: WelcomeScreen,
};

/**
 * One step of sign-up at its route. A step the state does not allow yet (e.g. a reload lost the verified code)
 * sends the visitor to the furthest allowed step; a signed-in student outside the congrats/welcome steps goes to
 * /student.
 */
export function SignupPage({ step }: { step: SignupStep }) {
  useTitle('Register');
  const headingId = useId();
  const signup = useSignup();
  const user = useSession((s) => s.user);
  const created = signup.step === 'congrats' || signup.step === 'welcome';
  const allowed = allowedStep(signup);
  if (!created && user?.permission === STUDENT_PERMISSION) return <Navigate to="/student" replace />;
  if (!canShow(step, allowed)) return <Navigate to={STEP_PATH[allowed]} replace />;
  const Screen = SCREENS[step];
  return (
    <QueryClientProvider client={queryClient}>
      <AuthLayout labelledBy={headingId}>
        <Screen headingId={headingId} />
      </AuthLayout>
    </QueryClientProvider>
  );
}
