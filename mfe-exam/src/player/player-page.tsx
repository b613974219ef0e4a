import { memo, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Dialog, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { ERROR_TITLE, EXAM_TIME_IS_OVER, LOAD_FAILURE, OK, OKAY } from '../messages';
import { ActionBar } from './action-bar';
import { BrowserCheck, useExamGuards } from './exam-guards';
import { MainsHeader } from './mains-header';
import { nextSerial, sectionEntries, sectionOfSerial } from './navigation';
import { PalettePanel } from './palette-panel';
import { PlayerHeader } from './player-header';
import { PracticeNote } from './practice-note';
import { QuestionView } from './question-view';
import { SectionBar } from './section-bar';
import { SummaryDialog } from './summary-dialog';
import { usePlayerHandlers, type PlayerHandlers } from './stable-handlers';
import { createOnlineStore } from './online-store';
import { usePlayer, type ExamPlayer } from './use-player';
import { canGoNext, isMainsVariant, subjectOfSection } from './variant';
import { forgetExamReads, submittedState } from '../submit/submitted-state';
import styles from './player.module.css';

const TEST_LIST = '/student/objectivetest';

/**
 * The exam player at /student/JeeExamScreen/:examId (001 §2.4, §4.2): loading, then header with timer,
 * section bar, question, buttons and palette; the summary on SUBMIT or at time 0; then /student/SubmitSuccessfully.
 * Themes other than 1 get the Mains header (001 §2.4). In a normal exam Back and the right-click menu are blocked.
 */
export function PlayerPage() {
  useTitle('Exam');
  const { examId: raw } = useParams();
  const examId = Number(raw);
  const navigate = useNavigate();
  const { student } = useStudent();
  const studentId = student?.id;
  const source = studentId
    ? { key: `${examId}:${studentId}`, create: () => createOnlineStore({ examId, studentId }) }
    : null;
  const player = usePlayer(source, {
    onSubmitted: () => {
      forgetExamReads();
      navigate('/student/SubmitSuccessfully', { replace: true, state: submittedState(player.exam?.info) });
    },
    onLeave: () => navigate(TEST_LIST, { replace: true }),
  });

  const theme = player.exam?.info.exam_theme_assoc_id ?? 1;
  return (
    <PlayerView
      player={player}
      candidate={student?.name}
      mains={isMainsVariant(theme)}
      onExit={() => navigate(TEST_LIST, { replace: true })}
    />
  );
}

/**
 * The player's screen for either answer store (online here, the device one in ../offline): header
 * with timer (or the Mains header), section bar, question, buttons, palette, and the dialogs; the browser check. In a
 * normal exam (not `dpp`) the browser Back button is blocked and the right-click menu disabled (001 §2.4).
 */
export function PlayerView({
  player,
  candidate,
  onExit,
  status,
  mains = false,
  dpp = false,
}: {
  player: ExamPlayer;
  candidate?: string;
  onExit: () => void;
  status?: ReactNode;
  mains?: boolean;
  dpp?: boolean;
}) {
  useExamGuards(dpp);
  const handlers = usePlayerHandlers(player);

  if (player.loadError || player.loadFailed) {
    // 001 §8: a start failure shows the error with Ok and returns to the test list; 001 §4.5: an offline exam with
    // nothing to go on after a network failure shows the load failure alone.
    return (
      <div className={styles.page}>
        <p role="alert" className="cp-alert">
          {LOAD_FAILURE}
        </p>
        {player.loadError && (
          <Dialog open title={ERROR_TITLE} actions={<Button onClick={() => onExit()}>{OK}</Button>}>
            <p>{player.loadError.text}</p>
          </Dialog>
        )}
      </div>
    );
  }
  const { exam, countdown, counts } = player;
  if (!exam || !countdown || !counts) return <Loader />;
  return (
    <PlayerScreen
      player={player}
      exam={exam}
      countdown={countdown}
      counts={counts}
      handlers={handlers}
      candidate={candidate}
      status={status}
      mains={mains}
    />
  );
}

// docs/PERFORMANCE.md: the parts of the screen skip a render when their own props are unchanged (the handlers are stable, the
// derived lists keep their identity while their content does), so a palette click renders the question panel, the
// palette (its two changed tiles) and nothing else; a timer tick renders the timer alone (TimerView's own state).
const Header = memo(PlayerHeader);
const Mains = memo(MainsHeader);
const Sections = memo(SectionBar);
const Question = memo(QuestionView);
const Actions = memo(ActionBar);
const Palette = memo(PalettePanel);
/** A closed summary shows nothing: its counts and handlers matter only while it is open. */
const Summary = memo(SummaryDialog, (before, after) => !before.open && !after.open);
const Dialogs = memo(PlayerDialogs);

/** The loaded player (see PlayerView): hooks that keep the memoised parts' props stable, then the parts. */
function PlayerScreen({
  player,
  exam,
  countdown,
  counts,
  handlers,
  candidate,
  status,
  mains,
}: {
  player: ExamPlayer;
  exam: NonNullable<ExamPlayer['exam']>;
  countdown: NonNullable<ExamPlayer['countdown']>;
  counts: NonNullable<ExamPlayer['counts']>;
  handlers: PlayerHandlers;
  candidate?: string;
  status?: ReactNode;
  mains: boolean;
}) {
  const { question, dialog } = player;
  const { statusList, sections } = exam;
  const sectionId = sectionOfSerial(statusList, player.current);
  const section = sections.find((s) => s.id === sectionId);
  // The tabs change only when the sections present in the status list do, not with each status.
  const tabIds = sections
    .filter((s) => statusList.some((e) => e.section_id === s.id))
    .map((s) => s.id)
    .join(',');
  const tabs = useMemo(() => sections.filter((s) => tabIds.split(',').includes(String(s.id))), [sections, tabIds]);
  // 000 §4 status 7: a practice attempt says why it has no rank, in the sticky header (always in view).
  const practice = exam.info.practice === true;
  const headerStatus = useMemo(
    () =>
      practice ? (
        <>
          {status}
          <PracticeNote />
        </>
      ) : (
        status
      ),
    [practice, status],
  );
  const entries = useMemo(
    () => (sectionId === null ? statusList : sectionEntries(statusList, sectionId)),
    [statusList, sectionId],
  );

  return (
    <div className={styles.page}>
      <BrowserCheck />
      {mains ? (
        <Mains
          theme={exam.info.exam_theme_assoc_id}
          candidate={candidate}
          subject={subjectOfSection(exam.info, sectionId)}
          countdown={countdown}
          onTimeUp={handlers.openSummary}
          status={headerStatus}
        />
      ) : (
        <Header
          examName={exam.info.exam_name}
          candidate={candidate}
          status={headerStatus}
          countdown={countdown}
          onTimeUp={handlers.openSummary}
        />
      )}
      <Sections sections={tabs} currentId={sectionId} onSelect={handlers.selectSection} disabled={player.busy} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {question ? (
            <Question
              question={question}
              ahead={exam.questions.get(nextSerial(statusList, player.current) ?? -1) ?? null}
              draft={player.draft}
              onChange={handlers.setDraft}
              disabled={player.busy}
            />
          ) : (
            <Loader />
          )}
          <div aria-live="assertive" className={styles.notice}>
            {player.notice && <p className="cp-alert">{player.notice}</p>}
          </div>
          <Actions
            busy={player.busy || !question}
            canGoBack={player.canGoBack}
            canGoNext={canGoNext(statusList, player.current, mains)}
            on={handlers}
          />
        </div>
        <Palette
          entries={entries}
          current={player.current}
          currentTimed={(question?.total_seconds ?? 0) > 0}
          onSelect={handlers.goTo}
          disabled={player.busy}
          sectionName={section?.section_name ?? ''}
        />
      </div>

      <Summary
        open={dialog?.kind === 'summary'}
        counts={counts}
        submitting={player.submitting}
        error={player.submitError}
        onYes={handlers.submit}
        onNo={handlers.closeSummary}
      />
      <Dialogs dialog={dialog} onClose={handlers.closeDialog} />
    </div>
  );
}

/** The player's other dialogs (001 §5 attempt limit, §8 errors and 'Exam time is over'); `dialog` null shows none. */
function PlayerDialogs({ dialog, onClose }: { dialog: ExamPlayer['dialog']; onClose: () => void }) {
  const error = dialog?.kind === 'attempt-limit' || dialog?.kind === 'error' ? dialog : null;
  return (
    <>
      <Dialog
        open={error !== null}
        title={ERROR_TITLE}
        onDismiss={onClose}
        actions={<Button onClick={onClose}>{error?.kind === 'attempt-limit' ? OKAY : OK}</Button>}
      >
        <p>{error?.text ?? ''}</p>
      </Dialog>
      <Dialog open={dialog?.kind === 'time-over'} title={EXAM_TIME_IS_OVER}>
        <p>{EXAM_TIME_IS_OVER}</p>
      </Dialog>
    </>
  );
}
