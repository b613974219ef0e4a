import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CornerSubject, CornerType } from '@classroom/shared/contract';
import { MESSAGES } from '../messages';
import { ncertExercisesQuery } from '../data/queries';
import { exercisePath, videoPath } from '../lib/corner-rules';
import styles from './corners.module.css';

type Chapter = CornerSubject['chapters'][number];

/** One video card: thumbnail (or a play glyph) and the name, linking to the lecture page (000 §2). */
export function VideoCard({
  type,
  chapterId,
  video,
}: {
  type: CornerType;
  chapterId: number;
  video: Chapter['videos'][number];
}) {
  return (
    <Link className={styles.videoCard} to={videoPath(type, chapterId, video.video_id)}>
      {video.video_icon_url ? (
        <img
          className={styles.thumb}
          src={video.video_icon_url}
          alt=""
          loading="lazy"
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          ▶
        </span>
      )}
      <span>{video.video_name}</span>
    </Link>
  );
}

/** Notes of a chapter as links that open the PDF in the browser's viewer in a new tab (000 §2). */
export function NoteLinks({ notes }: { notes: Chapter['notes'] }) {
  return (
    <ul className={styles.notes}>
      {notes.map((note, i) => (
        <li key={`${note.note_name}-${i}`}>
          {note.notes_pdf_url ? (
            <a className={styles.noteLink} href={note.notes_pdf_url} target="_blank" rel="noopener noreferrer">
              {note.note_name}
              <span className="cp-visually-hidden"> {MESSAGES.opensInNewTab}</span>
            </a>
          ) : (
            <span className={styles.noteLink}>{note.note_name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 000 §2: the NCERT corner shows exercise solutions — the chapter's exercises (NCERT exercises call), each opening its
 * question list. `limit` = how many to show (3 on the corner card, 000 §9; all on See all).
 */
export function ExerciseLinks({ chapterId, limit }: { chapterId: number; limit?: number }) {
  const exercises = useQuery(ncertExercisesQuery(chapterId));
  if (exercises.isPending) return <p className={styles.muted}>{MESSAGES.loadingShort}</p>;
  if (exercises.isError) return <p className={styles.muted}>{MESSAGES.exercisesFailed}</p>;
  const shown = limit === undefined ? exercises.data : exercises.data.slice(0, limit);
  if (shown.length === 0) return <p className={styles.muted}>{MESSAGES.noExercises}</p>;
  return (
    <ul className={styles.notes}>
      {shown.map((e) => (
        <li key={e.exercise_id}>
          <Link className={styles.noteLink} to={exercisePath(chapterId, e.exercise_id)}>
            {e.exercise_name} {MESSAGES.solutionsSuffix} ({e.num_questions} {MESSAGES.questionsWord(e.num_questions)})
          </Link>
        </li>
      ))}
    </ul>
  );
}
