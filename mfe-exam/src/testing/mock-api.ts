/**
 * Test-only: @classroom/shared/api with `call` a jest mock, for `jest.mock('@classroom/shared/api', () =>
 * jest.requireActual('../testing/mock-api').mockedApi())`. `timedCall` goes through that same mock (its reply
 * "arrives" as the mock resolves), so a test sets and counts every call in one place; a test may still give
 * `timedCall` a reply of its own (`mockResolvedValueOnce`).
 */
export function mockedApi() {
  const actual = jest.requireActual('@classroom/shared/api') as typeof import('@classroom/shared/api');
  const call = jest.fn();
  const timedCall = jest.fn(async (name: string, args: unknown) => ({
    data: (await call(name, args)) as unknown,
    arrivedAt: performance.now(),
  }));
  return { ...actual, call, timedCall };
}
