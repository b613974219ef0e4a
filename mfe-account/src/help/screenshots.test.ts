import { acceptScreenshots, imageTypeOfBytes, SCREENSHOT_ERRORS } from './screenshots';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const SVG = new TextEncoder().encode('<svg xmlns');

describe('help form screenshots (001 §5, §9)', () => {
  test('the type comes from the bytes: png and jpeg yes, an SVG named .png no', () => {
    expect(imageTypeOfBytes(PNG)).toBe('image/png');
    expect(imageTypeOfBytes(JPEG)).toBe('image/jpeg');
    expect(imageTypeOfBytes(SVG)).toBeNull();
  });

  test("a renamed SVG among the chosen files → 'Please upload image files.' and nothing added", () => {
    expect(
      acceptScreenshots(0, [
        { file: 'a.png', head: PNG },
        { file: 'b.png', head: SVG },
      ]),
    ).toEqual({ accepted: [], error: SCREENSHOT_ERRORS.notImage });
    expect(SCREENSHOT_ERRORS.notImage).toBe('Please upload image files.');
  });

  test("the 11th file → 'You cannot upload more than 10 files.'; up to 10 are accepted", () => {
    expect(acceptScreenshots(9, [{ file: 'j', head: JPEG }])).toEqual({ accepted: ['j'], error: null });
    expect(acceptScreenshots(10, [{ file: 'k', head: PNG }])).toEqual({
      accepted: [],
      error: 'You cannot upload more than 10 files.',
    });
    expect(
      acceptScreenshots(
        0,
        Array.from({ length: 11 }, (_, i) => ({ file: i, head: PNG })),
      ).error,
    ).toBe(SCREENSHOT_ERRORS.tooMany);
  });
});
