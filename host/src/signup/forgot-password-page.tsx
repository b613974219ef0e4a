/**
 * Forgot password (001 §2.1 /forgot-password; title 'Forgot Password', 000 §2): mobile → OTP → new
 * password twice (contract's `resetPasswordForm`) → the server revokes every token of the student (every device is
 * signed out) → this device is signed out too and goes to sign-in with a toast.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import { resetPasswordForm, type ResetPasswordForm } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import { Button, useTitle } from '@classroom/shared/ui';
import { AuthLayout } from './auth-layout';
import { errorAria, FormField } from '../ui/form-field';
import { MobileStep } from './mobile-step';
import { OtpStep } from './otp-step';
import styles from '../ui/auth.module.css';

/** The toast after a reset (ours; the spec shows none). */
export const PASSWORD_RESET_TEXT = 'Password changed. Please sign in with your new password.';

function NewPasswordStep({ tempToken, onDone }: { tempToken: string; onDone(): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (v: ResetPasswordForm) =>
      call('resetPassword', { body: { temp_token: tempToken, new_password: v.new_password } }),
    onSuccess: onDone,
  });
  const fields = [
    { name: 'new_password', label: 'New password' },
    { name: 'confirm_password', label: 'Confirm new password' },
  ] as const;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      {fields.map((f) => (
        <FormField key={f.name} id={`reset-${f.name}`} label={f.label} error={errors[f.name]?.message}>
          <input
            id={`reset-${f.name}`}
            type="password"
            autoComplete="new-password"
            {...errorAria(`reset-${f.name}`, errors[f.name]?.message)}
            {...register(f.name)}
          />
        </FormField>
      ))}
      <p>At least 8 characters with a letter and a digit. Every device signed in to this account will be signed out.</p>
      {mutation.error && (
        <div className="cp-alert" role="alert">
          {errorText(mutation.error)}
        </div>
      )}
      <Button type="submit" busy={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}

function ForgotPasswordFlow() {
  useTitle('Forgot Password');
  const headingId = useId();
  const navigate = useNavigate();
  const [stage, setStage] = useState<
    { step: 'mobile' } | { step: 'otp'; mobile: string } | { step: 'password'; mobile: string; tempToken: string }
  >({ step: 'mobile' });
  const send = (mobile: string) => call('forgotPassword', { body: { mobile_number: mobile } });
  return (
    <AuthLayout labelledBy={headingId}>
      <h1 id={headingId}>Forgot Password</h1>
      {stage.step === 'mobile' && (
        <>
          <p>Enter your registered mobile number. We will send a 6-digit code to it.</p>
          <MobileStep submitLabel="Send OTP" send={send} onSent={(mobile) => setStage({ step: 'otp', mobile })} />
        </>
      )}
      {stage.step === 'otp' && (
        <OtpStep
          mobile={stage.mobile}
          purpose="reset"
          resend={() => send(stage.mobile)}
          onVerified={(tempToken) => setStage({ step: 'password', mobile: stage.mobile, tempToken })}
          onChangeNumber={() => setStage({ step: 'mobile' })}
        />
      )}
      {stage.step === 'password' && (
        <NewPasswordStep
          tempToken={stage.tempToken}
          onDone={() => {
            sessionStore.getState().signOut();
            emit('portal:toast', { message: PASSWORD_RESET_TEXT, kind: 'success', durationMs: 3000 });
            navigate('/', { replace: true });
          }}
        />
      )}
      <div className={styles.links}>
        <Link to="/">Back to sign in</Link>
      </div>
    </AuthLayout>
  );
}

/** The page at /forgot-password, wrapped in the shared QueryClientProvider. */
export function ForgotPasswordPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ForgotPasswordFlow />
    </QueryClientProvider>
  );
}
