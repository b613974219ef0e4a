import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { reportRequestBody, type Course, type ReportRequestBody } from '@classroom/shared/contract';
import { formatDay } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { MESSAGES } from '../messages';
import styles from './profile.module.css';

/**
 * "Progress report" on the profile (000 §7 post-student-report-request): the student picks one of their visible
 * batches (`courses`, hidden sections already removed, 000 §5; the current one first) and asks for its report,
 * validated with the contract's `reportRequestBody`. The reply says when it was asked (IST day), or that a pending
 * request already exists. Nothing is shown without a batch (the server would refuse). Needs the page's QueryClientProvider.
 */
export function ReportRequestCard({ courses, current }: { courses: Course[]; current: number | null }) {
  const t = MESSAGES.report;
  const first = courses.find((c) => c.student_course_id === current) ?? courses[0];
  const { register, handleSubmit } = useForm<ReportRequestBody>({
    resolver: zodResolver(reportRequestBody),
    values: { student_section_course_id: first?.student_course_id ?? 0 },
  });
  const ask = useMutation({ mutationFn: (v: ReportRequestBody) => call('studentReportRequest', { body: v }) });
  if (!first) return null;
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{t.heading}</h2>
      <p className={styles.muted}>{t.intro}</p>
      <form
        noValidate
        className={styles.emailForm}
        onSubmit={handleSubmit((v) => {
          if (!ask.isPending) ask.mutate(v);
        })}
      >
        <div className="cp-field">
          <label htmlFor="report-batch">{t.batch}</label>
          <select
            id="report-batch"
            {...register('student_section_course_id', {
              valueAsNumber: true,
              onChange: () => ask.reset(),
            })}
          >
            {courses.map((c) => (
              <option key={c.student_course_id} value={c.student_course_id}>
                {c.section_name}
              </option>
            ))}
          </select>
        </div>
        {ask.data && (
          <p role="status" aria-label={t.heading}>
            {(ask.data.already_requested ? t.already : t.requested)(
              ask.data.section_name,
              formatDay(ask.data.requested_at),
            )}
          </p>
        )}
        <FieldError form message={ask.isError ? errorText(ask.error) : null} />
        <div className={styles.formActions}>
          <Button type="submit" busy={ask.isPending}>
            {ask.isPending ? t.sending : t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
