/**
 * PDF download with progress ('download with a progress indicator on slow links'): streams the
 * response body, reporting received/total bytes, then saves it through an object URL. Pure of React.
 */
export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Content-Length in bytes, or null when the server does not say. */
  total: number | null;
}

/** The percentage 0–100 of a progress, or null when the total is unknown. */
export function percent({ received, total }: DownloadProgress): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}

/** A file name for a note: its name made safe, ending in .pdf. */
export function pdfFileName(name: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'notes';
  return `${base}.pdf`;
}

/** Fetches `url` with progress callbacks and returns the body as a Blob. Throws on an HTTP error or abort. */
export async function fetchWithProgress(
  url: string,
  onProgress: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The file could not be downloaded (HTTP ${response.status}).`);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total: blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/pdf' });
}

/** Saves a Blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
