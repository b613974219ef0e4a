import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { Button } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';

/** Toast duration of the request-call toasts (000 §8: 2 seconds, top centre). */
const TOAST_MS = 2000;

/**
 * The toast text after a request (000 §8): success 'Request sent! We will call you shortly.'; a refusal with the
 * server's message (000 §8 'status false: the server message shows as a toast' — e.g. asked again within 10 minutes);
 * any other failure 'Something went wrong, please try again.'
 */
export function requestCallOutcome(error: unknown): { message: string; kind: 'success' | 'error' } {
  if (error === null) return { message: MESSAGES.requestCall.sent, kind: 'success' };
  if (
    error instanceof ApiError &&
    error.kind === 'refused' &&
    error.httpStatus !== undefined &&
    error.httpStatus < 500 &&
    error.message
  ) {
    return { message: error.message, kind: 'error' };
  }
  return { message: MESSAGES.requestCall.failed, kind: 'error' };
}

/**
 * 'Request a call' (000 §2, §4, §6): posts request_type (e.g. 'Dashboard', 'Attendance'), then a toast for 2 s. While
 * the request is on its way the button is aria-disabled (it keeps focus; decision record 0023) and a press does
 * nothing, so one press sends one request. `describedBy` names the overlay text saying what the call unlocks, so two
 * such buttons on one page (dashboard rows, attendance) are told apart.
 */
export function RequestCallButton({ requestType, describedBy }: { requestType: string; describedBy?: string }) {
  const send = useMutation(
    {
      mutationFn: () => call('requestCall', { body: { request_type: requestType } }),
      onSettled: (_data, error) => emit('portal:toast', { ...requestCallOutcome(error), durationMs: TOAST_MS }),
    },
    queryClient,
  );
  const sending = send.isPending;
  return (
    <Button
      onClick={() => {
        if (!sending) send.mutate();
      }}
      aria-disabled={sending || undefined}
      aria-busy={sending}
      aria-describedby={describedBy}
    >
      {MESSAGES.requestCall.button}
    </Button>
  );
}
