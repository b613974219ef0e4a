import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { call, errorText } from '@classroom/shared/api';
import { izestResultQuery, type IzestResult, type IzestResultQuery } from '@classroom/shared/contract';
import { formatDay, formatIndianNumber } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button, useTitle } from '@classroom/shared/ui';
import { errorAria, FormField } from '../ui/form-field';
import styles from './public-pages.module.css';

/** The result card: name, roll number, exam, score of max score, all-India rank (Indian grouping), percentile. */
function ResultCard({ result }: { result: IzestResult }) {
  return (
    <section className={styles.result} aria-labelledby="izest-result-title">
      <h2 id="izest-result-title">{result.student_name}</h2>
      <dl className={styles.facts}>
        <dt>Roll number</dt>
        <dd>{result.roll_number}</dd>
        <dt>Exam</dt>
        <dd>{result.exam_name}</dd>
        <dt>Score</dt>
        <dd>
          {formatIndianNumber(result.score)} / {formatIndianNumber(result.max_score)}
        </dd>
        <dt>All-India rank</dt>
        <dd>{formatIndianNumber(result.rank)}</dd>
        <dt>Percentile</dt>
        <dd>{result.percentile}</dd>
        <dt>Published on</dt>
        <dd>{formatDay(result.published_at)}</dd>
      </dl>
    </section>
  );
}

function Lookup() {
  useTitle('iZest Result');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<IzestResultQuery>({
    resolver: zodResolver(izestResultQuery),
    defaultValues: { roll_number: '', date_of_birth: '' },
  });
  const lookup = useMutation({ mutationFn: (query: IzestResultQuery) => call('izestResult', { query }) });
  const fieldError = errors.roll_number?.message;
  const dateError = errors.date_of_birth?.message;
  return (
    <main id="main" className={styles.page}>
      <article className={styles.card}>
        <h1>iZest Result</h1>
        <p>
          Enter the roll number and the date of birth printed on your iZest admit card to see your result. No sign-in is
          needed.
        </p>
        <form className={styles.lookup} noValidate onSubmit={handleSubmit((v) => lookup.mutate(v))}>
          <FormField id="izest-roll" label="Roll number" error={fieldError}>
            <input
              id="izest-roll"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              {...errorAria('izest-roll', fieldError)}
              {...register('roll_number')}
            />
          </FormField>
          <FormField id="izest-dob" label="Date of birth" error={dateError}>
            <input
              id="izest-dob"
              type="date"
              autoComplete="bday"
              min="1990-01-01"
              max="2020-12-31"
              {...errorAria('izest-dob', dateError)}
              {...register('date_of_birth')}
            />
          </FormField>
          <Button type="submit" busy={lookup.isPending}>
            {lookup.isPending ? 'Looking up…' : 'Show result'}
          </Button>
        </form>
        <div aria-live="polite">
          {lookup.error && (
            <p role="alert" className="cp-alert">
              {errorText(lookup.error)}
            </p>
          )}
          {lookup.data && <ResultCard result={lookup.data} />}
        </div>
      </article>
    </main>
  );
}

/**
 * /izest/result (001 §2.1 public route): a published iZest result looked up by roll number and date of birth, without
 * signing in. The form validates with the contract's `izestResultQuery` (6–12 letters and digits, upper-cased; a real
 * date, kept as 'YYYY-MM-DD' so it never shifts a day); a wrong pair shows the server's 'No result found for this roll
 * number and date of birth…'; too many look-ups from one address answer 429 with the server's message, which says
 * when to try again; a network failure shows the 000 §8 connection text.
 */
export function IzestResultPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Lookup />
    </QueryClientProvider>
  );
}
