import type { ClassItem } from '@classroom/shared/contract';
import { MESSAGES } from '../../messages';

/** A link-button on a class card: enabled only with an address (000 §2 Class card). */
export interface ClassLink {
  label: string;
  /** The external address, or null: then the button shows disabled. */
  href: string | null;
}

/** The actions and info text of one class card. */
export interface ClassActions {
  links: ClassLink[];
  /** 'Not Uploaded' or 'Offline class' (000 §2), else null. */
  info: string | null;
}

/**
 * 000 §2 Class card: live classes show Join (enabled only with a live link); recorded (past) classes show
 * 'Replay class' (enabled only with a replay url) and Notes (disabled without a file), with 'Not Uploaded'
 * when there is no replay yet; offline classes say 'Offline class'.
 */
export function classActions(item: Pick<ClassItem, 'type' | 'live_class_link' | 'replay_url' | 'notes_file'>): ClassActions {
  if (item.type === 'live') return { links: [{ label: MESSAGES.classCard.join, href: item.live_class_link || null }], info: null };
  if (item.type === 'past') {
    return {
      links: [
        { label: MESSAGES.classCard.replay, href: item.replay_url || null },
        { label: MESSAGES.classCard.notes, href: item.notes_file || null },
      ],
      info: item.replay_url ? null : MESSAGES.classCard.notUploaded,
    };
  }
  return { links: [], info: MESSAGES.classCard.offline };
}
