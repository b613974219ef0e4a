import { useSyncExternalStore } from 'react';

/** The player's phone layout (decision 0033): a window at most 480 CSS px wide. */
export const PHONE_QUERY = '(max-width: 480px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the player shows its phone layout (the palette in a sheet, decision 0033); false where nothing is laid out. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
