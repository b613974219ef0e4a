/**
 * The exam-day reads' prepared queries (./prepared): a query is built once per database handle and reused on every
 * call, so a request no longer pays for building its SQL; another handle gets a query of its own.
 */
import { preparedPerDb } from './prepared';

test('a prepared query is built once per handle and reused; each handle has its own', () => {
  const built: string[] = [];
  const get = preparedPerDb((db: { name: string }) => {
    built.push(db.name);
    return { sql: `SELECT 1 -- ${db.name}` };
  });
  const a = { name: 'a' };
  const b = { name: 'b' };
  expect(get(a)).toBe(get(a));
  expect(get(b)).not.toBe(get(a));
  expect(get(b).sql).toBe('SELECT 1 -- b');
  expect(built).toEqual(['a', 'b']);
});
