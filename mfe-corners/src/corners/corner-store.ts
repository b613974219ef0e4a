/**
 * 000 §3 dashboard state: 'jee, neet and ncert groups (classes, subjects) with a selected class and subject per
 * corner'. Kept in sessionStorage so the choice survives moving between the dashboard, a lecture and the corner page.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CornerType } from '@classroom/shared/contract';

export interface CornerSelection {
  classId: number | null;
  subjectId: number | null;
}

interface CornerSelectionState {
  selected: Record<CornerType, CornerSelection>;
  /** Remembers the class chosen in a corner's 'Select Class' (the open subject is reset: it belongs to the class). */
  selectClass: (corner: CornerType, classId: number) => void;
  /** Remembers the subject accordion opened last in a corner. */
  selectSubject: (corner: CornerType, subjectId: number) => void;
}

const none: CornerSelection = { classId: null, subjectId: null };

export const useCornerSelection = create<CornerSelectionState>()(
  persist(
    (set) => ({
      selected: { ncert: none, jee: none, neet: none },
      selectClass: (corner, classId) =>
        set((s) => ({ selected: { ...s.selected, [corner]: { classId, subjectId: null } } })),
      selectSubject: (corner, subjectId) =>
        set((s) => ({ selected: { ...s.selected, [corner]: { ...s.selected[corner], subjectId } } })),
    }),
    { name: 'classroom.corners.selection', storage: createJSONStorage(() => sessionStorage) },
  ),
);
