import { idFrom } from './route-id';

it('takes a positive integer id from the URL, else null', () => {
  expect(idFrom('12')).toBe(12);
  expect(idFrom('x')).toBeNull();
  expect(idFrom('0')).toBeNull();
  expect(idFrom('2147483648')).toBeNull();
  expect(idFrom(undefined)).toBeNull();
});
