/**
 * Help and Support (001 §2.6, §4.9, §5, §8; route /student/help-and-support).
 * - Categories (multi-select: Live Class, Tests, Assignments, Solutions, Others), description and up to 10 jpeg/png
 *   screenshots with previews and Remove buttons; files are checked by content ('Please upload image files.',
 *   'You cannot upload more than 10 files.', 001 §5) and again by the server.
 * - Submit is disabled until a category is chosen and while sending (001 §2.6), with the upload progress shown.
 * - Idle → submitting → success (form cleared, toast 'Issue recorded successfully') or failure (toast 'Issue could
 *   not be recorded'), toasts 3 s (001 §4.9, §8, §9).
 * - The student's earlier reports are listed below with their status (a payment-support report with its order).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { upload, errorText } from '@classroom/shared/api';
import { HELP_CATEGORIES, helpForm, type HelpForm } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { formatDateTime } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';
import { helpReportsQuery } from '../data/reports-query';
import { acceptScreenshots, readHead } from './screenshots';
import formStyles from '../forms.module.css';
import styles from './help.module.css';

/** 001 §9: help toasts stay 3 s. */
const HELP_TOAST_MS = 3000;

interface Shot {
  id: number;
  file: File;
  url: string;
}

function useScreenshots() {
  const [shots, setShots] = useState<Shot[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const latest = useRef(shots);
  latest.current = shots;
  useEffect(() => () => latest.current.forEach((s) => URL.revokeObjectURL(s.url)), []);
  return {
    shots,
    error,
    async add(files: File[]) {
      const chosen = await Promise.all(files.map(async (file) => ({ file, head: await readHead(file) })));
      const { accepted, error: refusal } = acceptScreenshots(latest.current.length, chosen);
      setError(refusal);
      if (accepted.length)
        setShots((prev) => [
          ...prev,
          ...accepted.map((file) => ({ id: nextId.current++, file, url: URL.createObjectURL(file) })),
        ]);
    },
    remove(id: number) {
      setShots((prev) => prev.filter((s) => (s.id === id ? (URL.revokeObjectURL(s.url), false) : true)));
      setError(null);
    },
    clear() {
      latest.current.forEach((s) => URL.revokeObjectURL(s.url));
      setShots([]);
      setError(null);
    },
  };
}

function HelpFormCard({ studentId }: { studentId: number }) {
  const t = MESSAGES.help;
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<HelpForm>({ resolver: zodResolver(helpForm), defaultValues: { categories: [], description: '' } });
  const categories = useWatch({ control, name: 'categories' });
  const screenshots = useScreenshots();
  const [progress, setProgress] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: (v: HelpForm) => {
      setProgress(0);
      return upload('postFeedback', {
        params: { studentId },
        body: { issue_type: v.categories.join(', '), description: v.description },
        files: screenshots.shots.map((s) => s.file),
        onProgress: setProgress,
      });
    },
    onSuccess: () => {
      reset();
      screenshots.clear();
      // The cleared form disables Submit, which would drop focus to the page body: the next report starts at the
      // first category instead (decision 0023).
      form.current?.querySelector('input')?.focus();
      emit('portal:toast', { message: t.success, kind: 'success', durationMs: HELP_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: helpReportsQuery.queryKey });
    },
    onError: () => emit('portal:toast', { message: t.failure, kind: 'error', durationMs: HELP_TOAST_MS }),
  });
  const noCategory = !categories || categories.length === 0;
  return (
    <form
      ref={form}
      className={styles.card}
      noValidate
      onSubmit={handleSubmit((v) => send.mutate(v))}
      aria-labelledby="help-title"
    >
      <fieldset className={styles.fieldset} aria-describedby="help-categories-hint">
        <legend className={styles.legend}>{t.categories}</legend>
        <p id="help-categories-hint" className={styles.hint}>
          {t.categoriesHint}
        </p>
        <div className={styles.chips}>
          {HELP_CATEGORIES.map((c) => (
            <label key={c} className={styles.chip}>
              <input type="checkbox" value={c} {...register('categories')} />
              <span>{c}</span>
            </label>
          ))}
        </div>
        <FieldError message={errors.categories?.message} />
      </fieldset>
      <div className="cp-field">
        <label htmlFor="help-description">{t.description}</label>
        <textarea
          id="help-description"
          className={formStyles.textarea}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'help-description-error' : undefined}
          {...register('description')}
        />
        <FieldError id="help-description-error" message={errors.description?.message} />
      </div>
      <ScreenshotPicker screenshots={screenshots} disabled={send.isPending} />
      {send.isPending && <UploadProgress progress={progress} />}
      <div>
        <Button type="submit" disabled={noCategory} busy={send.isPending}>
          {send.isPending ? t.sending : t.submit}
        </Button>
      </div>
    </form>
  );
}

