import { useEffect, useRef } from 'react';
import type { AllottedQuestion } from '@classroom/shared/contract';
import { loadKatex, warmRichText } from '@classroom/shared/math';

const OPTION_KEYS = ['option1', 'option2', 'option3', 'option4'] as const;

/** The rich texts of loaded questions the player shows: each question's text and its options (001 §3). */
export function questionTexts(questions: Iterable<AllottedQuestion>): string[] {
  const texts: string[] = [];
  for (const q of questions) {
    const bank = q.question_bank_assoc;
    texts.push(bank.question);
    for (const key of OPTION_KEYS) {
      const html = bank[key];
      if (typeof html === 'string') texts.push(html);
    }
  }
  return texts;
}

/**
 * Typesets the loaded questions in idle time (KaTeX output cached per question), so a palette click
 * paints the new question from the cache. Runs again when a section's questions arrive (not when a move replaces a
 * question by its copy with the visit's time); stops on unmount.
 *
 * KaTeX's chunk (≈ 68 KiB compressed) starts loading as the player opens, beside its start call, not once the
 * questions have come: a player opened cold (a reload mid-exam) typesets its first question about a second sooner
 * on Slow 4G. Coming from the instructions page it is already loaded or under way (one load).
 */
export function useWarmQuestions(questions: ReadonlyMap<number, AllottedQuestion> | undefined): void {
  useEffect(() => {
    void loadKatex().catch(() => undefined);
  }, []);
  // Keyed by how many questions are loaded, not by the map: every move makes a new map of the same questions (the one
  // left gets its time), whose texts are the same — warming them again would cost each palette click a pass over all
  // loaded texts. A section's load adds questions and warms them.
  const latest = useRef(questions);
  latest.current = questions;
  const loaded = questions?.size ?? 0;
  useEffect(
    () => (loaded > 0 && latest.current ? warmRichText(questionTexts(latest.current.values())) : undefined),
    [loaded],
  );
}
