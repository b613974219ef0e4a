import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { BookInfo } from '@classroom/shared/contract';
import { BooksCard } from './books-card';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const book = (id: number, subject: string, title: string, pdf: string | null): BookInfo => ({
  book_id: id,
  subject_id: subject.length,
  subject_name: subject,
  title,
  author: 'NCERT',
  publisher: 'NCERT',
  class_name: '11',
  pdf_url: pdf,
});

it('000 §7 get-books-info: books by subject; a PDF link only for a book that has one', async () => {
  mockedCall.mockResolvedValue([
    book(1, 'Chemistry', 'Chemistry Part I', null),
    book(2, 'Physics', 'Physics Part I', '/api/static/books/physics-1.pdf'),
    book(3, 'Physics', 'Concepts of Physics', null),
  ] as never);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BooksCard />
    </QueryClientProvider>,
  );
  const physics = await screen.findByRole('region', { name: 'Physics' });
  expect(
    within(physics)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent),
  ).toEqual(['Physics Part I', 'Concepts of Physics']);
  expect(within(physics).getByRole('link', { name: 'Open PDF: Physics Part I' }).getAttribute('href')).toBe(
    '/api/static/books/physics-1.pdf',
  );
  expect(within(physics).getAllByRole('link')).toHaveLength(1);
  const chemistry = screen.getByRole('region', { name: 'Chemistry' });
  expect(within(chemistry).queryByRole('link')).toBeNull();
  expect(within(chemistry).getByText('Print edition')).toBeTruthy();
  expect(within(chemistry).getByText('NCERT · Class 11')).toBeTruthy();
  expect(mockedCall).toHaveBeenCalledWith('booksInfo', expect.anything());
});
