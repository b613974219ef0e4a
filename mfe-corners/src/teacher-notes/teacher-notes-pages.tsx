/**
 * Teacher notes by subject and chapter (000 §7 address list: support get-subjects, get-chapters, get-teacher-notes;
 * beside 001 §2.1's notes screens, linked from them): the student's subjects → a subject's chapters by class → the
 * notes files the teachers shared in that chapter's classes of the student's current batch, each opened in the
 * browser's PDF viewer or downloaded. Times are IST. Offline, a screen seen before opens with its kept data under the
 * shell's offline notice (decision 0016); one never seen says it needs a connection.
 */
import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@classroom/shared/format';
import { EmptyState, PageFrame } from '@classroom/shared/ui';
import { LIBRARY, MESSAGES, TEACHER_NOTES, TITLES } from '../messages';
import { PdfItem } from '../ui/pdf-item';
import styles from '../ui/library.module.css';
import { QueryView } from '../ui/query-view';
import { idParam, teacherNotesPath } from '../lib/teacher-notes-paths';
import { pastClassesQuery } from '../data/queries';
import { supportChaptersQuery, supportSubjectsQuery, teacherNotesQuery } from './queries';
import { chaptersByClass, noteCounts } from './rules';

/** /student/notes/teachernotes: the student's subjects (get-subjects), each a card in its colour. */
export function TeacherNotesSubjectsPage() {
  const subjects = useQuery(supportSubjectsQuery());
  return (
    <PageFrame title={TITLES.teacherNotes} back={{ to: '/student/notes/notessubjects', label: TITLES.notes }}>
      <p className={styles.meta}>{TEACHER_NOTES.intro}</p>
      <QueryView query={subjects}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState message={TEACHER_NOTES.noSubjects} subMessage={MESSAGES.checkBackLater} />
          ) : (
            <>
              <h2 className={styles.subTitle}>{TEACHER_NOTES.subjects}</h2>
              <ul className={styles.grid}>
                {data.map((s) => (
                  <li key={s.subject_id}>
                    <Link
                      className={styles.card}
                      to={teacherNotesPath(s.subject_id)}
                      style={{ '--subject-color': s.primary_color } as CSSProperties}
                    >
                      <span className={styles.cardTitle}>{s.subject_name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

/**
 * /student/notes/teachernotes/:subjectId: the subject's chapters (get-chapters) by class, each with how many of the
 * batch's classes shared notes (from the classes call, when it has answered); another subject: the 404's text.
 */
export function TeacherNotesChaptersPage() {
  const subjectId = idParam(useParams().subjectId);
  const back = { to: teacherNotesPath(), label: LIBRARY.allSubjects };
  if (subjectId === null) return <BadAddress back={back} />;
  return (
    <PageFrame title={TITLES.teacherNotes} back={back}>
      <Chapters subjectId={subjectId} />
    </PageFrame>
  );
}

function Chapters({ subjectId }: { subjectId: number }) {
  const subjects = useQuery(supportSubjectsQuery());
  const chapters = useQuery(supportChaptersQuery(subjectId));
  const classes = useQuery(pastClassesQuery());
  const subject = subjects.data?.find((s) => s.subject_id === subjectId);
  return (
    <QueryView query={chapters}>
      {(data) => {
        const counts = subject && classes.data ? noteCounts(subject.subject_name, data, classes.data) : null;
        return (
          <>
            {subject && <h2 className={styles.subTitle}>{subject.subject_name}</h2>}
            {data.length === 0 ? (
              <EmptyState message={TEACHER_NOTES.noChapters} subMessage={MESSAGES.checkBackLater} />
            ) : (
              chaptersByClass(data).map((group) => (
                <section
                  key={group.className}
                  className={styles.block}
                  aria-labelledby={`teacher-notes-class-${group.className}`}
                >
                  <h3 id={`teacher-notes-class-${group.className}`} className={styles.chapterTitle}>
                    {TEACHER_NOTES.classN(group.className)}
                  </h3>
                  <ul className={styles.rows}>
                    {group.chapters.map((c) => {
                      const count = counts?.get(c.chapter_id);
                      return (
                        <li key={c.chapter_id}>
                          <Link className={styles.row} to={teacherNotesPath(subjectId, c.chapter_id)}>
                            <span className={styles.rowTitle}>{c.chapter_name}</span>
                            {count !== undefined && (
                              <>
                                {' '}
                                <span className={styles.meta}>{TEACHER_NOTES.notesCount(count)}</span>
                              </>
                            )}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))
            )}
          </>
        );
      }}
    </QueryView>
  );
}

/** /student/notes/teachernotes/:subjectId/:chapterId: the chapter's teacher notes (get-teacher-notes), newest first. */
export function TeacherNotesListPage() {
  const params = useParams();
  const subjectId = idParam(params.subjectId);
  const chapterId = idParam(params.chapterId);
  if (subjectId === null || chapterId === null)
    return <BadAddress back={{ to: teacherNotesPath(), label: LIBRARY.allSubjects }} />;
  return (
    <PageFrame title={TITLES.teacherNotes} back={{ to: teacherNotesPath(subjectId), label: LIBRARY.chapters }}>
      <NotesOfChapter subjectId={subjectId} chapterId={chapterId} />
    </PageFrame>
  );
}

function NotesOfChapter({ subjectId, chapterId }: { subjectId: number; chapterId: number }) {
  const subjects = useQuery(supportSubjectsQuery());
  const chapters = useQuery(supportChaptersQuery(subjectId));
  const notes = useQuery(teacherNotesQuery(chapterId));
  const subject = subjects.data?.find((s) => s.subject_id === subjectId);
  const chapter = chapters.data?.find((c) => c.chapter_id === chapterId);
  return (
    <QueryView query={notes}>
      {(data) => (
        <>
          {chapter && (
            <h2 className={styles.subTitle}>
              {subject ? `${subject.subject_name} · ` : ''}
              {chapter.chapter_name}
            </h2>
          )}
          {data.length === 0 ? (
            <EmptyState message={TEACHER_NOTES.noNotes} subMessage={TEACHER_NOTES.noNotesSub} />
          ) : (
            <ul className={styles.rows} aria-label={TITLES.teacherNotes}>
              {data.map((n) => (
                <PdfItem
                  key={n.liveclass_id}
                  name={n.lecture}
                  url={n.notes_file}
                  meta={TEACHER_NOTES.byTeacher(n.teacher_name, formatDateTime(n.start_date))}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}

function BadAddress({ back }: { back: { to: string; label: string } }) {
  return (
    <PageFrame title={TITLES.teacherNotes} back={back}>
      <EmptyState message={TEACHER_NOTES.badAddress} subMessage={TEACHER_NOTES.badAddressSub} />
    </PageFrame>
  );
}
