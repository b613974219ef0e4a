/**
 * The demo institute's book list (000 §7 support get-books-info): the NCERT textbooks and the reference books a
 * JEE/NEET batch reads, per subject. No PDF is shipped, so pdf_url stays null (the screen says "Print edition").
 */
import type { Db } from '../src/db/client';
import { books } from '../src/db/schema';
import type { SubjectKey } from './content';

type Book = { title: string; author: string; publisher: string; className: string };

const BOOKS: Record<SubjectKey, Book[]> = {
  phy: [
    { title: 'Physics Part I, Textbook for Class XI', author: 'NCERT', publisher: 'NCERT', className: '11' },
    { title: 'Physics Part II, Textbook for Class XI', author: 'NCERT', publisher: 'NCERT', className: '11' },
    { title: 'Physics Part I, Textbook for Class XII', author: 'NCERT', publisher: 'NCERT', className: '12' },
    { title: 'Concepts of Physics, Volume 1', author: 'H. C. Verma', publisher: 'Bharati Bhawan', className: '11' },
  ],
  chem: [
    { title: 'Chemistry Part I, Textbook for Class XI', author: 'NCERT', publisher: 'NCERT', className: '11' },
    { title: 'Chemistry Part I, Textbook for Class XII', author: 'NCERT', publisher: 'NCERT', className: '12' },
    { title: 'Concise Inorganic Chemistry', author: 'J. D. Lee', publisher: 'Wiley India', className: '12' },
  ],
  math: [
    { title: 'Mathematics, Textbook for Class XI', author: 'NCERT', publisher: 'NCERT', className: '11' },
    { title: 'Mathematics Part I, Textbook for Class XII', author: 'NCERT', publisher: 'NCERT', className: '12' },
    { title: 'Higher Algebra', author: 'Hall and Knight', publisher: 'Arihant', className: '11' },
  ],
  bio: [
    { title: 'Biology, Textbook for Class XI', author: 'NCERT', publisher: 'NCERT', className: '11' },
    { title: 'Biology, Textbook for Class XII', author: 'NCERT', publisher: 'NCERT', className: '12' },
  ],
};

/** Inserts the book list for the seeded subjects (`subjectIds` by key); returns how many books were added. */
export async function seedSupportBooks(db: Db, subjectIds: Record<SubjectKey, number>): Promise<number> {
  const rows = (Object.keys(BOOKS) as SubjectKey[]).flatMap((key) =>
    BOOKS[key].map((book, sortOrder) => ({ subjectId: subjectIds[key], ...book, pdfUrl: null, sortOrder })),
  );
  await db.insert(books).values(rows);
  return rows.length;
}
