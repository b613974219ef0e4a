import { memo, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Dialog, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { ERROR_TITLE, EXAM_TIME_IS_OVER, LOAD_FAILURE, OK, OKAY } from '../../messages';
import { ActionBar } from './action-bar';
import { BrowserCheck, useExamGuards } from './exam-guards';
import { MainsHeader } from './mains-header';
import type { ExamSection } from '@classroom/shared/contract';
import type { Answer } from './answers';
import { canGoBack, nextSerial, sectionEntries, sectionOfSerial } from './navigation';
import { countStatuses } from './palette';
import { PalettePanel } from './palette-panel';
import { PaletteSheet } from './palette-sheet';
import { usePhoneLayout } from './phone-layout';
import { PlayerHeader } from './player-header';
import { PracticeNote } from './practice-note';
import { QuestionView } from './question-view';
import { SectionBar } from './section-bar';
import { SummaryDialog } from './summary-dialog';
import { usePlayerHandlers, type PlayerHandlers } from './stable-handlers';
import { createOnlineStore } from './online-store';
import type { Countdown } from './timer';
import {
  PlayerEngineProvider,
  useEngineState,
  usePlayer,
  usePlayerEngine,
  usePlayerState,
  type EngineState,
  type ExamEngine,
} from './use-player';
import { useWarmQuestions } from './warm-questions';
import { canGoNext, isMainsVariant, subjectOfSection } from './variant';
import { forgetExamReads, submittedState } from '../submitted-state';
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
  const engine = usePlayer(source, {
    onSubmitted: () => {
      forgetExamReads();
      navigate('/student/SubmitSuccessfully', { replace: true, state: submittedState(engine?.getState().exam?.info) });
    },
    onLeave: () => navigate(TEST_LIST, { replace: true }),
  });

  return (
    <PlayerView
      engine={engine}
      candidate={student?.name}
      themed
      onExit={() => navigate(TEST_LIST, { replace: true })}
    />
  );
}

/**
 * The player's screen for either answer store (online here, the device one in ../offline): header
 * with timer (or the Mains header), section bar, question, buttons, palette, and the dialogs; the browser check. In a
 * normal exam (not `dpp`) the browser Back button is blocked and the right-click menu disabled (001 §2.4). `themed`:
 * the exam's theme picks the header (001 §2.4: not 1, the Mains header); otherwise the plain header.
 *
 * Decision 0029: the parts below subscribe each to the slice of the engine's state they show (`usePlayerState`), so
 * a palette click renders the question, the palette's changed tiles and what else really changes — not this view or
 * the page above it, which hold the engine (one object for the attempt) and nothing that changes on a click.
 */
export function PlayerView({
  engine,
  candidate,
  onExit,
  status,
  themed = false,
  dpp = false,
}: {
  engine: ExamEngine | null;
  candidate?: string;
  onExit: () => void;
  status?: ReactNode;
  themed?: boolean;
  dpp?: boolean;
}) {
  useExamGuards(dpp);
  const loadError = useEngineState(engine, (s) => s.loadError);
  const loadFailed = useEngineState(engine, (s) => s.loadFailed);
  const ready = useEngineState(engine, (s) => s.exam !== null && s.countdown !== null);

  if (loadError || loadFailed) {
    // 001 §8: a start failure shows the error with Ok and returns to the test list; 001 §4.5: an offline exam with
    // nothing to go on after a network failure shows the load failure alone.
    return (
      <div className={styles.page}>
        <p role="alert" className="cp-alert">
          {LOAD_FAILURE}
        </p>
        {loadError && (
          <Dialog open title={ERROR_TITLE} actions={<Button onClick={() => onExit()}>{OK}</Button>}>
            <p>{loadError.text}</p>
          </Dialog>
        )}
      </div>
    );
  }
  if (!engine || !ready) return <Loader />;
  return (
    <PlayerEngineProvider value={engine}>
      <PlayerScreen candidate={candidate} status={status} themed={themed} />
    </PlayerEngineProvider>
  );
}

// decision 0029: each part renders when the slice of the state it shows changes (the handlers are
// stable, the derived lists keep their identity while their content does), so a palette click renders the question
// panel, the palette (its changed tiles) and nothing else; a timer tick renders the timer alone (TimerView's own state).
const Header = memo(PlayerHeader);

