import { isLoadFailure } from './load-failure';

describe('isLoadFailure (decisions 0014, 0016)', () => {
  it('tells code that could not be fetched from code that threw', () => {
    const chunk = Object.assign(new Error('Loading chunk 6582 failed.\n(error: http://x/6582.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure(new Error('this canary throws while rendering the dashboard'))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });
});
