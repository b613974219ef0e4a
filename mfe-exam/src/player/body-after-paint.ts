import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AllottedQuestion } from '@classroom/shared/contract';
import type { Answer } from './answers';
import { afterNextPaint } from './send-order';

/** The question whose typeset body is on screen and the draft its options show. */
export interface ShownBody {
  question: AllottedQuestion;
  draft: Answer;
}

/**
 * The click's feedback paints first, the new question's body right after (decision 0029, docs/PERFORMANCE.md): when the
 * current question changes while another question's body is on screen (a palette tile, NEXT, BACK, SAVE & NEXT), this
 * returns `{ body: the old question and its draft, pending: true }` for the frame that shows the palette's new current
 * tile and the new question number, then — after that frame is painted (`afterNextPaint`: a frame callback, then a
 * task) — `{ body: the current question and draft, pending: false }`, rendered in one task (not a transition: its
 * time slices let frames in between and paint the question later). The screen shows a pending body hidden and inert,
 * its inputs disabled and its changes ignored, so an answer can never land on the wrong question (QuestionView
 * `pending`).
 *
 * Not deferred: the first question (no body on screen yet, so start → first question is unchanged), a question after
 * a section's loader, and any change of the same question (its draft, its saved answer): those show at once.
 * `question` null (a section loading) gives `{ body: null, pending: false }`.
 */
export function useBodyAfterPaint(
  question: AllottedQuestion | null,
  draft: Answer,
): { body: ShownBody | null; pending: boolean } {
  // The body of the last committed render that was not pending: what the student sees until the release.
  const shown = useRef<ShownBody | null>(null);
  // The question released after its feedback frame was painted.
  const [released, setReleased] = useState<number | null>(null);
  const id = question?.id ?? null;
  const old = shown.current;
  const pending = question !== null && old !== null && old.question.id !== id && released !== id;
  useLayoutEffect(() => {
    if (!pending) shown.current = question ? { question, draft } : null;
  });
  useEffect(() => {
    if (!pending || id === null) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setReleased(id);
    });
    return () => {
      live = false;
    };
  }, [pending, id]);
  if (pending && old) return { body: old, pending };
  return { body: question ? { question, draft } : null, pending: false };
}
