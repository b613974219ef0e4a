import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { PlayerView } from '../lib/player/player-page';
import { createOnlineStore } from '../lib/player/online-store';
import { usePlayer } from '../lib/player/use-player';
import { DPP_PLAYER_API } from './dpp-api';
import { forgetExamReads } from '../lib/submitted-state';
import { DPP_LIST_PATH } from './rules';

/**
 * The DPP player at /student/InstructionsGenericDpp/{examId}/exam (001 §2.1 ExamScreenGenericDpp, placed under the
 * prefix the host gives mfe-exam): the normal player's screen and rules with the DPP calls of 001 §7. DPP variant
 * (001 §2.4, §4.4): Back is not blocked, No on the summary just closes it; submit → /student/dpp-list/all (001 §2.5).
 */
export function DppPlayerPage() {
  useTitle('DPP');
  const examId = Number(useParams().examId);
  const navigate = useNavigate();
  const stateName = (useLocation().state as { studentName?: string } | null)?.studentName;
  const { student } = useStudent();
  const toList = () => navigate(DPP_LIST_PATH, { replace: true });
  const studentId = student?.id;
  const source = studentId
    ? {
        key: `${examId}:${studentId}`,
        create: () => createOnlineStore({ examId, studentId, api: DPP_PLAYER_API, dpp: true }),
      }
    : null;
  const engine = usePlayer(source, {
    dpp: true,
    onSubmitted: () => {
      forgetExamReads();
      toList();
    },
    onLeave: toList,
  });
  return <PlayerView engine={engine} candidate={student?.name ?? stateName} dpp onExit={toList} />;
}
