/** How many API processes API_WORKERS asks for, and PGlite held to one (it is one process's database). */
import { apiWorkers } from '../src/workers';

describe('apiWorkers (API_WORKERS)', () => {
  test('unset or empty: one process', () => {
    expect(apiWorkers(undefined, 'postgres', 8)).toEqual({ workers: 1 });
    expect(apiWorkers('', 'postgres', 8)).toEqual({ workers: 1 });
  });

  test('a number on PostgreSQL: that many processes; auto or 0: one per CPU', () => {
    expect(apiWorkers('4', 'postgres', 2)).toEqual({ workers: 4 });
    expect(apiWorkers('auto', 'postgres', 6)).toEqual({ workers: 6 });
    expect(apiWorkers('0', 'postgres', 3)).toEqual({ workers: 3 });
  });

  test('nonsense falls back to one process', () => {
    expect(apiWorkers('many', 'postgres', 4)).toEqual({ workers: 1 });
    expect(apiWorkers('-2', 'postgres', 4)).toEqual({ workers: 1 });
  });

  test('on the embedded PGlite: one process, and the note says why', () => {
    const { workers, note } = apiWorkers('4', 'pglite', 8);
    expect(workers).toBe(1);
    expect(note).toMatch(/PGlite database is one process's/);
  });
});
