/** The practice picker (001 §2.1 adaptive, practice-session): subject, then one chapter or all of them. */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { Button, Loader, PageFrame } from '@classroom/shared/ui';
import { Failure, PRACTICE_TEXT } from './frame';
import { practiceSubjectsQuery } from './queries';
import styles from './practice.module.css';

/** Subject, then one chapter or all of them; Start creates the session on the server. */
export function PracticePicker() {
  const navigate = useNavigate();
  const subjects = useQuery(practiceSubjectsQuery());
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [chapterId, setChapterId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: (id: number) =>
      call('startPractice', { body: { subject_id: id, ...(chapterId ? { chapter_id: chapterId } : {}) } }),
    onSuccess: (data) => navigate(`/student/practice-session?session_id=${data.session_id}`),
  });
  const list = useMemo(() => subjects.data ?? [], [subjects.data]);
  const subject = list.find((s) => s.subject_id === subjectId) ?? list[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (subject) start.mutate(subject.subject_id);
  };
  return (
    <PageFrame title={PRACTICE_TEXT.title} className={styles.narrow}>
      {subjects.error ? (
        <Failure error={subjects.error} />
      ) : !subjects.data ? (
        <Loader />
      ) : (
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit}>
          <p className={styles.meta}>
            One question at a time: the next one gets harder after two right answers in a row and easier after a wrong
            one.
          </p>
          <div className={styles.field}>
            <label htmlFor="practice-subject">{PRACTICE_TEXT.subject}</label>
            <select
              id="practice-subject"
              value={subject?.subject_id ?? ''}
              onChange={(e) => {
                setSubjectId(Number(e.target.value));
                setChapterId(null);
              }}
            >
              {list.map((s) => (
                <option key={s.subject_id} value={s.subject_id}>
                  {s.subject_name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="practice-chapter">{PRACTICE_TEXT.chapter}</label>
            <select
              id="practice-chapter"
              value={chapterId ?? ''}
              onChange={(e) => setChapterId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{PRACTICE_TEXT.allChapters}</option>
              {subject?.chapters.map((c) => (
                <option key={c.chapter_id} value={c.chapter_id}>
                  {c.chapter_name} ({c.num_questions} questions)
                </option>
              ))}
            </select>
          </div>
          {start.error && <Failure error={start.error} />}
          <div className={styles.actions}>
            <Button type="submit" disabled={!subject} busy={start.isPending}>
              {PRACTICE_TEXT.start}
            </Button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}
