import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Mpp } from '@classroom/shared/contract';
import { Tags } from '../card-row/card-row';
import card from '../card-row/card.module.css';
import { mppAction, type MppLaunchContext } from '../../lib/mpp-action';

const TONE_CLASS = { success: 'cp-button--secondary', warning: card.warning, danger: 'cp-button--danger' } as const;

/**
 * 000 §2 MPP card: name, subject in its primary colour (from the data), chapter, tags, teacher, status
 * text and the button of 000 §4 (Result / orange Continue / red Start).
 */
export function MppCard({ mpp, launch }: { mpp: Mpp; launch: MppLaunchContext }) {
  const action = mppAction(mpp, launch);
  const headingId = `mpp-${mpp.id}-name`;
  return (
    <article
      className={card.card}
      aria-labelledby={headingId}
      style={{ '--subject-color': mpp.subject_primary_color } as CSSProperties}
    >
      <h3 id={headingId} className={card.name}>
        {mpp.name}
      </h3>
      <p className={card.subject}>{mpp.subject_name}</p>
      <p className={card.meta}>{mpp.chapter_name}</p>
      <Tags tags={mpp.tag_names} />
      <p className={card.meta}>{mpp.teacher_name}</p>
      <p className={card.status}>{mpp.status}</p>
      <div className={card.actions}>
        <Link className={`cp-button ${TONE_CLASS[action.tone]} ${card.action}`} to={action.to} state={action.state}>
          {action.label}
          <span className="cp-visually-hidden"> {mpp.name}</span>
        </Link>
      </div>
    </article>
  );
}
