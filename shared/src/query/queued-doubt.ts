import type { QueryClient } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import type { DoubtBody, DoubtBodyInput } from '@classroom/shared/contract';

/**
 * A doubt asked with no connection is queued (decision 0016): the ask is a TanStack Query mutation under this key,
 * paused while offline, kept on the device with the student's other data (persist.ts keeps paused mutations) and sent
 * when the connection is back — even after a reload, from any screen, since its defaults are registered by the host.
 * Photos need a connection (the form offers none offline), so a queued doubt is its text, subject and chapter.
 */
export const ASK_DOUBT_KEY = ['corners', 'doubts', 'ask'] as const;
/** What the student is told once a queued (or any) doubt has been sent. */
export const DOUBT_SENT_TEXT = 'Your doubt has been sent. A teacher will answer it soon.';

/** The variables of the ask: the contract's body and the photos chosen (none for a doubt asked offline). */
export interface AskDoubt {
  body: DoubtBody;
  photos: File[];
}

/** Sends a doubt (000 §7 post-pending-doubt, multipart); rejects with the API's error as every call does. */
export function sendDoubt({ body, photos }: AskDoubt) {
  const data = new FormData();
  data.set('subject_id', String(body.subject_id));
  if (body.chapter_id) data.set('chapter_id', String(body.chapter_id));
  data.set('question', body.question);
  for (const p of photos) data.append('photos', p, p.name);
  return call('postPendingDoubt', { body: data as unknown as DoubtBodyInput });
}

/**
 * Registers the ask's defaults on `client`: how to send it and, once sent, the student's doubts refetched and
 * DOUBT_SENT_TEXT shown — so a doubt queued before a reload is sent and announced with no form on screen.
 */
export function registerDoubtQueue(client: QueryClient): void {
  client.setMutationDefaults(ASK_DOUBT_KEY, {
    // Queued while the server cannot be reached (decision 0016), sent when it answers again.
    networkMode: 'online',
    mutationFn: (variables: AskDoubt) => sendDoubt(variables),
    onSuccess: async () => {
      emit('portal:toast', { message: DOUBT_SENT_TEXT, kind: 'success' });
      await client.invalidateQueries({ queryKey: ['corners', 'doubts', 'mine'] });
    },
  });
}
