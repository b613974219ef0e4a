/**
 * Videos, notes, study material and past classes by subject (001 §2.1 'Videos and notes'):
 * subject → chapter → list → reader/player. Screens take their subject and chapter from the query string
 * (?subject=, ?type=&chapter=) so a reload or a shared link opens the same screen; without them they offer the step
 * before.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { cornerType, type ClassItem, type CornerType } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { EmptyState, useTitle } from '@classroom/shared/ui';
import { CORNER_TITLES, LIBRARY, MESSAGES, TITLES } from '../messages';
import {
  chapterDetailQuery,
  pastClassesQuery,
  studentNotesQuery,
  studyMaterialQuery,
  videoLecturesQuery,
} from '../data/queries';
import { QueryView } from '../ui/query-view';
import { Lecture } from '../lecture/lecture-page';
import { videoPath } from '../corners/corner-rules';
import { PdfItem } from './pdf-item';
import { groupPastClasses } from './library-rules';
import styles from './library.module.css';

function Page({ title, back, children }: { title: string; back?: { to: string; label: string }; children: ReactNode }) {
  useTitle(title);
  return (
    <section className={styles.page} aria-labelledby="library-title">
      {back && (
        <p className={styles.back}>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      )}
      <h1 id="library-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

const num = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

type Tree = Awaited<ReturnType<typeof call<'videoLectures'>>>;

function SubjectGrid({
  tree,
  to,
  countLabel,
}: {
  tree: Tree;
  to: (subjectId: number) => string;
  countLabel: (n: number) => string;
}) {
  if (tree.length === 0) return <EmptyState message={LIBRARY.emptySubjects} subMessage={MESSAGES.checkBackLater} />;
  return (
    <ul className={styles.grid}>
      {tree.map((s) => (
        <li key={s.subject_id}>
          <Link
            className={styles.card}
            to={to(s.subject_id)}
            style={{ '--subject-color': s.primary_color } as CSSProperties}
          >
            <span className={styles.cardTitle}>{s.subject_name}</span>
            <span className={styles.meta}>
              {s.chapters.length} {MESSAGES.chapters.toLowerCase()} ·{' '}
              {countLabel(s.chapters.reduce((n, c) => n + c.count, 0))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ChapterList({
  tree,
  subjectId,
  to,
  countLabel,
  current,
}: {
  tree: Tree;
  subjectId: number;
  to: (c: Tree[number]['chapters'][number]) => string;
  countLabel: (n: number) => string;
  current?: number | null;
}) {
  const subject = tree.find((s) => s.subject_id === subjectId);
  if (!subject) return <EmptyState message={LIBRARY.subjectNotFound} subMessage={LIBRARY.pickSubject} />;
  return (
    <>
      <h2 className={styles.subTitle}>{subject.subject_name}</h2>
      <ul className={styles.rows}>
        {subject.chapters.map((c) => (
          <li key={c.chapter_id}>
            <Link className={styles.row} to={to(c)} aria-current={c.chapter_id === current ? 'page' : undefined}>
              <span className={styles.rowTitle}>{c.chapter_name}</span>
              <span className={styles.meta}>
                {CORNER_TITLES[c.corner_type]} · {c.class_name} · {countLabel(c.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /student/videolectures: subjects with video lectures. */
