/**
 * One assignment (001 §2.1 assignment, submitassignment, updateassignment, submittedassignment): the task
 * with its due date, the upload of photos or a PDF with progress, and the submitted work with marks and remarks once
 * graded. The id comes from the URL; an unusable id goes back to the subjects. The server decides what is allowed
 * (`can_submit`); the screens offer only that.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, DEFAULT_ERROR_TEXT } from '@classroom/shared/api';
import { ASSIGNMENT_FILES, type AssignmentDetail } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { RichText } from '@classroom/shared/math';
import { Button, PageFrame, showToast } from '@classroom/shared/ui';
import { QueryState, StatusBadge } from './assignment-lists';
import { ASSIGNMENT_TEXT as T } from './messages';
import { assignmentDetailQuery, assignmentFileQuery } from './queries';
import { idFrom } from '../lib/route-id';
import { assignmentAction, checkChosenFiles, fileSize, marksText } from './rules';
import styles from './assignments.module.css';

function useAssignment() {
  const id = idFrom(useParams().assignmentId);
  const query = useQuery({ ...assignmentDetailQuery(id ?? 0), enabled: id !== null });
  return { id, query };
}

const backTo = (a?: AssignmentDetail) =>
  a
    ? { to: `/student/assignmentslist/${a.subject_id}/${a.chapter_id}`, label: a.chapter_name }
    : { to: '/student/assignmentssubjects', label: T.subjects };

/** The facts of an assignment: subject, teacher, due date, status, marks. */
function Facts({ a, marks = true }: { a: AssignmentDetail; marks?: boolean }) {
  return (
    <dl className={styles.facts}>
      <dt>Subject</dt>
      <dd>
        {a.subject_name} · {a.chapter_name}
      </dd>
      <dt>{T.assignedBy}</dt>
      <dd>{a.teacher_name}</dd>
      <dt>{T.due}</dt>
      <dd>{formatDateTime(a.due_at)}</dd>
      <dt>{T.status}</dt>
      <dd>
        <StatusBadge status={a.status} />
      </dd>
      {marks && (
        <>
          <dt>{T.marks}</dt>
          <dd className="cp-tabular">{marksText(a)}</dd>
        </>
      )}
    </dl>
  );
}

