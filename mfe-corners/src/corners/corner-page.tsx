import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CornerType } from '@classroom/shared/contract';
import { EmptyState, useTitle } from '@classroom/shared/ui';
import { CORNER_TITLES, MESSAGES } from '../messages';
import { dashboardCornerQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { ExerciseLinks, NoteLinks, VideoCard } from '../ui/chapter-content';
import { CornerRowsBody } from './corner-rows';
import styles from '../ui/corners.module.css';

/** Route state of a corner page (000 §2: subjectId and classId are carried in state). */
interface CornerRouteState {
  subjectId?: number;
  classId?: number;
}

/**
 * 000 §2 the NCERT, JEE or NEET corner page. Without state: the corner's 'Select Class' and subject accordions. From a
 * 'See all' (state subjectId and classId): every chapter of that subject with all its videos, notes or exercises.
 */
export function CornerPage({ type }: { type: CornerType }) {
  useTitle(CORNER_TITLES[type]);
  const state = (useLocation().state ?? {}) as CornerRouteState;
  const seeAll = typeof state.subjectId === 'number' && typeof state.classId === 'number';
  return (
    <section className={styles.page} aria-labelledby={`corner-${type}-title`}>
      <div className={styles.header}>
        <h1 id={`corner-${type}-title`} className={styles.title}>
          {CORNER_TITLES[type]}
        </h1>
      </div>
      {seeAll ? (
        <SubjectAll type={type} classId={state.classId!} subjectId={state.subjectId!} />
      ) : (
        <CornerRowsBody corner={type} headingLevel={2} />
      )}
    </section>
  );
}

/** 'See all' (000 §2): every chapter of one subject of one class with its videos and notes or exercises. */
function SubjectAll({ type, classId, subjectId }: { type: CornerType; classId: number; subjectId: number }) {
  const content = useQuery(dashboardCornerQuery(type, classId));
  return (
    <QueryView query={content}>
      {(data) => {
        const subject = data.subjects.find((s) => s.id === subjectId);
        if (!subject)
          return <EmptyState message={MESSAGES.empty(CORNER_TITLES[type])} subMessage={MESSAGES.checkBackLater} />;
        return (
          <div className={styles.subjectAll} style={{ '--subject-color': subject.primary_color } as CSSProperties}>
            <p>
              <Link className={styles.seeAllLink} to={`/student/${type}`}>
                ← {MESSAGES.backTo(CORNER_TITLES[type])}
              </Link>
            </p>
            <h2 className={styles.subjectHeading}>
              <span className={styles.dot} aria-hidden="true" /> {subject.subject_name}
            </h2>
            {subject.chapters.map((chapter, index) => (
              <section key={chapter.id} className={styles.chapterBlock} aria-labelledby={`chapter-${chapter.id}`}>
                <h3 id={`chapter-${chapter.id}`} className={styles.chapterTitle}>
                  {MESSAGES.chapterN(index + 1)}: {chapter.chapter_name}
                </h3>
                <h4 className={styles.panelTitle}>{MESSAGES.videos}</h4>
                {chapter.videos.length === 0 ? (
                  <p className={styles.muted}>{MESSAGES.noVideos}</p>
                ) : (
                  <ul className={styles.videoGrid}>
                    {chapter.videos.map((video) => (
                      <li key={video.video_id}>
                        <VideoCard type={type} chapterId={chapter.id} video={video} />
                      </li>
                    ))}
                  </ul>
                )}
                <h4 className={styles.panelTitle}>{type === 'ncert' ? MESSAGES.exerciseSolutions : MESSAGES.notes}</h4>
                {type === 'ncert' ? (
                  <ExerciseLinks chapterId={chapter.id} />
                ) : chapter.notes.length === 0 ? (
                  <p className={styles.muted}>{MESSAGES.noNotes}</p>
                ) : (
                  <NoteLinks notes={chapter.notes} />
                )}
              </section>
            ))}
          </div>
        );
      }}
    </QueryView>
  );
}
