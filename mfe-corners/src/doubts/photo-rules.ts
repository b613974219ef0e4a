/**
 * Photos of a doubt (000 §7 post-pending-doubt): up to 3 JPEG or PNG files of at most 2 MB. The
 * browser checks the declared type and size to help the student early; the server checks the bytes (magic numbers),
 * which is what counts — an SVG renamed .png passes here and is refused there.
 */
import { DOUBT_PHOTOS } from '@classroom/shared/contract';

export const MAX_PHOTOS = DOUBT_PHOTOS.maxFiles;
export const MAX_PHOTO_BYTES = DOUBT_PHOTOS.maxFileBytes;

/** The first problem with a set of chosen photos, or null when they may be sent. */
export function photoProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): string | null {
  if (files.length > MAX_PHOTOS) return `You can attach at most ${MAX_PHOTOS} photos.`;
  for (const f of files) {
    if (!(DOUBT_PHOTOS.types as readonly string[]).includes(f.type)) return `'${f.name}' is not a JPEG or PNG image.`;
    if (f.size > MAX_PHOTO_BYTES) return `'${f.name}' is larger than 2 MB.`;
  }
  return null;
}
