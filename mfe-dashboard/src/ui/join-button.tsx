import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call, DEFAULT_ERROR_TEXT, isHandledByHost } from '@classroom/shared/api';
import { Button, Dialog, useOnline, VIDEO_NEEDS_CONNECTION_TEXT, WhenOffline } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';

/**
 * 000 §8: the alert text when starting a live class fails — the server's message for a refusal, else (no message,
 * a network failure) 'Something went wrong. Please try again.'
 */
export function startFailureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'refused' && error.message && error.message !== DEFAULT_ERROR_TEXT)
    return error.message;
  return MESSAGES.liveClassFailed;
}

/**
 * Join of a live class (000 §7 start live class, §8): posts start-live-class with the live_class_id and
 * opens the class (in a new tab) only when it succeeds; a failure shows the alert 'Some error occurred' with the
 * server's message or 'Something went wrong. Please try again.' and 'Okay'. `name` completes the button's name.
 * While the call is in flight the button is busy but keeps the keyboard focus, so the alert gives it back (decision 0023).
 * Offline it is not offered (its call would wait for the connection, a spinner without end): disabled, with the
 * spec's connection text (000 §8) under it (decision 0016).
 */
export function JoinButton({ liveClassId, name }: { liveClassId: number; name: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();
  const start = useMutation({
    mutationFn: () => call('startLiveClass', { body: { live_class_id: liveClassId } }),
    onSuccess: ({ live_class_link }) => void window.open(live_class_link, '_blank', 'noopener,noreferrer'),
    onError: (error) => {
      if (!isHandledByHost(error)) setFailure(startFailureText(error));
    },
  });
  return (
    <>
      <Button onClick={() => start.mutate()} disabled={!online} busy={start.isPending}>
        {MESSAGES.classCard.join}
        <span className="cp-visually-hidden"> {name}</span>
      </Button>
      <WhenOffline what={VIDEO_NEEDS_CONNECTION_TEXT} />
      <Dialog
        open={failure !== null}
        title={DEFAULT_ERROR_TEXT}
        onDismiss={() => setFailure(null)}
        actions={<Button onClick={() => setFailure(null)}>{MESSAGES.okay}</Button>}
      >
        <p role="alert">{failure}</p>
      </Dialog>
    </>
  );
}
