import { formatDateTime } from '@classroom/shared/format';
import { scheduled } from '../testing/factories';
import { releaseOf } from './release';

/** 001 §2.2: the result screens ask for a result only once it is released (or not known to be held back). */
const ON = '2026-12-15T12:30:00.000Z';
const held = scheduled(3, { exam_given: true, result_declared_on: ON, result_released: false });
const out = scheduled(4, { exam_given: true, result_released: true });

test('a given exam held back gives its declaration text; released or unknown exams are read', () => {
  expect(releaseOf(3, [[held], []])).toEqual({
    kind: 'declared',
    text: `Result will be declared on ${formatDateTime(ON)}`,
  });
  expect(releaseOf(4, [[held, out], []])).toEqual({ kind: 'read' });
  expect(releaseOf(9, [[held], []])).toEqual({ kind: 'read' });
});

test('while a list loads the screen waits, unless another list already holds the exam back', () => {
  expect(releaseOf(9, [[held], undefined])).toEqual({ kind: 'wait' });
  expect(releaseOf(3, [[held], undefined]).kind).toBe('declared');
});