/** The screenshots: the file input behind its button, the refusal of a choice, and each preview with Remove. */
function ScreenshotPicker({
  screenshots,
  disabled,
}: {
  screenshots: ReturnType<typeof useScreenshots>;
  disabled: boolean;
}) {
  const t = MESSAGES.help;
  return (
    <div className={styles.fieldset}>
      <span className={styles.legend} id="help-shots-label">
        {t.screenshots}
      </span>
      <p className={styles.hint} id="help-shots-hint">
        {t.screenshotsHint}
      </p>
      <input
        id="help-files"
        type="file"
        accept="image/jpeg,image/png"
        multiple
        className={`cp-visually-hidden ${styles.fileInput}`}
        aria-describedby="help-shots-hint"
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void screenshots.add(files);
        }}
      />
      <label htmlFor="help-files" className={`cp-button cp-button--secondary ${styles.fileLabel}`}>
        {t.addScreenshots}
      </label>
      <div aria-live="polite">
        {screenshots.error && (
          <p role="alert" className="cp-alert">
            {screenshots.error}
          </p>
        )}
      </div>
      {screenshots.shots.length > 0 && (
        <ul className={styles.previews} aria-labelledby="help-shots-label">
          {screenshots.shots.map((s, i) => (
            <li key={s.id} className={styles.preview}>
              <img src={s.url} alt={t.preview(i + 1, s.file.name)} />
              <Button
                variant="ghost"
                className={styles.remove}
                aria-label={t.remove(i + 1)}
                onClick={() => screenshots.remove(s.id)}
                disabled={disabled}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload's progress while the report is sent; `progress` is a fraction from 0 to 1. */
function UploadProgress({ progress }: { progress: number }) {
  const t = MESSAGES.help;
  return (
    <div className={styles.progressRow}>
      <label htmlFor="help-progress">{t.progress}</label>
      <progress id="help-progress" max={100} value={Math.round(progress * 100)}>
        {Math.round(progress * 100)}%
      </progress>
      <span className="cp-tabular">{Math.round(progress * 100)}%</span>
    </div>
  );
}

function EarlierReports() {
  const t = MESSAGES.help;
  const reports = useQuery(helpReportsQuery);
  return (
    <section className={styles.card} aria-labelledby="help-earlier">
      <h2 id="help-earlier" className={styles.heading}>
        {t.earlier}
      </h2>
      {reports.isPending && <p className={styles.hint}>{MESSAGES.loading}</p>}
      {reports.isError && (
        <div>
          <p role="alert">{errorText(reports.error)}</p>
          <Button variant="secondary" onClick={() => void reports.refetch()}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {reports.data?.length === 0 && <p className={styles.hint}>{t.noReports}</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className={styles.reports}>
          {reports.data.map((r) => (
            <li key={r.id} className={styles.report}>
              <div className={styles.reportHead}>
                <strong>{r.issue_type}</strong>
                <span className={`${styles.status} ${styles[`status_${r.status}`] ?? ''}`}>{t.status[r.status]}</span>
              </div>
              <p className={styles.reportText}>{r.description}</p>
              <p className={styles.hint}>
                {t.reportedOn} {formatDateTime(r.created_at)}
                {r.images > 0 ? ` · ${t.images(r.images)}` : ''}
                {r.order_id ? ` · ${t.order} ${r.order_id}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HelpAndSupport() {
  useTitle(MESSAGES.help.title);
  const { student, error } = useStudent();
  const form = useMemo(() => (student ? <HelpFormCard studentId={student.id} /> : null), [student]);
  if (error)
    return (
      <p role="alert" className="cp-alert">
        {errorText(error)}
      </p>
    );
  if (!student) return <Loader />;
  return (
    <div className={styles.page}>
      <h1 id="help-title" className={styles.title}>
        {MESSAGES.help.title}
      </h1>
      {form}
      <EarlierReports />
    </div>
  );
}

/** The page, wrapped in the shared QueryClientProvider. */
export function HelpPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <HelpAndSupport />
    </QueryClientProvider>
  );
}
