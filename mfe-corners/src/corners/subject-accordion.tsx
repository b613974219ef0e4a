import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { CornerSubject, CornerType } from '@classroom/shared/contract';
import { MESSAGES } from '../messages';
import { firstChapter, notesKind, notesShown, videoCards, videoPath } from './corner-rules';
import styles from './corners.module.css';

/**
 * 000 §2 Corner cards: one subject as a native <details> accordion (keyboard and screen-reader ready):
 * its chapters, chapter 1's videos as cards (with a 'See all' card at 5 or more, 000 §9), then the
 * first 3 notes (JEE, NEET) or exercise solutions (NCERT).
 */
export function SubjectAccordion({ type, classId, subject, defaultOpen }: { type: CornerType; classId: number; subject: CornerSubject; defaultOpen: boolean }) {
  const chapter = firstChapter(subject);
  const videos = videoCards(chapter?.videos ?? []);
  const notes = notesShown(chapter?.notes ?? []);
  const notesTitle = notesKind(type) === 'notes' ? MESSAGES.notes : MESSAGES.exerciseSolutions;
  return (
    <details className={styles.subject} open={defaultOpen} style={{ '--subject-color': subject.primary_color } as CSSProperties}>
      <summary className={styles.summary}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.subjectName}>{subject.subject_name}</span>
        <span className={styles.count}>
          {subject.chapters.length} {MESSAGES.chapters.toLowerCase()}
        </span>
      </summary>
      <div className={styles.panel}>
        {subject.chapters.length === 0 ? (
          <p className={styles.muted}>{MESSAGES.empty(subject.subject_name)}</p>
        ) : (
          <>
            <h3 className={styles.panelTitle}>{MESSAGES.chapters}</h3>
            <ol className={styles.chapters}>
              {subject.chapters.map((c) => (
                <li key={c.id}>{c.chapter_name}</li>
              ))}
            </ol>
          </>
        )}
        {chapter && (
          <>
            <h3 className={styles.panelTitle}>
              {MESSAGES.videos}: {chapter.chapter_name}
            </h3>
            {videos.shown.length === 0 ? (
              <p className={styles.muted}>{MESSAGES.empty(MESSAGES.videos.toLowerCase())}</p>
            ) : (
              <ul className={styles.videos}>
                {videos.shown.map((video) => (
                  <li key={video.video_id}>
                    <Link className={styles.videoCard} to={videoPath(type, chapter.id, video.video_id)}>
                      {video.video_icon_url ? (
                        <img className={styles.thumb} src={video.video_icon_url} alt="" loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                      ) : (
                        <span className={styles.thumb} aria-hidden="true">
                          ▶
                        </span>
                      )}
                      <span>{video.video_name}</span>
                    </Link>
                  </li>
                ))}
                {videos.seeAll && (
                  <li>
                    <Link className={`${styles.videoCard} ${styles.seeAll}`} to={`/student/${type}`} state={{ subjectId: subject.id, classId }}>
                      {MESSAGES.seeAll}
                      <span className="cp-visually-hidden"> {subject.subject_name} videos</span>
                    </Link>
                  </li>
                )}
              </ul>
            )}
            {notes.length > 0 && (
              <>
                <h3 className={styles.panelTitle}>{notesTitle}</h3>
                <ul className={styles.notes}>
                  {notes.map((note, i) => (
                    <li key={`${note.note_name}-${i}`}>
                      {note.notes_pdf_url ? (
                        <a className={styles.noteLink} href={note.notes_pdf_url} target="_blank" rel="noopener noreferrer">
                          {note.note_name}
                          <span className="cp-visually-hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        <span className={styles.noteLink}>{note.note_name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </details>
  );
}
