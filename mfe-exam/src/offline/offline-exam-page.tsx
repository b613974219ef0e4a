import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@classroom/shared/session';
import { useTitle } from '@classroom/shared/ui';
import { ALL_SYNCED, SAVED_ON_DEVICE } from '../messages';
import { PlayerView } from '../lib/player/player-page';
import { useEngineState, usePlayer } from '../lib/player/use-player';
import { createDeviceStore } from '../lib/offline/device-store';
import { useMemo, useSyncExternalStore } from 'react';
import { forgetExamReads, submittedState } from '../lib/submitted-state';
import styles from '../lib/player/player.module.css';

/** /student/generic/{examId}/exam (001 §4.5): the offline-tolerant player, with the device's sync state in the header. */
export function OfflineExamPage() {
  useTitle('Exam');
  const examId = Number(useParams().examId);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const userId = user?.user_id;
  const source = userId ? { key: `${examId}:${userId}`, create: () => createDeviceStore({ examId, userId }) } : null;
  const engine = usePlayer(source, {
    onSubmitted: () => {
      forgetExamReads();
      navigate('/student/SubmitSuccessfully', { replace: true, state: submittedState(engine?.getState().exam?.info) });
    },
    onLeave: () => navigate('/student/objectivetest', { replace: true }),
    onNoData: () => navigate(`/student/generic/${examId}/instructions`, { replace: true }),
  });
  const queued = useEngineState(engine, (s) => s.queued);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  // The same element while the sync state holds, so the player's memoised header skips renders.
  const status = useMemo(
    () => (
      <p className={styles.syncState} role="status" data-queued={queued}>
        {queued > 0 || !online ? `${online ? '' : 'Offline. '}${SAVED_ON_DEVICE} (${queued})` : ALL_SYNCED}
      </p>
    ),
    [queued, online],
  );
  return (
    <PlayerView
      engine={engine}
      candidate={user?.user_display_name}
      status={status}
      onExit={() => navigate('/student/objectivetest', { replace: true })}
    />
  );
}

/** The browser's online state changes ('online' / 'offline' events). */
function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
