/** Video lectures by subject (001 §2.1 'Videos and notes'): subject → chapter → its videos → the lecture player. */
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { cornerType, type CornerType } from '@classroom/shared/contract';
import { EmptyState, PageFrame, useTitle } from '@classroom/shared/ui';
import { LIBRARY, TITLES } from '../messages';
import { chapterDetailQuery, videoLecturesQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { Lecture } from './lecture-page';
import { videoPath } from '../lib/corner-rules';
import { num } from '../ui/search-params';
import { ChapterList, SubjectGrid } from '../ui/library-page';
import styles from '../ui/library.module.css';

/** /student/videolectures: subjects with video lectures. */
export function VideoLecturesPage() {
  const tree = useQuery(videoLecturesQuery());
  return (
    <PageFrame title={TITLES.videoLectures}>
      <QueryView query={tree}>
        {(data) => (
          <SubjectGrid
            tree={data}
            to={(id) => `/student/subjectvideos?subject=${id}`}
            countLabel={LIBRARY.videosCount}
          />
        )}
      </QueryView>
    </PageFrame>
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
    <PageFrame title={TITLES.videoLectures} back={{ to: '/student/videolectures', label: TITLES.videoLectures }}>
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
    </PageFrame>
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
    <PageFrame title={TITLES.lecture}>
      <EmptyState message={LIBRARY.noVideoChosen} subMessage={LIBRARY.noVideoChosenSub} />
      <p className="cp-page__back">
        <Link to="/student/videolectures">{LIBRARY.browseVideos}</Link>
      </p>
    </PageFrame>
  );
}
