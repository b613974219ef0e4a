/**
 * Change password (route /student/changepassword): current, new and confirm fields, validated with the
 * contract's zod schema `changePasswordForm` (≥ 8 characters with a letter and a digit; confirm must match) through
 * react-hook-form. Success: toast 'Password changed successfully', form cleared (the server signed out every other
 * device and kept this one). Refusal (wrong current password, rate limit): the server's text under the form, until
 * the student edits a field (a stale refusal never stays beside a fixed form).
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { changePasswordForm, type ChangePasswordForm } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { Button, useTitle } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';

const FIELDS = [
  { name: 'old_password', label: MESSAGES.password.current, autoComplete: 'current-password' },
  { name: 'new_password', label: MESSAGES.password.next, autoComplete: 'new-password' },
  { name: 'confirm_password', label: MESSAGES.password.confirm, autoComplete: 'new-password' },
] as const;

function ChangePasswordForm() {
  useTitle(MESSAGES.password.title);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (v: ChangePasswordForm) =>
      call('changePassword', { body: { old_password: v.old_password, new_password: v.new_password } }),
    onSuccess: () => {
      reset();
      emit('portal:toast', { message: MESSAGES.password.success, kind: 'success', durationMs: 3000 });
    },
  });
  const serverError = mutation.error ? errorText(mutation.error) : null;
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
      <h1>{MESSAGES.password.title}</h1>
      <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))}>
        {FIELDS.map((f) => (
          <div key={f.name} style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}>
            <label htmlFor={`cp-${f.name}`}>{f.label}</label>
            <input
              id={`cp-${f.name}`}
              type="password"
              autoComplete={f.autoComplete}
              style={{ minHeight: 44, fontSize: 16, padding: '0 12px' }}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `cp-${f.name}-error` : undefined}
              {...register(f.name, {
                onChange: () => {
                  if (mutation.error) mutation.reset();
                },
              })}
            />
            <FieldError id={`cp-${f.name}-error`} message={errors[f.name]?.message} />
          </div>
        ))}
        <FieldError form message={serverError} />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? MESSAGES.password.saving : MESSAGES.password.submit}
        </Button>
      </form>
    </div>
  );
}

/** The page, wrapped in the shared QueryClientProvider. */
export function ChangePasswordPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ChangePasswordForm />
    </QueryClientProvider>
  );
}
