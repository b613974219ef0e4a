import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import {
  NPS_MAX,
  NPS_MIN,
  npsRatingForm,
  type NpsRatingBody,
  type NpsRatingFormInput,
} from '@classroom/shared/contract';
import { Button } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';
import styles from './profile.module.css';

const SCORES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);

/**
 * "Rate your classroom" on the profile (000 §7 submit-nps-rating): a 0–10 score as a radio group (arrow keys move
 * between scores) and an optional comment, validated with the contract's `npsRatingForm` (then `npsRatingBody`); after sending, the thanks
 * with the score and a 'Change rating' that opens the form again (a later rating replaces the earlier one on the
 * server). The server's refusal shows under the form. Needs the page's QueryClientProvider.
 */
export function NpsCard() {
  const t = MESSAGES.nps;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NpsRatingFormInput, unknown, NpsRatingBody>({ resolver: zodResolver(npsRatingForm) });
  const send = useMutation({ mutationFn: (v: NpsRatingBody) => call('submitNpsRating', { body: v }) });

  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{t.heading}</h2>
      {send.isSuccess ? (
        <>
          <p role="status" aria-label={t.heading}>
            {t.thanks(send.data.rating)}
          </p>
          <Button variant="secondary" onClick={() => send.reset()}>
            {t.change}
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((v) => {
            if (!send.isPending) send.mutate(v);
          })}
        >
          <fieldset
            className={styles.npsScale}
            aria-describedby={errors.rating ? 'nps-rating-error nps-scale-ends' : 'nps-scale-ends'}
          >
            <legend>{t.question}</legend>
            {SCORES.map((score) => (
              <label key={score} className={styles.npsScore}>
                <input type="radio" value={score} {...register('rating')} />
                <span>{score}</span>
              </label>
            ))}
            <p id="nps-scale-ends" className={styles.muted}>
              {t.low} · {t.high}
            </p>
          </fieldset>
          <FieldError form id="nps-rating-error" message={errors.rating?.message} />
          <div className="cp-field">
            <label htmlFor="nps-comment">{t.comment}</label>
            <textarea
              id="nps-comment"
              rows={3}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? 'nps-comment-error' : undefined}
              {...register('comment', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
            />
            <FieldError id="nps-comment-error" message={errors.comment?.message} />
          </div>
          <FieldError form message={send.isError ? errorText(send.error) : null} />
          <div className={styles.formActions}>
            <Button type="submit" busy={send.isPending}>
              {send.isPending ? t.sending : t.submit}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
