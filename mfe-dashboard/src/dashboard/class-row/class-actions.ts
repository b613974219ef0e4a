import type { ClassItem } from '@classroom/shared/contract';
import { MESSAGES } from '../../messages';
import { isLiveNow } from '../../lib/live-now';

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
 * 000 §2 Class card: live classes show Join (enabled only with a live link) while the API accepts a join — from 10
 * minutes before the start to the end, as on Live Classes (`isLiveNow`); before then the card says when Join opens
 * instead of offering a Join the server refuses. Recorded (past) classes show
 * 'Replay class' (enabled only with a replay url) and Notes (disabled without a file), with 'Not Uploaded'
 * when there is no replay yet; offline classes say 'Offline class'.
 */
export function classActions(
  item: Pick<
    ClassItem,
    'type' | 'class_type' | 'live_class_link' | 'replay_url' | 'notes_file' | 'start_date' | 'end_date'
  >,
  now: Date,
): ClassActions {
  if (item.type === 'live') {
    if (item.live_class_link && !isLiveNow(item, now)) {
      return { links: [], info: now.getTime() < Date.parse(item.start_date) ? MESSAGES.classCard.joinLater : null };
    }
    return { links: [{ label: MESSAGES.classCard.join, href: item.live_class_link || null }], info: null };
  }
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
