import { Link } from 'react-router-dom';
import { ROW_NAMES } from '../messages';
import styles from './dashboard.module.css';

/** 000 §2 left-side navigation: the NCERT, JEE and NEET corners (pages of mfe-corners). */
export const CORNERS = [
  { id: 'ncert', label: 'NCERT Corner', to: '/student/ncert' },
  { id: 'jee', label: 'JEE Corner', to: '/student/jee' },
  { id: 'neet', label: 'NEET Corner', to: '/student/neet' },
] as const;

/** The in-page anchor of a corner's entry (the left navigation's target). */
export const cornerAnchor = (id: string) => `dash-corner-${id}`;

/** Links to the three corner pages; free students see them first (000 §2). */
export function CornerLinks() {
  return (
    <section id="dash-corners" className={styles.corners} aria-labelledby="dash-corners-heading">
      <h2 id="dash-corners-heading" className={styles.sectionTitle}>
        {ROW_NAMES.corners}
      </h2>
      <ul className={styles.cornerList}>
        {CORNERS.map((corner) => (
          <li key={corner.id} id={cornerAnchor(corner.id)} className={styles.cornerItem}>
            <Link className={styles.cornerLink} to={corner.to}>
              {corner.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