export function VideoLecturesPage() {
  const tree = useQuery(videoLecturesQuery());
  return (
    <Page title={TITLES.videoLectures}>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/subjectvideos?subject=${id}`}
            countLabel={LIBRARY.videosCount}
          />
        )}
      </QueryView>
    </Page>
  );
}

/** /student/subjectvideos?subject=: a subject's chapters, each opening its videos (?type=&chapter=). */
export function SubjectVideosPage() {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const type = cornerType.safeParse(params.get('type'));
  const chapterId = num(params.get('chapter'));
  const tree = useQuery(videoLecturesQuery());
  return (
    <Page title={TITLES.videoLectures} back={{ to: '/student/videolectures', label: TITLES.videoLectures }}>
      <QueryView query={tree}>
        {(data) =>
          subjectId === null ? (
            <SubjectGrid
              tree={data}
              to={(id) => `/student/subjectvideos?subject=${id}`}
              countLabel={LIBRARY.videosCount}
            />
          ) : (
            <>
              {type.success && chapterId !== null && <ChapterVideos type={type.data} chapterId={chapterId} />}
              <ChapterList
                tree={data}
                subjectId={subjectId}
                current={chapterId}
                to={(c) => `/student/subjectvideos?subject=${subjectId}&type=${c.corner_type}&chapter=${c.chapter_id}`}
                countLabel={LIBRARY.videosCount}
              />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

function ChapterVideos({ type, chapterId }: { type: CornerType; chapterId: number }) {
  const chapter = useQuery(chapterDetailQuery(type, chapterId));
  return (
    <section aria-labelledby="chapter-videos" className={styles.block}>
      <QueryView query={chapter}>
        {(data) => (
          <>
            <h2 id="chapter-videos" className={styles.subTitle}>
              {LIBRARY.videosOf(data.chapter_name)}
            </h2>
            <ul className={styles.rows}>
              {data.videos.map((v) => (
                <li key={v.video_id}>
                  <Link className={styles.row} to={videoPath(type, chapterId, v.video_id)}>
                    <span className={styles.rowTitle}>▶ {v.video_name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}

/** /student/videoplayer?type=&chapter=&video=: the lecture player; without a video it points to the video lectures. */
export function VideoPlayerPage() {
  const [params] = useSearchParams();
  const type = cornerType.safeParse(params.get('type'));
  const chapterId = num(params.get('chapter'));
  const videoId = num(params.get('video'));
  useTitle(TITLES.lecture);
  if (type.success && chapterId !== null && videoId !== null)
    return <Lecture type={type.data} chapterId={chapterId} videoId={videoId} />;
  return (
    <Page title={TITLES.lecture}>
      <EmptyState message={LIBRARY.noVideoChosen} subMessage={LIBRARY.noVideoChosenSub} />
      <p className={styles.back}>
        <Link to="/student/videolectures">{LIBRARY.browseVideos}</Link>
      </p>
    </Page>
  );
}

/** /student/notes and /student/notes/notessubjects: subjects with notes. */
export function NotesSubjectsPage() {
  const tree = useQuery(studentNotesQuery());
  return (
    <Page title={TITLES.notes}>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/notes/noteschapters?subject=${id}`}
            countLabel={LIBRARY.notesCount}
          />
        )}
      </QueryView>
    </Page>
  );
}

/** /student/notes/noteschapters?subject=: a subject's chapters with notes. */
export function NotesChaptersPage() {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery(studentNotesQuery());
  return (
    <Page title={TITLES.notes} back={{ to: '/student/notes/notessubjects', label: LIBRARY.allSubjects }}>
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
    </Page>
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
      <Page title={TITLES.notes} back={back}>
        <EmptyState message={LIBRARY.noChapterChosen} subMessage={LIBRARY.pickSubject} />
        <p className={styles.back}>
          <Link to="/student/notes/notessubjects">{LIBRARY.allSubjects}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={TITLES.notes} back={back}>
      <NotesOfChapter type={type.data} chapterId={chapterId} reader />
    </Page>
  );
}

