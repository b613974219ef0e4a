/** Study material (001 §2.1 'Videos and notes'): every PDF of a subject, by chapter; also a subject's notes PDFs. */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, PageFrame } from '@classroom/shared/ui';
import { LIBRARY, MESSAGES, TITLES } from '../messages';
import { studentNotesQuery, studyMaterialQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { PdfItem } from '../ui/pdf-item';
import { groupByChapter } from './library-rules';
import { num } from '../ui/search-params';
import { SubjectGrid } from '../ui/library-page';
import styles from '../ui/library.module.css';

/** /student/readsubjectnotes?subject=: every notes PDF of a subject (open or download). */
export function ReadSubjectNotesPage() {
  return (
    <MaterialPage
      title={TITLES.notes}
      back={{ to: '/student/notes/notessubjects', label: LIBRARY.allSubjects }}
      self="/student/readsubjectnotes"
    />
  );
}

/** /student/StudyMaterialSubject: subjects with study material. */
export function StudyMaterialSubjectPage() {
  const tree = useQuery(studentNotesQuery());
  return (
    <PageFrame title={TITLES.studyMaterial}>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/StudyMaterialList?subject=${id}`}
            countLabel={LIBRARY.pdfCount}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

/** /student/StudyMaterialList?subject=: every PDF of a subject, by chapter. */
export function StudyMaterialListPage() {
  return (
    <MaterialPage
      title={TITLES.studyMaterial}
      back={{ to: '/student/StudyMaterialSubject', label: LIBRARY.allSubjects }}
      self="/student/StudyMaterialList"
    />
  );
}

function MaterialPage({ title, back, self }: { title: string; back: { to: string; label: string }; self: string }) {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery({ ...studentNotesQuery(), enabled: subjectId === null });
  const material = useQuery({ ...studyMaterialQuery(subjectId ?? 0), enabled: subjectId !== null });
  if (subjectId === null) {
    return (
      <PageFrame title={title} back={back}>
        <QueryView query={tree}>
          {(data) => <SubjectGrid tree={data} to={(id) => `${self}?subject=${id}`} countLabel={LIBRARY.pdfCount} />}
        </QueryView>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} back={back}>
      <QueryView query={material}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState message={LIBRARY.noMaterial} subMessage={MESSAGES.checkBackLater} />
          ) : (
            groupByChapter(items).map((group) => (
              <section key={group.chapterId} className={styles.block} aria-labelledby={`material-${group.chapterId}`}>
                <h2 id={`material-${group.chapterId}`} className={styles.chapterTitle}>
                  {group.title}
                </h2>
                <ul className={styles.rows}>
                  {group.items.map((m, i) => (
                    <PdfItem key={i} name={m.note_name} url={m.notes_pdf_url} />
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </QueryView>
    </PageFrame>
  );
}
