import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, errorText, isHandledByHost } from '@classroom/shared/api';
import type { BookInfo } from '@classroom/shared/contract';
import { Button } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import styles from './profile.module.css';

/** 000 §7 get-books-info: the books of the caller's subjects (BookInfo[], by subject then the institute's order). */
export const booksInfoQuery = () =>
  queryOptions({
    queryKey: ['account', 'books-info'],
    queryFn: ({ signal }) => call('booksInfo', { signal }),
  });

/** The books grouped by subject name, keeping the server's order (subject, then the institute's order). */
function booksBySubject(books: readonly BookInfo[]): [string, BookInfo[]][] {
  const groups = new Map<string, BookInfo[]>();
  for (const book of books) groups.set(book.subject_name, [...(groups.get(book.subject_name) ?? []), book]);
  return [...groups];
}

/**
 * "Books" on the profile (000 §7 get-books-info): per subject, each book's title, author, publisher and class, with
 * 'Open PDF' only when the book has a PDF (else 'Print edition' — never a dead link). A failed read shows its text
 * (000 §8) with Retry; nothing when the host handles it (401, 1007). Needs the page's QueryClientProvider.
 */
export function BooksCard() {
  const t = MESSAGES.books;
  const books = useQuery(booksInfoQuery());
  if (books.error && isHandledByHost(books.error)) return null;
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{t.heading}</h2>
      {books.error ? (
        <>
          <p role="alert">{errorText(books.error)}</p>
          <Button onClick={() => void books.refetch()}>{MESSAGES.retry}</Button>
        </>
      ) : !books.data ? (
        <p className={styles.muted}>{MESSAGES.loading}</p>
      ) : books.data.length === 0 ? (
        <p className={styles.muted}>{t.none}</p>
      ) : (
        booksBySubject(books.data).map(([subject, list]) => (
          <section key={subject} aria-label={subject}>
            <h3 className={styles.bookSubject}>{subject}</h3>
            <ul className={styles.books}>
              {list.map((book) => (
                <li key={book.book_id}>
                  <span className={styles.bookTitle}>{book.title}</span>
                  <span className={styles.muted}>{t.byline(book.author, book.publisher, book.class_name)}</span>
                  {book.pdf_url ? (
                    <a
                      href={book.pdf_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t.open}: ${book.title}`}
                    >
                      {t.open}
                    </a>
                  ) : (
                    <span className={styles.muted}>{t.print}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
