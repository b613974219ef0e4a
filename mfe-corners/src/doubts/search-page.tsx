/** Solutions search (001 §2.1 doubtmodule/searchquestion): the solution bank by text, subject and chapter. */
import { useState } from 'react';
import { NavLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@classroom/shared/ui';
import { DOUBTS, TITLES } from '../messages';
import { doubtChaptersQuery, searchSolutionsQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { num } from '../ui/search-params';
import { Page, QuestionRows } from './doubts-page';
import styles from './doubts.module.css';

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