/** The loaded player (see PlayerView): what changes with the exam's sections alone, and the parts. */
function PlayerScreen({ candidate, status, themed }: { candidate?: string; status?: ReactNode; themed: boolean }) {
  const handlers = usePlayerHandlers();
  // Neither changes on a move: the exam's info, sections and countdown are the same objects for the attempt.
  const info = usePlayerState((s) => s.exam!.info);
  const sections = usePlayerState((s) => s.exam!.sections);
  const countdown = usePlayerState((s) => s.countdown!);
  const loaded = usePlayerState((s) => s.exam!.questions.size);
  const engine = usePlayerEngine();
  // Decision 0033: on a phone the palette is a sheet opened above the question, and toasts sit below the header.
  const phone = usePhoneLayout();
  const pageRef = useRef<HTMLDivElement>(null);
  useToastsBelowHeader(pageRef);
  // Runs again when a section's questions arrive (`loaded`), not on a move (./warm-questions.ts).
  useWarmQuestions(loaded > 0 ? engine.getState().exam?.questions : undefined);
  const mains = themed && isMainsVariant(info.exam_theme_assoc_id);
  // 000 §4 status 7: a practice attempt says why it has no rank, in the sticky header (always in view).
  const practice = info.practice === true;
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

  return (
    <div ref={pageRef} className={styles.page}>
      <BrowserCheck />
      {mains ? (
        <MainsSlot candidate={candidate} countdown={countdown} status={headerStatus} onTimeUp={handlers.openSummary} />
      ) : (
        <Header
          examName={info.exam_name}
          candidate={candidate}
          status={headerStatus}
          countdown={countdown}
          onTimeUp={handlers.openSummary}
        />
      )}
      <SectionsSlot sections={sections} onSelect={handlers.selectSection} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {phone && (
            <PaletteSheet onSelect={handlers.goTo}>
              {(select, close) => <PaletteSlot sections={sections} onSelect={select} onClose={close} />}
            </PaletteSheet>
          )}
          <QuestionSlot onChange={handlers.setDraft} />
          <NoticeSlot />
          <ActionsSlot mains={mains} on={handlers} />
        </div>
        {!phone && <PaletteSlot sections={sections} onSelect={handlers.goTo} />}
      </div>
      <SummarySlot onYes={handlers.submit} onNo={handlers.closeSummary} />
      <DialogsSlot onClose={handlers.closeDialog} />
    </div>
  );
}

/**
 * Keeps the portal's toasts (sonner, top centre) clear of the player's sticky header and its timer (decision 0033):
 * the header's bottom edge, in CSS px, is `--cp-exam-header-bottom` on the root element while the player is shown,
 * which player.module.css uses as the toaster's top on a narrow window.
 */
function useToastsBelowHeader(pageRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = pageRef.current?.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const place = () => root.style.setProperty('--cp-exam-header-bottom', `${Math.ceil(header.offsetHeight)}px`);
    const observer = new ResizeObserver(place);
    observer.observe(header);
    place();
    root.dataset.examPlayer = '';
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cp-exam-header-bottom');
      delete root.dataset.examPlayer;
    };
  }, [pageRef]);
}

/** The section of the question shown (001 §4.3), null when the status list does not name it. */
const sectionShown = (s: EngineState) => sectionOfSerial(s.exam!.statusList, s.current);

/** Whether the question shown has time recorded on it (`total_seconds` above 0: 001 §3, the palette counts of 001 §4.1). */
const shownIsTimed = (s: EngineState) => (s.exam!.questions.get(s.current)?.total_seconds ?? 0) > 0;

/** The Mains header (001 §2.4) names the subject of the section shown. */
const MainsSlot = memo(function MainsSlot(props: {
  candidate?: string;
  countdown: Countdown;
  status: ReactNode;
  onTimeUp: () => void;
}) {
  const info = usePlayerState((s) => s.exam!.info);
  const sectionId = usePlayerState(sectionShown);
  return (
    <MainsHeader
      theme={info.exam_theme_assoc_id}
      candidate={props.candidate}
      subject={subjectOfSection(info, sectionId)}
      countdown={props.countdown}
      onTimeUp={props.onTimeUp}
      status={props.status}
    />
  );
});

/** The section tabs: the sections present in the status list; they change only when those do, not with each status. */
const SectionsSlot = memo(function SectionsSlot({
  sections,
  onSelect,
}: {
  sections: readonly ExamSection[];
  onSelect: (sectionId: number) => void;
}) {
  const tabIds = usePlayerState((s) =>
    sections
      .filter((section) => s.exam!.statusList.some((e) => e.section_id === section.id))
      .map((section) => section.id)
      .join(','),
  );
  const sectionId = usePlayerState(sectionShown);
  const busy = usePlayerState((s) => s.busy);
  const tabs = useMemo(() => sections.filter((s) => tabIds.split(',').includes(String(s.id))), [sections, tabIds]);
  return <SectionBar sections={tabs} currentId={sectionId} onSelect={onSelect} disabled={busy} />;
});

