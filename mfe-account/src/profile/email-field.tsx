import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { studentEmailBody, type StudentData, type StudentEmailBody } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import { Button } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';
import styles from './profile.module.css';

function EmailEditor({ student }: { student: StudentData }) {
  const t = MESSAGES.profile;
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<StudentEmailBody>({
    resolver: zodResolver(studentEmailBody),
    values: { email: student.email },
  });
  // The field the student asked to edit gets the focus (decision 0023: focus follows the student).
  useEffect(() => {
    if (editing) setFocus('email');
  }, [editing, setFocus]);
  const save = useMutation({
    mutationFn: (v: StudentEmailBody) => call('updateStudentEmail', { body: v }),
    onSuccess: ({ email }) => {
      sessionStore.getState().setStudent({ ...student, email });
      setEditing(false);
      emit('portal:toast', { message: t.emailSaved, kind: 'success', durationMs: 3000 });
    },
  });
  const serverError = save.error ? errorText(save.error) : null;
  if (!editing) {
    return (
      <>
        {student.email ? <span>{student.email}</span> : <span className={styles.muted}>{t.noEmail}</span>}{' '}
        <Button variant="secondary" className={styles.inlineButton} onClick={() => setEditing(true)}>
          {student.email ? t.changeEmail : t.addEmail}
        </Button>
      </>
    );
  }
  return (
    <form
      noValidate
      className={styles.emailForm}
      onSubmit={handleSubmit((v) => {
        if (!save.isPending) save.mutate(v);
      })}
    >
      <div className="cp-field">
        <label htmlFor="profile-email">{t.emailLabel}</label>
        <input
          id="profile-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'profile-email-error' : undefined}
          {...register('email', {
            onChange: () => {
              if (save.error) save.reset();
            },
          })}
        />
        <FieldError id="profile-email-error" message={errors.email?.message} />
      </div>
      <FieldError form message={serverError} />
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t.savingEmail : t.saveEmail}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The student's e-mail on the profile (000 §7 update-student-email): shown, or 'Not added yet' for a new account, with
 * Add/Change opening a one-field form validated by the contract's `studentEmailBody`; saving updates the session's
 * student data (every screen sees it) and toasts. The server's refusal shows under the form until the field changes.
 */
export function EmailField({ student }: { student: StudentData }) {
  return (
    <QueryClientProvider client={queryClient}>
      <EmailEditor student={student} />
    </QueryClientProvider>
  );
}
