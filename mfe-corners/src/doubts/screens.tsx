/**
 * Doubts and solutions (000 §7 doubt calls; 001 §2.1 'Doubts'): search the solution bank (full-text
 * search on the server) with subject and chapter filters, browse chapter → question → solution, ask a doubt with up to
 * 3 photos, see pending doubts and their answers, edit a pending doubt. Every screen sits behind SolutionsGate (000 §6).
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@classroom/shared/format';
import { EmptyState, useTitle } from '@classroom/shared/ui';
import { DOUBTS, MESSAGES, TITLES } from '../messages';
import {
  doubtChaptersQuery,
  doubtPhotoQuery,
  doubtQuestionsQuery,
  pendingDoubtsQuery,
  searchSolutionsQuery,
  solutionQuery,
} from '../data/queries';
import { QueryView } from '../ui/query-view';
import { ScrollText } from '../ui/scroll-text';
import { loadKatex, RichText } from '@classroom/shared/math';
import { SolutionsGate } from './gate';
import { DoubtForm } from './doubt-form';
import styles from './doubts.module.css';

const num = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Plain text of rich text, for lists. */
export function plain(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return (
    <section className={styles.page} aria-labelledby="doubts-title">
      <h1 id="doubts-title" className={styles.title}>
        {title}
      </h1>
      <SolutionsGate>
        <nav aria-label={DOUBTS.nav} className={`cp-scroll-row ${styles.tabs}`}>
          <NavLink to="/student/doubtmodule/searchquestion">{DOUBTS.search}</NavLink>
          <NavLink to="/student/chapterlist">{DOUBTS.browse}</NavLink>
          <NavLink to="/student/uploaddoubt">{DOUBTS.ask}</NavLink>
          <NavLink to="/student/pendingdoubts">{DOUBTS.myDoubts}</NavLink>
        </nav>
        {children}
      </SolutionsGate>
    </section>
  );
}