/** /student/assignment/{id}: the task, its due date and where it stands, with the one action it allows. */
export function AssignmentPage() {
  const { id, query } = useAssignment();
  if (id === null) return <Navigate to="/student/assignmentssubjects" replace />;
  const a = query.data;
  return (
    <PageFrame title={a?.title ?? T.title} back={backTo(a)}>
      <QueryState query={query}>
        {(a) => {
          const action = assignmentAction(a);
          return (
            <div className={styles.panel}>
              <Facts a={a} />
              <RichText className={styles.task} html={a.description} />
              {a.status === 'missed' && <p className={styles.note}>{T.closed}</p>}
              <div className={styles.actions}>
                {a.can_submit && (
                  <Link className="cp-button cp-button--primary" to={action.to}>
                    {action.label}
                  </Link>
                )}
                {(a.status === 'submitted' || a.status === 'graded') && (
                  <Link
                    className="cp-button cp-button--secondary"
                    to={`/student/submittedassignment/${a.assignment_id}`}
                  >
                    {T.submittedTitle}
                  </Link>
                )}
              </div>
            </div>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}

/** A chosen file with a preview (an image thumbnail, or 'PDF'), its size and a Remove button. */
function ChosenPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <li>
      {url ? (
        <img className={styles.thumb} src={url} alt="" />
      ) : (
        <span className={styles.pdfThumb} aria-hidden="true">
          PDF
        </span>
      )}
      <span>{file.name}</span>
      <span className={styles.meta}>{fileSize(file.size)}</span>
      <Button variant="ghost" onClick={onRemove} aria-label={`${T.remove} ${file.name}`}>
        {T.remove}
      </Button>
    </li>
  );
}

/**
 * /student/submitassignment/{id} and /student/updateassignment/{id}: choose photos or one PDF, checked here first
 * (rules.ts) and by their bytes on the server; the upload shows its progress; on success a toast and the submitted
 * work. Server refusals (due date passed, graded, a file that is not what it claims) are shown as the server says.
 */
export function SubmitAssignmentPage({ mode }: { mode: 'submit' | 'update' }) {
  const { id, query } = useAssignment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: async (chosen: File[]) => {
      const form = new FormData();
      for (const f of chosen) form.append(ASSIGNMENT_FILES.field, f, f.name);
      const name = mode === 'submit' ? 'submitAssignment' : 'updateAssignment';
      return call(name, { params: { assignmentId: id! }, body: form, onUploadProgress: setProgress });
    },
    onSuccess: async (detail) => {
      showToast(mode === 'submit' ? T.submitted : T.updated, 'success');
      queryClient.setQueryData(['assignments', 'detail', id], detail);
      await queryClient.invalidateQueries({ queryKey: ['assignments'] });
      navigate(`/student/submittedassignment/${id}`);
    },
    onError: (err) => {
      setProgress(null);
      setProblem(err instanceof Error && err.message ? err.message : DEFAULT_ERROR_TEXT);
    },
  });
  if (id === null) return <Navigate to="/student/assignmentssubjects" replace />;
  const title = mode === 'submit' ? T.submitTitle : T.updateTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkChosenFiles(files);
    setProblem(wrong);
    if (wrong) return;
    setProgress(0);
    mutation.mutate(files);
  };

  return (
    <PageFrame
      title={title}
      back={query.data ? { to: `/student/assignment/${id}`, label: query.data.title } : backTo()}
    >
      <QueryState query={query}>
        {(a) => (
          <>
            <div className={styles.panel}>
              <h2 className={styles.subTitle}>{a.title}</h2>
              <Facts a={a} />
              <RichText className={styles.task} html={a.description} />
            </div>
            {!a.can_submit ? (
              <p role="alert" className="cp-alert">
                {a.status === 'graded' ? T.gradedLocked : T.closed}
              </p>
            ) : (
              <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} noValidate>
                <label className={styles.label} htmlFor="assignment-files">
                  {T.chooseFiles}
                </label>
                <input
                  ref={input}
                  id="assignment-files"
                  className={styles.fileInput}
                  type="file"
                  multiple
                  accept={ASSIGNMENT_FILES.types.join(',')}
                  aria-describedby="assignment-files-hint"
                  onChange={(e) => {
                    setFiles([...files, ...Array.from(e.target.files ?? [])]);
                    setProblem(null);
                    if (input.current) input.current.value = '';
                  }}
                />
                <p id="assignment-files-hint" className={styles.meta}>
                  {T.filesHint}
                </p>
                {files.length > 0 && (
                  <ul className={styles.chosen} aria-label="Chosen files">
                    {files.map((f, i) => (
                      <ChosenPreview
                        key={`${f.name}-${i}`}
                        file={f}
                        onRemove={() => setFiles(files.filter((_, j) => j !== i))}
                      />
                    ))}
                  </ul>
                )}
                {problem && (
                  <p role="alert" className="cp-alert">
                    {problem}
                  </p>
                )}
                {progress !== null && mutation.isPending && (
                  <div>
                    <label htmlFor="assignment-progress">{T.uploading(Math.round(progress * 100))}</label>
                    <progress
                      id="assignment-progress"
                      className={styles.progress}
                      max={100}
                      value={Math.round(progress * 100)}
                    />
                  </div>
                )}
                <div className={styles.actions}>
                  <Button type="submit" busy={mutation.isPending}>
                    {mode === 'submit' ? T.submit : T.update}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The submitted files, each loaded as a data URL: photos shown, a PDF offered as a download. */
function SubmittedFiles({ a }: { a: AssignmentDetail }) {
  const files = useQueries({
    queries: a.files.map((f) => assignmentFileQuery(a.assignment_id, f.index, a.submitted_at)),
  });
  if (a.files.length === 0) return <p className={styles.note}>{T.noFiles}</p>;
  return (
    <ul className={styles.work}>
      {a.files.map((f, i) => {
        const data = files[i]?.data;
        return (
          <li key={f.index}>
            {!data ? (
              <span className={styles.meta}>
                {f.file_name} · {fileSize(f.bytes)}
              </span>
            ) : f.mime_type === 'application/pdf' ? (
              <a className="cp-button cp-button--secondary" href={data.data_url} download={f.file_name}>
                {T.download(f.file_name)}
              </a>
            ) : (
              <img src={data.data_url} alt={T.page(i + 1, f.file_name)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** /student/submittedassignment/{id}: the submitted work, marks and remarks once graded, and Update while allowed. */
export function SubmittedAssignmentPage() {
  const { id, query } = useAssignment();
  if (id === null) return <Navigate to="/student/assignmentssubjects" replace />;
  return (
    <PageFrame
      title={T.submittedTitle}
      back={query.data ? { to: `/student/assignment/${id}`, label: query.data.title } : backTo()}
    >
      <QueryState query={query}>
        {(a) => (
          <>
            <div className={styles.panel}>
              <h2 className={styles.subTitle}>{a.title}</h2>
              <Facts a={a} marks={false} />
              {a.status === 'graded' ? (
                <section aria-labelledby="marks-title">
                  <h3 id="marks-title" className={styles.subTitle}>
                    {T.marks}
                  </h3>
                  <p className={styles.marks} data-testid="assignment-marks">
                    {marksText(a)}
                  </p>
                  <h3 className={styles.subTitle}>{T.remarks}</h3>
                  <p data-testid="assignment-remarks">{a.remarks || T.noRemarks}</p>
                </section>
              ) : a.submitted_at ? (
                <p className={styles.note}>{T.awaitingMarks}</p>
              ) : null}
              {a.can_submit && (
                <div className={styles.actions}>
                  <Link
                    className="cp-button cp-button--primary"
                    to={
                      a.submitted_at
                        ? `/student/updateassignment/${a.assignment_id}`
                        : `/student/submitassignment/${a.assignment_id}`
                    }
                  >
                    {a.submitted_at ? T.update : T.submit}
                  </Link>
                </div>
              )}
            </div>
            <div className={styles.panel}>
              <h2 className={styles.subTitle}>{T.yourFiles}</h2>
              {a.submitted_at && (
                <p className={styles.meta}>
                  {T.submittedOn} {formatDateTime(a.submitted_at)}
                </p>
              )}
              <SubmittedFiles a={a} />
            </div>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
