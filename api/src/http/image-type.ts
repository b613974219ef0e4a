/** Upload checks by content (SECURITY.md: an upload is checked by its bytes, never by its declared type or name). */

/** The image type from the file's first bytes (jpeg FF D8 FF, png 89 50 4E 47 0D 0A 1A 0A), or null. */
export function imageTypeOf(data: Buffer): 'image/jpeg' | 'image/png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}