/** A list of solution-bank questions linking to their solution; math in the preview is typeset. */
function QuestionRows({
  items,
}: {
  items: { question_id: number; question: string; subject_name: string; chapter_name: string }[];
}) {
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <ul className={styles.rows}>
      {items.map((q) => (
        <li key={q.question_id}>
          <Link className={styles.row} to={`/student/questiondetails?question=${q.question_id}`}>
            <RichText className={styles.rowText} html={q.question} />
            <span className={styles.meta}>
              {q.subject_name} · {q.chapter_name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /student/doubtmodule/searchquestion (and SearchQuestion): Solutions — search by text with subject and chapter filters. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const subjectId = num(params.get('subject'));
  const chapterId = num(params.get('chapter'));
  const [draft, setDraft] = useState(text);
  const tree = useQuery(doubtChaptersQuery());
  const results = useQuery({ ...searchSolutionsQuery(text, subjectId, chapterId), enabled: text.trim().length >= 2 });
  const subject = tree.data?.find((s) => s.subject_id === subjectId);
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  return (
    <Page title={TITLES.solutions}>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: draft.trim() || null });
        }}
      >
        <div className="cp-field">
          <label htmlFor="doubt-search">{DOUBTS.searchLabel}</label>
          <input
            id="doubt-search"
            type="search"
            value={draft}
            minLength={2}
            maxLength={200}
            placeholder={DOUBTS.searchPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div className="cp-field">
          <label htmlFor="doubt-subject">{DOUBTS.subject}</label>
          <select
            id="doubt-subject"
            value={subjectId ?? ''}
            onChange={(e) => update({ subject: e.target.value || null, chapter: null })}
          >
            <option value="">{DOUBTS.allSubjects}</option>
            {tree.data?.map((s) => (
              <option key={s.subject_id} value={s.subject_id}>
                {s.subject_name}
              </option>
            ))}
          </select>
        </div>
        <div className="cp-field">
          <label htmlFor="doubt-chapter">{DOUBTS.chapter}</label>
          <select
            id="doubt-chapter"
            value={chapterId ?? ''}
            disabled={!subject}
            onChange={(e) => update({ chapter: e.target.value || null })}
          >
            <option value="">{DOUBTS.allChapters}</option>
            {subject?.chapters.map((c) => (
              <option key={c.chapter_id} value={c.chapter_id}>
                {c.chapter_name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="cp-button cp-button--primary">
          {DOUBTS.searchButton}
        </button>
      </form>
      {text.trim().length < 2 ? (
        <p className={styles.hint}>{DOUBTS.searchHint}</p>
      ) : (
        <QueryView query={results}>
          {(items) =>
            items.length === 0 ? (
              <>
                <EmptyState message={DOUBTS.noResults(text)} subMessage={DOUBTS.noResultsSub} />
                <p className={styles.hint}>
                  <NavLink to="/student/uploaddoubt">{DOUBTS.ask}</NavLink>
                </p>
              </>
            ) : (
              <>
                <p className={styles.hint} role="status">
                  {DOUBTS.resultsCount(items.length, text)}
                </p>
                <QuestionRows items={items} />
              </>
            )
          }
        </QueryView>
      )}
    </Page>
  );
}

/** /student/chapterlist?subject=: the solution bank's chapters by subject. */
export function ChapterListPage() {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery(doubtChaptersQuery());
  return (
    <Page title={TITLES.solutions}>
      <QueryView query={tree}>
        {(data) => {
          const subjects = subjectId === null ? data : data.filter((s) => s.subject_id === subjectId);
          if (subjects.length === 0)
            return <EmptyState message={DOUBTS.noChapters} subMessage={MESSAGES.checkBackLater} />;
          return subjects.map((s) => (
            <section
              key={s.subject_id}
              className={styles.subject}
              style={{ '--subject-color': s.primary_color } as CSSProperties}
              aria-labelledby={`subject-${s.subject_id}`}
            >
              <h2 id={`subject-${s.subject_id}`} className={styles.subTitle}>
                {s.subject_name}
              </h2>
              <ul className={styles.chapterGrid}>
                {s.chapters.map((c) => (
                  <li key={c.chapter_id}>
                    <Link className={styles.row} to={`/student/questionlist?chapter=${c.chapter_id}`}>
                      <span className={styles.rowTitle}>{c.chapter_name}</span>
                      <span className={styles.meta}>
                        {DOUBTS.classN(c.class_name)} · {DOUBTS.questionsCount(c.num_questions)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ));
        }}
      </QueryView>
    </Page>
  );
}

/** /student/questionlist?chapter=: the questions of one solution-bank chapter. */
export function QuestionListPage() {
  const [params] = useSearchParams();
  const chapterId = num(params.get('chapter'));
  const questions = useQuery({ ...doubtQuestionsQuery(chapterId ?? 0), enabled: chapterId !== null });
  return (
    <Page title={TITLES.solutions}>
      {chapterId === null ? (
        <>
          <EmptyState message={DOUBTS.noChapterChosen} subMessage={DOUBTS.pickChapter} />
          <p className={styles.hint}>
            <NavLink to="/student/chapterlist">{DOUBTS.browse}</NavLink>
          </p>
        </>
      ) : (
        <QueryView query={questions}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState message={DOUBTS.noQuestions} subMessage={MESSAGES.checkBackLater} />
            ) : (
              <>
                <h2 className={styles.subTitle}>
                  {items[0]!.subject_name} · {items[0]!.chapter_name}
                </h2>
                <QuestionRows items={items} />
              </>
            )
          }
        </QueryView>
      )}
    </Page>
  );
}

/** /student/questiondetails?question=: one question with its worked solution (KaTeX, DOMPurify), previous/next. */
export function QuestionDetailsPage() {
  const [params] = useSearchParams();
  const questionId = num(params.get('question'));
  const solution = useQuery({ ...solutionQuery(questionId ?? 0), enabled: questionId !== null });
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <Page title={TITLES.solutions}>
      {questionId === null ? (
        <>
          <EmptyState message={DOUBTS.noQuestionChosen} subMessage={DOUBTS.pickQuestion} />
          <p className={styles.hint}>
            <NavLink to="/student/doubtmodule/searchquestion">{DOUBTS.search}</NavLink>
          </p>
        </>
      ) : (
        <QueryView query={solution}>
          {(q) => (
            <article className={styles.card} aria-labelledby="solution-question">
              <p className={styles.meta}>
                <Link to={`/student/questionlist?chapter=${q.chapter_id}`}>
                  {q.subject_name} · {q.chapter_name}
                </Link>
              </p>
              <h2 id="solution-question" className={styles.qTitle}>
                {DOUBTS.question}
              </h2>
              <ScrollText label={DOUBTS.question} html={q.question} />
              <h3 className={styles.solutionTitle}>{DOUBTS.solution}</h3>
              <ScrollText label={DOUBTS.solution} html={q.solution} />
              <div className={styles.pager}>
                {q.prev_question_id ? (
                  <Link
                    className="cp-button cp-button--secondary"
                    to={`/student/questiondetails?question=${q.prev_question_id}`}
                  >
                    ← {DOUBTS.previous}
                  </Link>
                ) : (
                  <span />
                )}
                {q.next_question_id && (
                  <Link
                    className="cp-button cp-button--primary"
                    to={`/student/questiondetails?question=${q.next_question_id}`}
                  >
                    {DOUBTS.next} →
                  </Link>
                )}
              </div>
              <p className={styles.hint}>
                {DOUBTS.stillStuck} <Link to="/student/uploaddoubt">{DOUBTS.ask}</Link>
              </p>
            </article>
          )}
        </QueryView>
      )}
    </Page>
  );
}

/** /student/askyourdoubt and /student/uploaddoubt (?edit= a pending doubt): the ask-a-doubt form. */
export function AskDoubtPage() {
  const [params] = useSearchParams();
  const editId = num(params.get('edit'));
  return (
    <Page title={editId ? DOUBTS.editTitle : TITLES.askDoubt}>
      <DoubtForm editId={editId} />
    </Page>
  );
}

/** /student/pendingdoubts (all of the student's doubts) and /student/doubtsolutions (answered ones). */
export function MyDoubtsPage({ answeredOnly = false }: { answeredOnly?: boolean }) {
  const doubts = useQuery(pendingDoubtsQuery());
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <Page title={answeredOnly ? DOUBTS.answeredTitle : TITLES.pendingDoubts}>
      <QueryView query={doubts}>
        {(all) => {
          const items = answeredOnly
            ? all.filter((d) => d.status === 'answered')
            : [...all.filter((d) => d.status === 'pending'), ...all.filter((d) => d.status === 'answered')];
          if (items.length === 0) {
            return (
              <>
                <EmptyState
                  message={answeredOnly ? DOUBTS.noAnswered : DOUBTS.noDoubts}
                  subMessage={DOUBTS.noDoubtsSub}
                />
                <p className={styles.hint}>
                  <NavLink to="/student/uploaddoubt">{DOUBTS.ask}</NavLink>
                </p>
              </>
            );
          }
          return (
            <ul className={styles.rows}>
              {items.map((d) => (
                <li key={d.doubt_id} className={styles.doubt} data-doubt-id={d.doubt_id}>
                  <div className={styles.doubtHead}>
                    <span className={d.status === 'pending' ? styles.badgePending : styles.badgeAnswered}>
                      {d.status === 'pending' ? DOUBTS.pending : DOUBTS.answered}
                    </span>
                    <span className={styles.meta}>
                      {d.subject_name}
                      {d.chapter_name ? ` · ${d.chapter_name}` : ''} · {formatDateTime(d.created_at)}
                      {d.photos > 0 ? ` · ${DOUBTS.photosCount(d.photos)}` : ''}
                    </span>
                  </div>
                  <p className={styles.doubtText}>{d.question}</p>
                  {d.photos > 0 && <DoubtPhotos doubtId={d.doubt_id} count={d.photos} />}
                  {d.answer && (
                    <div className={styles.answer}>
                      <h2 className={styles.answerTitle}>{DOUBTS.answer}</h2>
                      <RichText html={d.answer} />
                    </div>
                  )}
                  {d.status === 'pending' && (
                    <Link className="cp-button cp-button--secondary" to={`/student/uploaddoubt?edit=${d.doubt_id}`}>
                      {DOUBTS.edit}
                      <span className="cp-visually-hidden"> {plain(d.question, 60)}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** The photos of one of the student's doubts as 96 px thumbnails (doubt-photo call, only the student's own). */
function DoubtPhotos({ doubtId, count }: { doubtId: number; count: number }) {
  return (
    <ul className={styles.photos} aria-label={DOUBTS.photosCount(count)}>
      {Array.from({ length: count }, (_, i) => (
        <DoubtPhoto key={i} doubtId={doubtId} index={i} />
      ))}
    </ul>
  );
}

function DoubtPhoto({ doubtId, index }: { doubtId: number; index: number }) {
  const photo = useQuery(doubtPhotoQuery(doubtId, index));
  return (
    <li className={styles.photo}>
      {photo.data ? (
        <img src={photo.data.data_url} alt={DOUBTS.photoAlt(index + 1)} />
      ) : (
        <span className={styles.meta}>{photo.isError ? DOUBTS.photoMissing : '…'}</span>
      )}
    </li>
  );
}
