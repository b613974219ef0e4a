/**
 * Screenshot rules of the help form (001 §5 'Help form', §9): at most 10 files, jpeg or png only. The type is read
 * from the file's first bytes (jpeg FF D8 FF, png 89 50 4E 47 0D 0A 1A 0A), never from its name or declared type, so a
 * renamed SVG is refused here as the server refuses it. Pure logic, no React.
 */

/** 001 §9: at most 10 screenshots. */
export const MAX_SCREENSHOTS = 10;

/** 001 §5 rejection texts. */
export const SCREENSHOT_ERRORS = {
  notImage: 'Please upload image files.',
  tooMany: 'You cannot upload more than 10 files.',
} as const;

/** 'image/jpeg' | 'image/png' from a file's first bytes, or null for anything else. */
export function imageTypeOfBytes(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

/** A chosen file with its first bytes already read. */
export interface Candidate<F> {
  file: F;
  head: Uint8Array;
}

/**
 * Which chosen files join the `current` count: every file must be a jpeg or png by content (else none is added and
 * the error is 'Please upload image files.'), and the total may not pass 10 (else none is added: 'You cannot upload
 * more than 10 files.'). Returns `{ accepted, error }`; error null when all were accepted.
 */
export function acceptScreenshots<F>(
  current: number,
  chosen: readonly Candidate<F>[],
): { accepted: F[]; error: string | null } {
  if (chosen.some((c) => imageTypeOfBytes(c.head) === null)) return { accepted: [], error: SCREENSHOT_ERRORS.notImage };
  if (current + chosen.length > MAX_SCREENSHOTS) return { accepted: [], error: SCREENSHOT_ERRORS.tooMany };
  return { accepted: chosen.map((c) => c.file), error: null };
}

/** The first 8 bytes of a Blob (enough for the jpeg and png signatures). */
export async function readHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, 8).arrayBuffer());
}
