import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExamInfo, StudentData } from '@classroom/shared/contract';
import { whenIdle } from '@classroom/shared/ui';
import { startAhead } from './player/start-ahead';
import { loadPlayerPage } from './player/load-player';

/** The player's two routes (001 §2.1): the JEE exam screen, and JEE Advanced's (the same player). */
export type PlayerRoute = '/student/JeeExamScreen' | '/student/JeeAdvanceExamScreen';

/**
 * How an instructions page leaves for the player (001 §2.3; decision 0029): once the exam's `info` is shown, the player's code, KaTeX and KaTeX's two common faces load in idle time
 * while the student reads (`loadPlayerPage`; a failure is left to the player, which loads what it needs itself). The
 * function returned is PROCEED: it begins the start (`startAhead`, taken once by the player; 001 §4.2: never before
 * PROCEED, the start starts the timer), so its round trip runs while the player's route loads, and opens
 * `{route}/{examId}` with the route state 001 §2.3 names (exam id, student id, subjects, theme association id, exam
 * name, student name).
 */
export function useProceedToPlayer(
  route: PlayerRoute,
  examId: number,
  info: ExamInfo | undefined,
  student: StudentData | null,
): () => void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!info) return;
    return whenIdle(() => void loadPlayerPage().catch(() => undefined));
  }, [info]);

  return () => {
    if (!info) return;
    if (student) startAhead(examId, student.id, info);
    navigate(`${route}/${examId}`, {
      state: {
        examId,
        studentId: student?.id,
        subjects: info.exam_subjects.map((s) => s.id),
        themeAssocId: info.exam_theme_assoc_id,
        examName: info.exam_name,
        studentName: student?.name,
      },
    });
  };
}
