import { useId, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { call, DEFAULT_ERROR_TEXT } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { ASK_DOUBT_KEY, registerDoubtQueue, type AskDoubt } from '@classroom/shared/query/queued-doubt';
import { emit } from '@classroom/shared/events';
import { doubtBody, type DoubtBody, type DoubtBodyInput } from '@classroom/shared/contract';
import { Button, EmptyState, Loader } from '@classroom/shared/ui';
import { DOUBTS } from '../messages';
import { doubtChaptersQuery, pendingDoubtsQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { MAX_PHOTOS, photoProblem } from './photo-rules';
import styles from './doubts.module.css';

/**
 * Ask a doubt (000 §7 post-pending-doubt) or edit a pending one (update-pending-doubt): subject, optional chapter,
 * the question, and up to 3 JPEG/PNG photos when asking. Validated with the contract's zod schema (react-hook-form);
 * the server checks the photos' bytes and its refusal is shown as it says. Success → the student's doubts.
 * Offline (decision 0016) a new doubt is queued — said plainly, and sent with a toast when the connection is back
 * (@classroom/shared/query/queued-doubt) — photos need a connection and are not offered; an edit waits, said so too.
 */
export function DoubtForm({ editId }: { editId: number | null }) {
  const tree = useQuery(doubtChaptersQuery());
  const mine = useQuery({ ...pendingDoubtsQuery(), enabled: editId !== null });
  if (editId !== null) {
    if (mine.isPending) return <Loader />;
    const doubt = mine.data?.find((d) => d.doubt_id === editId);
    if (!doubt || doubt.status !== 'pending')
      return <EmptyState message={DOUBTS.cannotEdit} subMessage={DOUBTS.cannotEditSub} />;
    return (
      <QueryView query={tree}>
        {(subjects) => (
          <Form
            subjects={subjects}
            editId={editId}
            initial={{
              subject_id: String(doubt.subject_id),
              chapter_id: doubt.chapter_id ? String(doubt.chapter_id) : '',
              question: doubt.question,
            }}
          />
        )}
      </QueryView>
    );
  }
  return (
    <QueryView query={tree}>
      {(subjects) => (
        <Form
          subjects={subjects}
          editId={null}
          initial={{ subject_id: String(subjects[0]?.subject_id ?? ''), chapter_id: '', question: '' }}
        />
      )}
    </QueryView>
  );
}

// The host registers these too (persist.ts), so a doubt queued before a reload is sent from any screen; here for the
// remote's standalone shell. Registering again replaces the same defaults.
registerDoubtQueue(queryClient);

type Subjects = Awaited<ReturnType<typeof call<'doubtChapters'>>>;

function Form({
  subjects,
  editId,
  initial,
}: {
  subjects: Subjects;
  editId: number | null;
  initial: { subject_id: string; chapter_id: string; question: string };
}) {
  const id = useId();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<DoubtBodyInput, unknown, DoubtBody>({
    resolver: zodResolver(doubtBody),
    defaultValues: initial,
  });

  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  // Asking: the queued mutation's defaults send it and announce it (shared/src/query/queued-doubt.ts).
  const ask = useMutation<unknown, Error, AskDoubt>({ mutationKey: ASK_DOUBT_KEY });
  const edit = useMutation({
    mutationFn: (body: DoubtBody) => call('updatePendingDoubt', { params: { doubtId: editId! }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pendingDoubtsQuery().queryKey });
      emit('portal:toast', { message: DOUBTS.updated, kind: 'success' });
    },
  });
  const send = editId !== null ? edit : ask;
  const submit = (body: DoubtBody) => {
    const done = { onSuccess: () => navigate('/student/pendingdoubts') };
    if (editId !== null) edit.mutate(body, done);
    else ask.mutate({ body, photos: online ? photos : [] }, done);
  };

  const choose = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const problem = photoProblem(list);
    setPhotoError(problem);
    setPhotos(problem ? [] : list);
  };
  const errors = form.formState.errors;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      <SubjectAndChapter id={id} form={form} subjects={subjects} />
      <div className="cp-field">
        <label htmlFor={`${id}-question`}>{DOUBTS.yourDoubt}</label>
        <textarea
          id={`${id}-question`}
          rows={6}
          className={styles.textarea}
          aria-invalid={Boolean(errors.question)}
          aria-describedby={errors.question ? `${id}-question-error` : undefined}
          {...form.register('question')}
        />
        {errors.question && (
          <p id={`${id}-question-error`} className={styles.fieldError} role="alert">
            {errors.question.message}
          </p>
        )}
      </div>
      {editId === null && !online && <p className={styles.meta}>{DOUBTS.photosNeedConnection}</p>}
      {editId === null && online && <PhotoPicker id={id} photos={photos} error={photoError} onChoose={choose} />}
      {send.isPaused && (
        <p className="cp-alert" role="status">
          {editId !== null ? DOUBTS.editWaits : DOUBTS.queued}
        </p>
      )}
      {send.isError && (
        <p className="cp-alert" role="alert">
          {send.error instanceof Error ? send.error.message : DEFAULT_ERROR_TEXT}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={send.isPending}>
          {send.isPaused
            ? DOUBTS.waiting
            : send.isPending
              ? DOUBTS.sending
              : editId !== null
                ? DOUBTS.save
                : DOUBTS.submit}
        </Button>
      </div>
    </form>
  );
}

/** The subject and the optional chapter; choosing another subject clears a chapter that is not one of its own. */
function SubjectAndChapter({
  id,
  form,
  subjects,
}: {
  id: string;
  form: UseFormReturn<DoubtBodyInput, unknown, DoubtBody>;
  subjects: Subjects;
}) {
  const subjectId = Number(form.watch('subject_id'));
  const chaptersOf = (id: number) => subjects.find((s) => s.subject_id === id)?.chapters ?? [];
  const chapters = chaptersOf(subjectId);
  // A chapter of the subject left behind is no choice: another subject clears it (the chapter is optional).
  const subjectField = form.register('subject_id', {
    onChange: (e: { target: { value: string } }) => {
      const chosen = String(form.getValues('chapter_id'));
      if (!chaptersOf(Number(e.target.value)).some((c) => String(c.chapter_id) === chosen))
        form.setValue('chapter_id', '');
    },
  });
  const errors = form.formState.errors;
  return (
    <>
      <div className="cp-field">
        <label htmlFor={`${id}-subject`}>{DOUBTS.subject}</label>
        <select id={`${id}-subject`} {...subjectField} aria-invalid={Boolean(errors.subject_id)}>
          {subjects.map((s) => (
            <option key={s.subject_id} value={s.subject_id}>
              {s.subject_name}
            </option>
          ))}
        </select>
      </div>
      <div className="cp-field">
        <label htmlFor={`${id}-chapter`}>{DOUBTS.chapterOptional}</label>
        <select id={`${id}-chapter`} {...form.register('chapter_id')}>
          <option value="">{DOUBTS.noChapter}</option>
          {chapters.map((c) => (
            <option key={c.chapter_id} value={c.chapter_id}>
              {c.chapter_name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** The photo input (up to MAX_PHOTOS JPEG/PNG files, checked by photoProblem before upload) with its hint and error. */
function PhotoPicker({
  id,
  photos,
  error,
  onChoose,
}: {
  id: string;
  photos: File[];
  error: string | null;
  onChoose: (files: FileList | null) => void;
}) {
  return (
    <div className="cp-field">
      <label htmlFor={`${id}-photos`}>{DOUBTS.photos(MAX_PHOTOS)}</label>
      <input
        id={`${id}-photos`}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        aria-describedby={`${id}-photos-hint`}
        onChange={(e) => onChoose(e.target.files)}
      />
      <p id={`${id}-photos-hint`} className={styles.meta}>
        {photos.length > 0 ? DOUBTS.photosChosen(photos.map((p) => p.name)) : DOUBTS.photosHint}
      </p>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