/** The question shown, its draft answer, and the next question in serial order (its texts kept ahead, decision 0029). */
const QuestionSlot = memo(function QuestionSlot({ onChange }: { onChange: (answer: Answer) => void }) {
  const question = usePlayerState((s) => s.exam!.questions.get(s.current) ?? null);
  const ahead = usePlayerState((s) => s.exam!.questions.get(nextSerial(s.exam!.statusList, s.current) ?? -1) ?? null);
  const draft = usePlayerState((s) => s.draft);
  const busy = usePlayerState((s) => s.busy);
  if (!question) return <Loader />;
  return <QuestionView question={question} ahead={ahead} draft={draft} onChange={onChange} disabled={busy} />;
});

/** The refusal or connection notice (001 §5, §8), read out at once. */
const NoticeSlot = memo(function NoticeSlot() {
  const notice = usePlayerState((s) => s.notice);
  return (
    <div aria-live="assertive" className={styles.notice}>
      {notice && <p className="cp-alert">{notice}</p>}
    </div>
  );
});

/** The buttons (001 §2.4): busy while a save runs or the question is not loaded; BACK and NEXT where they can go. */
const ActionsSlot = memo(function ActionsSlot({ mains, on }: { mains: boolean; on: PlayerHandlers }) {
  const busy = usePlayerState((s) => s.busy || !s.exam!.questions.has(s.current));
  const back = usePlayerState((s) => canGoBack(s.exam!.statusList, s.current));
  const next = usePlayerState((s) => canGoNext(s.exam!.statusList, s.current, mains));
  return <ActionBar busy={busy} canGoBack={back} canGoNext={next} on={on} />;
});

/** The palette of the section shown (001 §2.4, §4.1). */
const PaletteSlot = memo(function PaletteSlot({
  sections,
  onSelect,
  onClose,
}: {
  sections: readonly ExamSection[];
  onSelect: (serial: number) => void;
  onClose?: () => void;
}) {
  const statusList = usePlayerState((s) => s.exam!.statusList);
  const sectionId = usePlayerState(sectionShown);
  const current = usePlayerState((s) => s.current);
  const currentTimed = usePlayerState(shownIsTimed);
  const busy = usePlayerState((s) => s.busy);
  const kept = usePlayerState((s) => s.kept);
  const entries = useMemo(
    () => (sectionId === null ? statusList : sectionEntries(statusList, sectionId)),
    [statusList, sectionId],
  );
  return (
    <PalettePanel
      entries={entries}
      current={current}
      currentTimed={currentTimed}
      onSelect={onSelect}
      disabled={busy}
      sectionName={sections.find((s) => s.id === sectionId)?.section_name ?? ''}
      kept={kept}
      onClose={onClose}
    />
  );
});

/** The summary (001 §2.5): a closed one shows nothing and reads nothing, so a move does not render it. */
const SummarySlot = memo(function SummarySlot({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const open = usePlayerState((s) => s.dialog?.kind === 'summary');
  const statusList = usePlayerState((s) => (open ? s.exam!.statusList : null));
  const current = usePlayerState((s) => (open ? s.current : 0));
  const timed = usePlayerState((s) => open && shownIsTimed(s));
  const submitting = usePlayerState((s) => s.submitting);
  const error = usePlayerState((s) => s.submitError);
  const counts = useMemo(
    () => countStatuses(statusList ?? [], { serial: current, timed }),
    [statusList, current, timed],
  );
  return <SummaryDialog open={open} counts={counts} submitting={submitting} error={error} onYes={onYes} onNo={onNo} />;
});

/** The player's other dialogs (see PlayerDialogs). */
const DialogsSlot = memo(function DialogsSlot({ onClose }: { onClose: () => void }) {
  const dialog = usePlayerState((s) => s.dialog);
  return <PlayerDialogs dialog={dialog} onClose={onClose} />;
});

/** The player's other dialogs (001 §5 attempt limit, §8 errors and 'Exam time is over'); `dialog` null shows none. */
function PlayerDialogs({ dialog, onClose }: { dialog: EngineState['dialog']; onClose: () => void }) {
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
