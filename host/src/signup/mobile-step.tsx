import { errorText } from '@classroom/shared/api';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { COUNTRY_PREFIX, mobileForm, SHELL_TEXT, type MobileForm } from '@classroom/shared/contract';
import { Button } from '@classroom/shared/ui';
import { errorAria, FormField } from '../ui/form-field';
import styles from '../ui/auth.module.css';

export interface MobileStepProps {
  /** Sends the code: register (sign-up) or forgot-password; rejects with the server's refusal. */
  send(mobile: string): Promise<unknown>;
  onSent(mobile: string): void;
  submitLabel: string;
  defaultMobile?: string;
}

/**
 * The mobile-number step: '+91' and 10 digits (contract's `mobileForm`); the server's refusal shows
 * under the form — a registered number on sign-up gets 'Please sign in' with a Sign in link, an unknown one on
 * forgot password 'Please sign up' with a Sign up link.
 */
export function MobileStep({ send, onSent, submitLabel, defaultMobile = '' }: MobileStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileForm>({ resolver: zodResolver(mobileForm), defaultValues: { mobile_number: defaultMobile } });
  const mutation = useMutation({
    mutationFn: (v: MobileForm) => send(v.mobile_number.trim()),
    onSuccess: (_d, v) => onSent(v.mobile_number.trim()),
  });
  const serverError = mutation.error ? errorText(mutation.error) : null;
  const fieldError = errors.mobile_number?.message;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      <FormField id="signup-mobile" label="Mobile number" error={fieldError}>
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {COUNTRY_PREFIX}
          </span>
          <input
            id="signup-mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...errorAria('signup-mobile', fieldError)}
            {...register('mobile_number')}
          />
        </div>
      </FormField>
      {serverError && (
        <div className="cp-alert" role="alert">
          {serverError} {serverError === SHELL_TEXT.alreadyRegistered && <Link to="/">Sign in</Link>}
          {serverError === SHELL_TEXT.notRegistered && <Link to="/signup">Sign up</Link>}
        </div>
      )}
      <Button type="submit" busy={mutation.isPending}>
        {mutation.isPending ? 'Sending code…' : submitLabel}
      </Button>
    </form>
  );
}
