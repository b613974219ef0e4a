/**
 * Test-only: the browser's FontFaceSet (`document.fonts`; jsdom has none) for the file's tests, its `load` a jest mock
 * that resolves at once, so a test counts the faces a page asks for (e.g. KaTeX's, decision 0029). Call at a
 * test file's top level: it installs the stub before the file's tests and removes it after.
 */
export function stubFontFaceSet(): jest.Mock<Promise<never[]>, [font: string]> {
  const load = jest.fn((_font: string) => Promise.resolve([]));
  beforeAll(() => Object.defineProperty(document, 'fonts', { value: { load }, configurable: true }));
  afterAll(() => Reflect.deleteProperty(document, 'fonts'));
  return load;
}
