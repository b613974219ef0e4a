import type { CSSProperties } from 'react';
import type { ClassItem } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import { Tags } from '../card-row/card-row';
import card from '../card-row/card.module.css';
import { classActions } from './class-actions';
import { JoinButton } from '../../ui/join-button';
import { MESSAGES } from '../../messages';

/**
 * 000 §2 Class card: faculty name and thumbnail, subject (its colour from the data), chapter, lecture,
 * tags, start and end date; Join (through start-live-class) / 'Replay class' / Notes open their address in
 * a new tab and show disabled without one; 'Not Uploaded' or 'Offline class' as info text.
 */
export function ClassCard({ item }: { item: ClassItem }) {
  const { links, info } = classActions(item, new Date());
  const headingId = `class-${item.liveclass_id}-lecture`;
  return (
    <article
      className={card.card}
      aria-labelledby={headingId}
      style={{ '--subject-color': item.primary_color } as CSSProperties}
    >
      <div className={card.faculty}>
        {item.faculty_thumbnail && (
          <img className={card.thumb} src={item.faculty_thumbnail} alt="" width={40} height={40} loading="lazy" />
        )}
        <p className={card.status}>{item.faculty_name}</p>
      </div>
      <p className={card.subject}>{item.subject_name}</p>
      <p className={card.meta}>{item.chapter_name}</p>
      <h3 id={headingId} className={card.name}>
        {item.lecture}
      </h3>
      <Tags tags={item.tags} />
      <dl className={card.facts}>
        <dt>Starts</dt>
        <dd>{formatDateTime(item.start_date)}</dd>
        <dt>Ends</dt>
        <dd>{formatDateTime(item.end_date)}</dd>
      </dl>
      {info && <p className={card.info}>{info}</p>}
      {links.length > 0 && (
        <div className={card.actions}>
          {links.map((link) =>
            // 000 §7, §8: Join starts the class through start-live-class and opens it only on success.
            link.href && link.label === MESSAGES.classCard.join ? (
              <JoinButton key={link.label} liveClassId={item.liveclass_id} name={item.lecture} />
            ) : link.href ? (
              <a
                key={link.label}
                className={`cp-button cp-button--primary ${card.action}`}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
                <span className="cp-visually-hidden"> {item.lecture} (opens in a new tab)</span>
              </a>
            ) : (
              <Button key={link.label} variant="secondary" disabled>
                {link.label}
              </Button>
            ),
          )}
        </div>
      )}
    </article>
  );
}
