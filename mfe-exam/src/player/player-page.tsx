import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Dialog, Loader, useStudent, useTitle } from '@classroom/shared/ui';
import { ERROR_TITLE, EXAM_TIME_IS_OVER, LOAD_FAILURE, OK, OKAY } from '../messages';
import { ActionBar } from './action-bar';
import { BrowserCheck, useExamGuards } from './exam-guards';
import { MainsHeader } from './mains-header';
import { sectionEntries, sectionOfSerial } from './navigation';
import { PalettePanel } from './palette-panel';
import { PracticeNote } from './practice-note';
import { QuestionView } from './question-view';
import { SectionBar } from './section-bar';
import { SummaryDialog } from './summary-dialog';
import { TimerView } from './timer-view';
import { useExamPlayer, type ExamPlayer } from './use-exam-player';
import { canGoNext, isMainsVariant, subjectOfSection } from './variant';
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
  const player = useExamPlayer(examId, student?.id, {
    onSubmitted: () => navigate('/student/SubmitSuccessfully', { replace: true, state: { examName: player.exam?.info.exam_name } }),
    onLeave: () => navigate(TEST_LIST, { replace: true }),
  });

  const theme = player.exam?.info.exam_theme_assoc_id ?? 1;
  return <PlayerView player={player} candidate={student?.name} mains={isMainsVariant(theme)} onExit={() => navigate(TEST_LIST, { replace: true })} />;
}

/**
 * The player's screen for any data source (the online hook here, the offline-tolerant one in ../offline): header
 * with timer (or the Mains header), section bar, question, buttons, palette, and the dialogs; the browser check. In a
 * normal exam (not `dpp`) the browser Back button is blocked and the right-click menu disabled (001 §2.4).
 */
export function PlayerView({ player, candidate, onExit, status, mains = false, dpp = false }: {
  player: ExamPlayer;
  candidate?: string;
  onExit: () => void;
  status?: ReactNode;
  mains?: boolean;
  dpp?: boolean;
}) {
  useExamGuards(dpp);

  if (player.loadError) {
    // 001 §8: a start failure shows the error with Ok and returns to the test list.
    return (
      <div className={styles.page}>
        <p role="alert" className="cp-alert">{LOAD_FAILURE}</p>
        <Dialog open title={ERROR_TITLE} actions={<Button onClick={() => onExit()}>{OK}</Button>}>
          <p>{player.loadError.text}</p>
        </Dialog>
      </div>
    );
  }
  const { exam, question, countdown, counts } = player;
  if (!exam || !countdown || !counts) return <Loader />;

  const sectionId = sectionOfSerial(exam.statusList, player.current);
  const section = exam.sections.find((s) => s.id === sectionId);
  const tabs = exam.sections.filter((s) => exam.statusList.some((e) => e.section_id === s.id));
  const dialog = player.dialog;
  // 000 §4 status 7 (issue 12 §2): a practice attempt says why it has no rank, in the sticky header (always in view).
  const headerStatus = exam.info.practice ? <>{status}<PracticeNote /></> : status;

  return (
    <div className={styles.page}>
      <BrowserCheck />
      {mains ? (
        <MainsHeader
          theme={exam.info.exam_theme_assoc_id}
          candidate={candidate}
          subject={subjectOfSection(exam.info, sectionId)}
          countdown={countdown}
          onTimeUp={player.openSummary}
          status={headerStatus}
        />
      ) : (
        <header className={styles.header}>
          <div>
            <h1 className={styles.examName}>{exam.info.exam_name}</h1>
            {candidate && <p className={styles.candidate}>Candidate: {candidate}</p>}
            {headerStatus}
          </div>
          <TimerView countdown={countdown} onTimeUp={player.openSummary} />
        </header>
      )}
      <SectionBar sections={tabs} currentId={sectionId} onSelect={player.selectSection} disabled={player.busy} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {question ? (
            <QuestionView key={question.id} question={question} draft={player.draft} onChange={player.setDraft} disabled={player.busy} />
          ) : (
            <Loader />
          )}
          <div aria-live="assertive" className={styles.notice}>
            {player.notice && <p className="cp-alert">{player.notice}</p>}
          </div>
          <ActionBar
            busy={player.busy || !question}
            canGoBack={player.canGoBack}
            canGoNext={canGoNext(exam.statusList, player.current, mains)}
            onSaveNext={player.saveAndNext}
            onSaveMark={player.saveAndMark}
            onMarkNext={player.markAndNext}
            onClear={player.clear}
            onBack={player.back}
            onNext={player.next}
            onSubmit={player.openSummary}
          />
        </div>
        <PalettePanel
          entries={sectionId === null ? exam.statusList : sectionEntries(exam.statusList, sectionId)}
          current={player.current}
          currentTimed={(question?.total_seconds ?? 0) > 0}
          onSelect={player.goTo}
          disabled={player.busy}
          sectionName={section?.section_name ?? ''}
        />
      </div>

      <SummaryDialog
        open={dialog?.kind === 'summary'}
        counts={counts}
        submitting={player.submitting}
        error={player.submitError}
        onYes={() => void player.submit()}
        onNo={player.closeSummary}
      />
      <Dialog
        open={dialog?.kind === 'attempt-limit'}
        title={ERROR_TITLE}
        onDismiss={player.closeDialog}
        actions={<Button onClick={player.closeDialog}>{OKAY}</Button>}
      >
        <p>{dialog?.kind === 'attempt-limit' ? dialog.text : ''}</p>
      </Dialog>
      <Dialog open={dialog?.kind === 'error'} title={ERROR_TITLE} onDismiss={player.closeDialog} actions={<Button onClick={player.closeDialog}>{OK}</Button>}>
        <p>{dialog?.kind === 'error' ? dialog.text : ''}</p>
      </Dialog>
      <Dialog open={dialog?.kind === 'time-over'} title={EXAM_TIME_IS_OVER}>
        <p>{EXAM_TIME_IS_OVER}</p>
      </Dialog>
    </div>
  );
}
