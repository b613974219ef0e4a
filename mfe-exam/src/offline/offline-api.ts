/**
 * Calls of the offline-tolerant exam over fetch (001 §4.5). Same contract and envelope as `call()`, but a
 * network failure here is expected and handled by the queue: it must not raise the portal's
 * 'connection unstable' popup on every background sync, so these calls do not go through the shared client.
 */
import { ApiError, DEFAULT_ERROR_TEXT } from '@classroom/shared/api';
import { buildPath, endpoints, type BodyOf, type DataOf, type EndpointName } from '@classroom/shared/contract';
import { sessionStore } from '@classroom/shared/session';

let apiBase: Promise<string> | null = null;
/** The API base URL from the runtime config (/config.json; cached by the service worker for offline reloads). */
export function apiBaseUrl(): Promise<string> {
  apiBase ??= fetch('/config.json')
    .then((r) => r.json() as Promise<{ apiBaseUrl: string }>)
    .then((c) => c.apiBaseUrl)
    .catch((err: unknown) => {
      apiBase = null;
      throw err;
    });
  return apiBase;
}

export function authHeaders(): Record<string, string> {
  const token = sessionStore.getState().user?.token;
  return { Accept: 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) };
}

/** Reads an envelope; status false → ApiError 'refused' with the server's message. */
export async function readEnvelope<N extends EndpointName>(name: N, response: Response, text?: string): Promise<DataOf<N>> {
  let body: { status?: boolean; message?: string; data?: unknown };
  try {
    body = JSON.parse(text ?? (await response.text())) as typeof body;
  } catch {
    throw new ApiError(DEFAULT_ERROR_TEXT, 'refused', response.status);
  }
  if (response.status === 401) throw new ApiError(body.message || 'User logged into another device', 'session-expired', 401);
  if (body.status !== true) throw new ApiError(body.message || DEFAULT_ERROR_TEXT, 'refused', response.status);
  return endpoints[name].data.parse(body.data) as DataOf<N>;
}

/** POST one of the offline calls. A failed fetch (offline, DNS, reset) becomes ApiError kind 'network'. */
export async function offlinePost<N extends 'startExamV2' | 'bulkSaveAnswers' | 'submitExam'>(
  name: N,
  examId: number,
  body: BodyOf<N>,
  signal?: AbortSignal,
): Promise<DataOf<N>> {
  let response: Response;
  try {
    const base = await apiBaseUrl();
    response = await fetch(`${base}${buildPath(endpoints[name].path, { examId })}`, {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(err instanceof Error ? err.message : 'Network Error', 'network');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError('Network Error', 'network');
  }
  return readEnvelope(name, response, text);
}