function NotesOfChapter({ type, chapterId, reader }: { type: CornerType; chapterId: number; reader?: boolean }) {
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
            ) : reader ? (
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
            ) : (
              <ul className={styles.rows}>
                {notes.map((n, i) => (
                  <PdfItem key={i} name={n.note_name} url={n.notes_pdf_url!} />
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
      <Page title={TITLES.notes} back={{ to: '/student/notes/notessubjects', label: TITLES.notes }}>
        <EmptyState message={LIBRARY.noNoteChosen} subMessage={LIBRARY.pickSubject} />
      </Page>
    );
  }
  return (
    <Page
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
    </Page>
  );
}

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
    <Page title={TITLES.studyMaterial}>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/StudyMaterialList?subject=${id}`}
            countLabel={LIBRARY.pdfCount}
          />
        )}
      </QueryView>
    </Page>
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

type Material = Awaited<ReturnType<typeof call<'studyMaterial'>>>;

/** Study material in chapter order, one group per chapter titled '{chapter} · {corner} · {class}'. */
function groupByChapter(items: Material): { chapterId: number; title: string; items: Material }[] {
  const groups: { chapterId: number; title: string; items: Material }[] = [];
  for (const m of items) {
    let g = groups.find((x) => x.chapterId === m.chapter_id);
    if (!g)
      groups.push(
        (g = {
          chapterId: m.chapter_id,
          title: `${m.chapter_name} · ${CORNER_TITLES[m.corner_type]} · ${m.class_name}`,
          items: [],
        }),
      );
    g.items.push(m);
  }
  return groups;
}

function MaterialPage({ title, back, self }: { title: string; back: { to: string; label: string }; self: string }) {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery({ ...studentNotesQuery(), enabled: subjectId === null });
  const material = useQuery({ ...studyMaterialQuery(subjectId ?? 0), enabled: subjectId !== null });
  if (subjectId === null) {
    return (
      <Page title={title} back={back}>
        <QueryView query={tree}>
          {(data) => <SubjectGrid tree={data} to={(id) => `${self}?subject=${id}`} countLabel={LIBRARY.pdfCount} />}
        </QueryView>
      </Page>
    );
  }
  return (
    <Page title={title} back={back}>
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
    </Page>
  );
}

/** /student/pastclasses/subjects: subjects of the student's past classes (recordings by subject). */
export function PastSubjectsPage() {
  const classes = useQuery(pastClassesQuery());
  return (
    <Page title={TITLES.pastClasses}>
      <QueryView query={classes}>
        {(data) => {
          const groups = groupPastClasses(data);
          if (groups.length === 0) return <EmptyState message={LIBRARY.noPast} subMessage={MESSAGES.checkBackLater} />;
          return (
            <ul className={styles.grid}>
              {groups.map((g) => (
                <li key={g.subject}>
                  <Link
                    className={styles.card}
                    to={`/student/pastclasses/chapters?subject=${encodeURIComponent(g.subject)}`}
                    style={{ '--subject-color': g.color } as CSSProperties}
                  >
                    <span className={styles.cardTitle}>{g.subject}</span>
                    <span className={styles.meta}>
                      {g.chapters.length} {MESSAGES.chapters.toLowerCase()} ·{' '}
                      {LIBRARY.classesCount(g.chapters.reduce((n, c) => n + c.classes.length, 0))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** /student/pastclasses/chapters?subject=: a subject's past classes by chapter with Replay class and Notes (000 §2 Class card). */
export function PastChaptersPage() {
  const [params] = useSearchParams();
  const subject = params.get('subject');
  const classes = useQuery(pastClassesQuery());
  return (
    <Page title={TITLES.pastClasses} back={{ to: '/student/pastclasses/subjects', label: LIBRARY.allSubjects }}>
      <QueryView query={classes}>
        {(data) => {
          const groups = groupPastClasses(data);
          const group = groups.find((g) => g.subject === subject) ?? (subject === null ? groups[0] : undefined);
          if (!group) return <EmptyState message={LIBRARY.noPast} subMessage={LIBRARY.pickSubject} />;
          return (
            <>
              <h2 className={styles.subTitle}>{group.subject}</h2>
              {group.chapters.map((c) => (
                <section key={c.chapter} className={styles.block} aria-label={c.chapter}>
                  <h3 className={styles.chapterTitle}>{c.chapter}</h3>
                  <ul className={styles.rows}>
                    {c.classes.map((k) => (
                      <PastClassRow key={k.liveclass_id} item={k} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

function PastClassRow({ item }: { item: ClassItem }) {
  return (
    <li className={styles.pdf}>
      <div className={styles.pdfText}>
        <span className={styles.pdfName}>{item.lecture}</span>
        <span className={styles.meta}>
          {item.faculty_name} · {formatDateTime(item.start_date)}
        </span>
      </div>
      <div className={styles.pdfActions}>
        {item.replay_url ? (
          <a className="cp-button cp-button--primary" href={item.replay_url} target="_blank" rel="noopener noreferrer">
            {LIBRARY.replay}
            <span className="cp-visually-hidden">
              {' '}
              {item.lecture} {MESSAGES.opensInNewTab}
            </span>
          </a>
        ) : (
          <span className={styles.meta}>{LIBRARY.notUploaded}</span>
        )}
        {item.notes_file ? (
          <a
            className="cp-button cp-button--secondary"
            href={item.notes_file}
            target="_blank"
            rel="noopener noreferrer"
          >
            {MESSAGES.notes}
            <span className="cp-visually-hidden">
              {' '}
              {item.lecture} {MESSAGES.opensInNewTab}
            </span>
          </a>
        ) : (
          <button type="button" className="cp-button cp-button--secondary" disabled>
            {MESSAGES.notes}
          </button>
        )}
      </div>
    </li>
  );
}
