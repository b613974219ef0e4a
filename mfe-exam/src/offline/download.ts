/**
 * Download of every question with progress (001 §7 "All questions ... with token header and download
 * progress"; §9 progress throttled to 250 ms), through the portal's one API client (its token header, 401 and 1007
 * handling and contract schema).
 */
import { call } from '@classroom/shared/api';
import type { FetchAllQuestionsReply } from '@classroom/shared/contract';

/** 001 §9: download progress is throttled to 250 ms. */
export const PROGRESS_THROTTLE_MS = 250;

/** A throttled progress reporter: at most one call per `ms`, and always the final 100. */
export function throttleProgress(
  report: (percent: number) => void,
  ms = PROGRESS_THROTTLE_MS,
  now: () => number = () => Date.now(),
) {
  let last = -Infinity;
  return (percent: number) => {
    const t = now();
    if (percent >= 100 || t - last >= ms) {
      last = t;
      report(Math.min(100, Math.max(0, Math.floor(percent))));
    }
  };
}

/**
 * Every allotted question of the caller's started attempt (001 §7 fetch-all-questions), reporting progress as a whole
 * percentage 0–100 at most every 250 ms and always the final 100. Without a length (a compressed reply) the bar creeps
 * towards 95 % as bytes arrive. Throws the client's `ApiError` (kind 'network' when the device is offline).
 */
export async function downloadAllQuestions(
  examId: number,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<FetchAllQuestionsReply> {
  const report = throttleProgress(onProgress);
  const data = await call('fetchAllQuestions', {
    params: { examId },
    signal,
    onDownloadProgress: ({ loaded, total }) =>
      report(total ? (loaded / total) * 100 : 95 * (1 - Math.exp(-loaded / 200_000))),
  });
  report(100);
  return data;
}
