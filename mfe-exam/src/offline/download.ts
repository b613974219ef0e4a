/**
 * Download of every question with progress (001 §7 "All questions ... with token header and download
 * progress"; §9 progress throttled to 250 ms). fetch + a stream reader, because the shared client offers no
 * progress; the reply is checked against the same contract schema as `call('fetchAllQuestions')`.
 */
import { ApiError } from '@classroom/shared/api';
import { buildPath, endpoints, type FetchAllQuestionsReply } from '@classroom/shared/contract';
import { apiBaseUrl, authHeaders, readEnvelope } from './offline-api';

/** 001 §9: download progress is throttled to 250 ms. */
export const PROGRESS_THROTTLE_MS = 250;

/** A throttled progress reporter: at most one call per `ms`, and always the final 100. */
export function throttleProgress(report: (percent: number) => void, ms = PROGRESS_THROTTLE_MS, now: () => number = () => Date.now()) {
  let last = -Infinity;
  return (percent: number) => {
    const t = now();
    if (percent >= 100 || t - last >= ms) {
      last = t;
      report(Math.min(100, Math.max(0, Math.floor(percent))));
    }
  };
}

export async function downloadAllQuestions(examId: number, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<FetchAllQuestionsReply> {
  const endpoint = endpoints.fetchAllQuestions;
  const report = throttleProgress(onProgress);
  let text = '';
  let response: Response;
  try {
    const base = await apiBaseUrl();
    response = await fetch(`${base}${buildPath(endpoint.path, { examId })}`, { headers: authHeaders(), signal });
    const total = Number(response.headers.get('Content-Length')) || 0;
    const reader = response.body?.getReader();
    if (reader) {
      const decoder = new TextDecoder();
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        text += decoder.decode(value, { stream: true });
        // Without a length (compressed reply) the bar creeps towards 95 % as bytes arrive.
        report(total ? (received / total) * 100 : 95 * (1 - Math.exp(-received / 200_000)));
      }
      text += decoder.decode();
    } else {
      text = await response.text();
    }
  } catch (err) {
    throw new ApiError(err instanceof Error ? err.message : 'Network Error', signal?.aborted ? 'refused' : 'network');
  }
  const data = await readEnvelope('fetchAllQuestions', response, text);
  report(100);
  return data as FetchAllQuestionsReply;
}
