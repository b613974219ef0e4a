import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@classroom/shared/session';
import { useTitle } from '@classroom/shared/ui';
import { ALL_SYNCED, LOAD_FAILURE, SAVED_ON_DEVICE } from '../messages';
import { PlayerView } from '../player/player-page';
import { useOfflinePlayer } from './use-offline-player';
import { registerExamServiceWorker } from './register-sw';
import { useEffect, useMemo } from 'react';
import { forgetExamReads, submittedState } from '../submit/submitted-state';
import styles from '../player/player.module.css';

/** /student/generic/{examId}/exam (001 §4.5): the offline-tolerant player, with the device's sync state in the header. */
export function OfflineExamPage() {
  useTitle('Exam');
  const examId = Number(useParams().examId);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  useEffect(() => registerExamServiceWorker(), []);
  const player = useOfflinePlayer(examId, user?.user_id, {
    onSubmitted: () => {
      forgetExamReads();
      navigate('/student/SubmitSuccessfully', { replace: true, state: submittedState(player.exam?.info) });
    },
    onLeave: () => navigate('/student/objectivetest', { replace: true }),
    onNoData: () => navigate(`/student/generic/${examId}/instructions`, { replace: true }),
  });
  const { queued, online } = player.offline;
  // The same element while the sync state holds, so the player's memoised header skips renders (docs/PERFORMANCE.md).
  const status = useMemo(
    () => (
      <p className={styles.syncState} role="status" data-queued={queued}>
        {queued > 0 || !online ? `${online ? '' : 'Offline. '}${SAVED_ON_DEVICE} (${queued})` : ALL_SYNCED}
      </p>
    ),
    [queued, online],
  );
  if (player.loadFailed) {
    return (
      <div className={styles.page}>
        <p role="alert" className="cp-alert">
          {LOAD_FAILURE}
        </p>
      </div>
    );
  }
  return (
    <PlayerView
      player={player}
      candidate={user?.user_display_name}
      status={status}
      onExit={() => navigate('/student/objectivetest', { replace: true })}
    />
  );
}
