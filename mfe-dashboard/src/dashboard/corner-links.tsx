import type { CornerType } from '@classroom/shared/contract';
import { Button, Loader } from '@classroom/shared/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, ROW_NAMES } from '../messages';
import { usePeerComponent } from '../lib/use-peer-component';
import type { loadPeerComponent } from '../lib/load-peer';
import styles from './dashboard.module.css';
import { useNearViewport } from './near-viewport';

/** 000 §2 left-side navigation: the NCERT, JEE and NEET corners (pages of mfe-corners). */
export const CORNERS = [
  { id: 'ncert', label: 'NCERT Corner', to: '/student/ncert' },
  { id: 'jee', label: 'JEE Corner', to: '/student/jee' },
  { id: 'neet', label: 'NEET Corner', to: '/student/neet' },
] as const satisfies readonly { id: CornerType; label: string; to: string }[];

/** The in-page anchor of a corner's section (the left navigation's target). */
export const cornerAnchor = (id: string) => `dash-corner-${id}`;

/** Props of mfe-corners' `./CornerRows` (mfe-corners/src/corners/corner-rows.tsx): which corner to show. */
export interface CornerRowsProps {
  corner: CornerType;
}

/**
 * The dashboard's corners (000 §2 Corner cards): for NCERT, JEE and NEET a section headed by a link to its corner
 * page, holding mfe-corners' `./CornerRows` (loaded once for all three). While mfe-corners is missing or down each
 * section shows the remote-fallback text with Retry under its link, never a broken area. mfe-corners loads once the
 * section comes near the viewport (`useNearViewport`), so below a phone's fold it costs the cold dashboard nothing
 * (decision 0027). When `placedFirst` (a free student's first screen) a loading body keeps about the loaded rows'
 * height (42 rem), so a corner that loads never pushes the next one down in view. `load` is for tests.
 */
export function CornerLinks({ placedFirst = false, load }: { placedFirst?: boolean; load?: typeof loadPeerComponent }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const rows = usePeerComponent<CornerRowsProps>('mfe_corners', './CornerRows', { load, enabled: near });
  return (
    <section
      ref={section}
      id="dash-corners"
      className={placedFirst ? `${styles.corners} ${styles.cornersFirst}` : styles.corners}
      aria-labelledby="dash-corners-heading"
    >
      <h2 id="dash-corners-heading" className={styles.sectionTitle}>
        {ROW_NAMES.corners}
      </h2>
      <ul className={styles.cornerList}>
        {CORNERS.map((corner) => (
          <li
            key={corner.id}
            id={cornerAnchor(corner.id)}
            className={styles.cornerItem}
            aria-labelledby={`${cornerAnchor(corner.id)}-heading`}
          >
            <h3 id={`${cornerAnchor(corner.id)}-heading`} className={styles.cornerHeading}>
              <Link className={styles.cornerLink} to={corner.to}>
                {corner.label}
              </Link>
            </h3>
            <div className={styles.cornerBody}>
              {near && rows.status === 'loading' && <Loader />}
              {rows.status === 'ready' && <rows.Component corner={corner.id} />}
              {rows.status === 'failed' && (
                <div className={styles.cornerFallback} role="alert">
                  <p>
                    <strong>{MESSAGES.cornerRows.unavailable}</strong>
                  </p>
                  <p>{MESSAGES.cornerRows.unavailableSub}</p>
                  <Button onClick={rows.retry}>{MESSAGES.retry}</Button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
