import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { cornerType, type CornerType } from '@classroom/shared/contract';
import { EmptyState, useTitle, VIDEO_NEEDS_CONNECTION_TEXT, WhenOffline } from '@classroom/shared/ui';
import { CORNER_TITLES, LECTURE, MESSAGES, TITLES } from '../messages';
import { chapterDetailQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { ExerciseLinks, NoteLinks } from '../ui/chapter-content';
import { videoPath } from '../lib/corner-rules';
import { EMBED_ALLOW, EMBED_SANDBOX, loadPosition, resumeAt, savePosition, videoSource } from './video-rules';
import styles from './lecture.module.css';

/**
 * 000 §2 route /student/{type}/{chapterId}/{videoId}: checks the path, then shows the lecture. The type is read from the
 * path itself: the router declares one pattern per corner (/student/jee/:chapterId/:videoId, …).
 */
export function LecturePage() {
  const params = useParams();
  const type = cornerType.safeParse(useLocation().pathname.split('/')[2]);
  const chapterId = Number(params.chapterId);
  const videoId = Number(params.videoId);
  useTitle(TITLES.lecture);
  if (!type.success || !Number.isInteger(chapterId) || !Number.isInteger(videoId)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{TITLES.lecture}</h1>
        <EmptyState message={LECTURE.notFound} subMessage={LECTURE.notFoundSub} />
      </section>
    );
  }
  return <Lecture type={type.data} chapterId={chapterId} videoId={videoId} />;
}

/**
 * 000 §2, §9 video lecture: title, subject and chapter, the player (an .mp4 in <video> with controls and the position
 * kept per video; any other link in a sandboxed iframe; a missing video → a clear message), the chapter's other videos
 * as a playlist, and the chapter's notes (NCERT: its exercises).
 */
export function Lecture({ type, chapterId, videoId }: { type: CornerType; chapterId: number; videoId: number }) {
  const chapter = useQuery(chapterDetailQuery(type, chapterId));
  return (
    <section className={styles.page} aria-labelledby="lecture-title">
      <QueryView query={chapter}>
        {(data) => {
          const index = data.videos.findIndex((v) => v.video_id === videoId);
          const video = data.videos[index];
          return (
            <>
              <nav aria-label={LECTURE.breadcrumb} className={styles.crumbs}>
                <Link to={`/student/${type}`}>{CORNER_TITLES[type]}</Link> <span aria-hidden="true">›</span>{' '}
                {data.subject_name} <span aria-hidden="true">›</span> {data.class_name}
              </nav>
              <h1 id="lecture-title" className={styles.title}>
                {video ? video.video_name : TITLES.lecture}
              </h1>
              <p className={styles.chapter}>
                {LECTURE.chapter}: {data.chapter_name}
              </p>
              <div className={styles.layout}>
                <div className={styles.main}>
                  {video && <WhenOffline what={VIDEO_NEEDS_CONNECTION_TEXT} />}
                  {video ? (
                    <Player
                      key={video.video_id}
                      videoId={video.video_id}
                      title={video.video_name}
                      url={video.video_url}
                    />
                  ) : (
                    <Missing text={LECTURE.notFound} />
                  )}
                  <h2 className={styles.sectionTitle}>
                    {type === 'ncert' ? MESSAGES.exerciseSolutions : MESSAGES.notes}
                  </h2>
                  {type === 'ncert' ? (
                    <ExerciseLinks chapterId={chapterId} />
                  ) : data.notes.length === 0 ? (
                    <p className={styles.muted}>{MESSAGES.noNotes}</p>
                  ) : (
                    <NoteLinks notes={data.notes.map((n) => ({ ...n, question_id: null }))} />
                  )}
                </div>
                <aside className={styles.playlist} aria-labelledby="playlist-title">
                  <h2 id="playlist-title" className={styles.sectionTitle}>
                    {LECTURE.playlist} ({data.videos.length})
                  </h2>
                  <ol className={styles.list}>
                    {data.videos.map((v, i) => (
                      <li key={v.video_id}>
                        <Link
                          to={videoPath(type, chapterId, v.video_id)}
                          className={styles.item}
                          aria-current={v.video_id === videoId ? 'page' : undefined}
                        >
                          <span className={styles.num} aria-hidden="true">
                            {i + 1}
                          </span>
                          <span>{v.video_name}</span>
                          <span className={styles.kind}>{LECTURE.kind}</span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                </aside>
              </div>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <div className={styles.missing} role="alert">
      <p className={styles.missingTitle}>{text}</p>
      <p>{LECTURE.missingSub}</p>
    </div>
  );
}

/** The player: <video> for .mp4 (position kept per video), a sandboxed iframe for embeds, a message otherwise. */
function Player({ videoId, title, url }: { videoId: number; title: string; url: string }) {
  const source = videoSource(url, window.location.origin);
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const lastSaved = useRef(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Metadata may already be there (a cached clip): resume now rather than wait for an event that has passed.
    if (el.readyState >= 1) {
      const start = resumeAt(loadPosition(videoId), el.duration);
      if (start > 0 && el.currentTime < start) el.currentTime = start;
    }
    const save = () => savePosition(videoId, el.currentTime, el.duration);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [videoId]);

  if (source.kind === 'missing' || failed) return <Missing text={LECTURE.missing} />;
  if (source.kind === 'embed') {
    return (
      <div className={styles.frame}>
        <iframe
          src={source.src}
          title={title}
          sandbox={EMBED_SANDBOX}
          allow={EMBED_ALLOW}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <video
        ref={ref}
        src={source.src}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={(e) => {
          const start = resumeAt(loadPosition(videoId), e.currentTarget.duration);
          if (start > 0) e.currentTarget.currentTime = start;
        }}
        onTimeUpdate={(e) => {
          const el = e.currentTarget;
          if (Math.abs(el.currentTime - lastSaved.current) < 1) return;
          lastSaved.current = el.currentTime;
          savePosition(videoId, el.currentTime, el.duration);
        }}
        onPause={(e) => savePosition(videoId, e.currentTarget.currentTime, e.currentTarget.duration)}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
