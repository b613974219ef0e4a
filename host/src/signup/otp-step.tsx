import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import {
  COUNTRY_PREFIX,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpForm,
  SHELL_TEXT,
  type OtpForm,
  type OtpPurpose,
} from '@classroom/shared/contract';
import { Button } from '@classroom/shared/ui';
import { errorAria, FormField } from '../ui/form-field';
import { useCountdown } from './use-countdown';
import styles from '../ui/auth.module.css';

export interface OtpStepProps {
  mobile: string;
  purpose: OtpPurpose;
  /** Asks for a new code (register or forgot-password again). */
  resend(): Promise<unknown>;
  onVerified(tempToken: string): void;
  onChangeNumber(): void;
}

/**
 * The code step: 6 digits (contract's `otpForm`), verify-otp; wrong codes show 'Incorrect OTP. N
 * tries left.', the 5th 'Too many wrong tries. Please ask for a new code.' (the field is then disabled until a new
 * code is sent); 'Resend code' is enabled 30 s after the last code was sent and counts down until then.
 */
export function OtpStep({ mobile, purpose, resend, onVerified, onChangeNumber }: OtpStepProps) {
  const [sentAt, setSentAt] = useState(() => Date.now());
  const wait = useCountdown(sentAt + OTP_RESEND_SECONDS * 1000);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<OtpForm>({ resolver: zodResolver(otpForm), defaultValues: { otp: '' } });
  const verify = useMutation({
    mutationFn: (v: OtpForm) => call('verifyOtp', { body: { mobile_number: mobile, otp: v.otp.trim(), purpose } }),
    onSuccess: (data) => onVerified(data.temp_token),
    onError: () => reset({ otp: '' }),
  });
  const again = useMutation({
    mutationFn: () => resend(),
    onSuccess: () => {
      setSentAt(Date.now());
      verify.reset();
      setNotice(`A new code was sent to ${COUNTRY_PREFIX} ${mobile}.`);
      setFocus('otp');
    },
  });
  const serverError = verify.error ? errorText(verify.error) : again.error ? errorText(again.error) : null;
  const needNewCode = serverError === SHELL_TEXT.otpTooManyTries || serverError === SHELL_TEXT.otpExpired;
  const resendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (needNewCode && wait === 0) resendButton.current?.focus();
  }, [needNewCode, wait]);
  const fieldError = errors.otp?.message;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((v) => {
        setNotice(null);
        verify.mutate(v);
      })}
    >
      <p>
        Enter the {OTP_LENGTH}-digit code sent to{' '}
        <strong>
          {COUNTRY_PREFIX} {mobile}
        </strong>
        .{' '}
        <button type="button" className={styles.linkButton} onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <FormField id="signup-otp" label="OTP" error={fieldError}>
        <input
          id="signup-otp"
          className={styles.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          disabled={needNewCode}
          {...errorAria('signup-otp', fieldError)}
          {...register('otp')}
        />
      </FormField>
      {serverError && (
        <div className="cp-alert" role="alert">
          {serverError}
        </div>
      )}
      {notice && !serverError && <p role="status">{notice}</p>}
      <Button type="submit" disabled={needNewCode} busy={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div className={styles.links}>
        <button
          ref={resendButton}
          type="button"
          className={styles.linkButton}
          disabled={wait > 0}
          aria-disabled={again.isPending || undefined}
          aria-busy={again.isPending || undefined}
          onClick={() => !again.isPending && again.mutate()}
        >
          {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
