/**
 * Edit Parent (000 §2 title 'Edit Parent', route /student/editparent): the parent's name, relation,
 * mobile (shown after the '+91' prefix, 000 §9) and e-mail. react-hook-form validates with the contract's
 * `parentDetailsBody` before sending; the server validates the same schema. Loaded with get-parent-details, saved with
 * update-parent-details; success: toast 'Parent details saved' (3 s) and the profile's cached copy refreshed.
 * Refusal: the server's text under the form; a failed load: the message with Retry.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import {
  PARENT_RELATIONS,
  parentDetailsBody,
  type ParentDetails,
  type ParentDetailsBody,
} from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';
import styles from '../forms.module.css';

/** react-query key of the caller's parent details (shared with the profile's Parent card). */
export const PARENT_QUERY_KEY = ['account', 'parent-details'] as const;

const EMPTY: ParentDetailsBody = {
  parent_name: '',
  relation: '' as ParentDetailsBody['relation'],
  parent_mobile: '',
  parent_email: '',
};

/** The form's values from get-parent-details' reply (a missing field is empty). */
function formValues(d: ParentDetails): ParentDetailsBody {
  return {
    parent_name: d.parent_name ?? '',
    relation: d.relation ?? EMPTY.relation,
    parent_mobile: d.parent_mobile ?? '',
    parent_email: d.parent_email ?? '',
  };
}

function EditParentForm() {
  const t = MESSAGES.parent;
  useTitle(t.title);
  const details = useQuery({
    queryKey: PARENT_QUERY_KEY,
    queryFn: ({ signal }) => call('getParentDetails', { signal }),
  });
  // The form shows the loaded (later: the saved) details; react-hook-form resets to them when they change.
  const values = useMemo(() => (details.data ? formValues(details.data) : undefined), [details.data]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ParentDetailsBody>({ resolver: zodResolver(parentDetailsBody), defaultValues: EMPTY, values });
  const save = useMutation({
    mutationFn: (body: ParentDetailsBody) => call('updateParentDetails', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PARENT_QUERY_KEY, saved);
      emit('portal:toast', { message: t.saved, kind: 'success', durationMs: 3000 });
    },
  });
  if (details.isPending) return <Loader />;
  if (details.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className="cp-alert">
          {errorText(details.error)}
        </p>
        <Button onClick={() => void details.refetch()}>{MESSAGES.retry}</Button>
      </div>
    );
  }
  const fieldError = (name: keyof ParentDetailsBody) => (
    <FieldError id={`parent-${name}-error`} message={errors[name]?.message} />
  );
  const aria = (name: keyof ParentDetailsBody) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `parent-${name}-error` : undefined,
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <form className={styles.card} noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
        <div className="cp-field">
          <label htmlFor="parent-name">{t.name}</label>
          <input id="parent-name" autoComplete="off" {...aria('parent_name')} {...register('parent_name')} />
          {fieldError('parent_name')}
        </div>
        <div className="cp-field">
          <label htmlFor="parent-relation">{t.relation}</label>
          <select id="parent-relation" {...aria('relation')} {...register('relation')}>
            <option value="">{t.chooseRelation}</option>
            {PARENT_RELATIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          {fieldError('relation')}
        </div>
        <div className="cp-field">
          <label htmlFor="parent-mobile">{t.mobile}</label>
          <div className={styles.prefixed}>
            <span className={styles.prefix} aria-hidden="true">
              +91
            </span>
            <input
              id="parent-mobile"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              {...aria('parent_mobile')}
              {...register('parent_mobile')}
            />
          </div>
          {fieldError('parent_mobile')}
        </div>
        <div className="cp-field">
          <label htmlFor="parent-email">{t.email}</label>
          <input
            id="parent-email"
            type="email"
            autoComplete="off"
            {...aria('parent_email')}
            {...register('parent_email')}
          />
          {fieldError('parent_email')}
        </div>
        <FieldError form message={save.isError ? errorText(save.error) : null} />
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t.saving : t.submit}
          </Button>
          <Link to="/student/profile">{t.backToProfile}</Link>
        </div>
      </form>
    </div>
  );
}

/** The page, wrapped in the shared QueryClientProvider. */
export function EditParentPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <EditParentForm />
    </QueryClientProvider>
  );
}
