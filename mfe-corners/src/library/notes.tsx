/** Notes by subject (001 §2.1 'Videos and notes'): subject → chapter → its notes → the reader. */
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { cornerType, type CornerType } from '@classroom/shared/contract';
import { EmptyState, PageFrame } from '@classroom/shared/ui';
import { LIBRARY, MESSAGES, TEACHER_NOTES, TITLES } from '../messages';
import { teacherNotesPath } from '../lib/teacher-notes-paths';
import { chapterDetailQuery, studentNotesQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { PdfItem } from '../ui/pdf-item';
import { num } from '../ui/search-params';
import { ChapterList, SubjectGrid } from '../ui/library-page';
import styles from '../ui/library.module.css';

/** /student/notes and /student/notes/notessubjects: subjects with notes, and the way to the teacher notes. */
export function NotesSubjectsPage() {
  const tree = useQuery(studentNotesQuery());
  return (
    <PageFrame title={TITLES.notes}>
      <p className={styles.related}>
        <Link to={teacherNotesPath()}>{TEACHER_NOTES.link} →</Link>
      </p>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/notes/noteschapters?subject=${id}`}
            countLabel={LIBRARY.notesCount}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

/** /student/notes/noteschapters?subject=: a subject's chapters with notes. */
export function NotesChaptersPage() {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery(studentNotesQuery());
  return (
    <PageFrame title={TITLES.notes} back={{ to: '/student/notes/notessubjects', label: LIBRARY.allSubjects }}>
      <QueryView query={tree}>
        {(data) =>
          subjectId === null ? (
            <SubjectGrid
              tree={data}
              to={(id) => `/student/notes/noteschapters?subject=${id}`}
              countLabel={LIBRARY.notesCount}
            />
          ) : (
            <ChapterList
              tree={data}
              subjectId={subjectId}
              to={(c) => `/student/notes/noteslist?type=${c.corner_type}&chapter=${c.chapter_id}&subject=${subjectId}`}
              countLabel={LIBRARY.notesCount}
            />
          )
        }
      </QueryView>
    </PageFrame>
  );
}

/** /student/notes/noteslist?type=&chapter=: a chapter's notes, each opening the reader. */
export function NotesListPage() {
  const [params] = useSearchParams();
  const type = cornerType.safeParse(params.get('type'));
  const chapterId = num(params.get('chapter'));
  const subjectId = num(params.get('subject'));
  const back = {
    to: subjectId ? `/student/notes/noteschapters?subject=${subjectId}` : '/student/notes/notessubjects',
    label: LIBRARY.chapters,
  };
  if (!type.success || chapterId === null) {
    return (
      <PageFrame title={TITLES.notes} back={back}>
        <EmptyState message={LIBRARY.noChapterChosen} subMessage={LIBRARY.pickSubject} />
        <p className="cp-page__back">
          <Link to="/student/notes/notessubjects">{LIBRARY.allSubjects}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={TITLES.notes} back={back}>
      <NotesOfChapter type={type.data} chapterId={chapterId} />
    </PageFrame>
  );
}

/** A chapter's notes with a PDF, each a row that opens the reader (/student/readnotes?type=&chapter=&note=). */
function NotesOfChapter({ type, chapterId }: { type: CornerType; chapterId: number }) {
  const chapter = useQuery(chapterDetailQuery(type, chapterId));
  return (
    <QueryView query={chapter}>
      {(data) => {
        const notes = data.notes.filter((n) => n.notes_pdf_url);
        return (
          <>
            <h2 className={styles.subTitle}>
              {data.subject_name} · {data.chapter_name}
            </h2>
            {notes.length === 0 ? (
              <EmptyState message={MESSAGES.noNotes} subMessage={MESSAGES.checkBackLater} />
            ) : (
              <ul className={styles.rows}>
                {notes.map((n, i) => (
                  <li key={i}>
                    <Link className={styles.row} to={`/student/readnotes?type=${type}&chapter=${chapterId}&note=${i}`}>
                      <span className={styles.rowTitle}>{n.note_name}</span>
                      <span className={styles.meta}>{LIBRARY.read}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryView>
  );
}

/** /student/readnotes?type=&chapter=&note=: one note — open in the browser's PDF viewer or download with progress. */
export function ReadNotesPage() {
  const [params] = useSearchParams();
  const type = cornerType.safeParse(params.get('type'));
  const chapterId = num(params.get('chapter'));
  const index = Number(params.get('note') ?? 0);
  const chapter = useQuery({
    ...chapterDetailQuery(type.success ? type.data : 'jee', chapterId ?? 0),
    enabled: type.success && chapterId !== null,
  });
  if (!type.success || chapterId === null) {
    return (
      <PageFrame title={TITLES.notes} back={{ to: '/student/notes/notessubjects', label: TITLES.notes }}>
        <EmptyState message={LIBRARY.noNoteChosen} subMessage={LIBRARY.pickSubject} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={TITLES.notes}
      back={{ to: `/student/notes/noteslist?type=${type.data}&chapter=${chapterId}`, label: LIBRARY.chapterNotes }}
    >
      <QueryView query={chapter}>
        {(data) => {
          const notes = data.notes.filter((n) => n.notes_pdf_url);
          const note = notes[Number.isInteger(index) ? index : 0];
          if (!note) return <EmptyState message={LIBRARY.noNoteChosen} subMessage={LIBRARY.pickSubject} />;
          return (
            <>
              <h2 className={styles.subTitle}>
                {data.subject_name} · {data.chapter_name}
              </h2>
              <ul className={styles.rows}>
                <PdfItem name={note.note_name} url={note.notes_pdf_url!} meta={LIBRARY.pdfHint} />
              </ul>
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
