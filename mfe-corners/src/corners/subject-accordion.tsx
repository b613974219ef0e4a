import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { CornerSubject, CornerType } from '@classroom/shared/contract';
import { MESSAGES } from '../messages';
import { ExerciseLinks, NoteLinks, VideoCard } from '../ui/chapter-content';
import { firstChapter, NOTES_SHOWN, notesKind, notesShown, seeAllState, videoCards } from '../lib/corner-rules';
import { useCornerSelection } from './corner-store';
import styles from '../ui/corners.module.css';

/**
 * 000 §2 Corner cards: one subject as a native <details> accordion (keyboard and screen-reader ready): chapter 1's
 * videos as cards (with a 'See all' card at 5 or more, 000 §9), then the first 3 notes (JEE, NEET) or exercise
 * solutions (NCERT), and a See all link to /student/{type} with subjectId and classId in state. Opening a subject
 * keeps it as the corner's selected subject (000 §3). `headingLevel`: the level of the panel's headings, one below the
 * heading the accordions sit under (2 on the corner page under its h1, 3 in the dashboard's h2 corner section), so the
 * outline never skips a level.
 */
export function SubjectAccordion({
  type,
  classId,
  subject,
  defaultOpen,
  headingLevel,
}: {
  type: CornerType;
  classId: number;
  subject: CornerSubject;
  defaultOpen: boolean;
  headingLevel: 2 | 3;
}) {
  const PanelTitle = `h${headingLevel}` as const;
  const selectSubject = useCornerSelection((s) => s.selectSubject);
  const chapter = firstChapter(subject);
  const videos = videoCards(chapter?.videos ?? []);
  const notesTitle = notesKind(type) === 'notes' ? MESSAGES.notes : MESSAGES.exerciseSolutions;
  const seeAll = { pathname: `/student/${type}`, state: seeAllState(subject.id, classId) };
  return (
    <details
      className={styles.subject}
      open={defaultOpen}
      onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && selectSubject(type, subject.id)}
      style={{ '--subject-color': subject.primary_color } as CSSProperties}
    >
      <summary className={styles.summary}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.subjectName}>{subject.subject_name}</span>
        <span className={styles.count}>
          {subject.chapters.length} {MESSAGES.chapters.toLowerCase()}
        </span>
      </summary>
      <div className={styles.panel}>
        {!chapter ? (
          <p className={styles.muted}>{MESSAGES.empty(subject.subject_name)}</p>
        ) : (
          <>
            <PanelTitle className={styles.panelTitle}>
              {MESSAGES.videos}: {chapter.chapter_name}
            </PanelTitle>
            {videos.shown.length === 0 ? (
              <p className={styles.muted}>{MESSAGES.noVideos}</p>
            ) : (
              <ul className={styles.videos}>
                {videos.shown.map((video) => (
                  <li key={video.video_id}>
                    <VideoCard type={type} chapterId={chapter.id} video={video} />
                  </li>
                ))}
                {videos.seeAll && (
                  <li>
                    <Link className={`${styles.videoCard} ${styles.seeAll}`} to={seeAll.pathname} state={seeAll.state}>
                      {MESSAGES.seeAll}
                      <span className="cp-visually-hidden">
                        {' '}
                        {subject.subject_name} {MESSAGES.videos.toLowerCase()}
                      </span>
                    </Link>
                  </li>
                )}
              </ul>
            )}
            <PanelTitle className={styles.panelTitle}>{notesTitle}</PanelTitle>
            {type === 'ncert' ? (
              <ExerciseLinks chapterId={chapter.id} limit={NOTES_SHOWN} />
            ) : chapter.notes.length === 0 ? (
              <p className={styles.muted}>{MESSAGES.noNotes}</p>
            ) : (
              <NoteLinks notes={notesShown(chapter.notes)} />
            )}
            <p>
              <Link className={styles.seeAllLink} to={seeAll.pathname} state={seeAll.state}>
                {MESSAGES.seeAll}
                <span className="cp-visually-hidden">
                  {' '}
                  {subject.subject_name} {MESSAGES.chapters.toLowerCase()}
                </span>
              </Link>
            </p>
          </>
        )}
      </div>
    </details>
  );
}
