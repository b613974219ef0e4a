import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { logout as signOut } from '@classroom/shared/api';
import { useLinks } from '@classroom/shared/config';
import { useStudent } from '@classroom/shared/query/student';
import { olderBarItems } from './older-bar-items';
import { HomeLogo } from '../home-logo';
import styles from './older-bar.module.css';

/**
 * The older navigation bar (000 §2 'Older navigation bar'), the shell's header on the legacy list screens (the test,
 * assignment and quiz lists, host/src/routes.ts `isLegacyList`): logo, then Practice (New), Self Learning Module,
 * My Schedule, My Test, My Assignment, My Quiz, My Profile, Change Password, Help & Support, Logout (olderBarItems
 * decides which the student gets). At or below 991 px the items fold behind a 'Menu' button (Escape closes it and
 * returns focus to the button); above, they are one row. A 401 on these screens says 'Logged in to another device,
 * please login here again' (000 §8; session-events.tsx).
 */
export function OlderBar() {
  const { student } = useStudent();
  const links = useLinks();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const items = olderBarItems(student, links.selfLearningModule);

  // A new screen closes the folded menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  async function logout() {
    setOpen(false);
    await signOut();
    navigate('/', { replace: true });
  }

  return (
    <header className={styles.bar}>
      <div className={styles.head}>
        <HomeLogo brandClassName={styles.brand} />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
          Menu
        </button>
      </div>
      <nav aria-label="Main" className={styles.nav}>
        <ul id={listId} className={open ? `${styles.list} ${styles.open}` : styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === 'route' && (
                <NavLink
                  to={item.to}
                  state={item.state}
                  className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
                >
                  {item.label}
                </NavLink>
              )}
              {item.kind === 'external' && (
                <a className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <span className="cp-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              {item.kind === 'logout' && (
                <button type="button" className={styles.item} onClick={logout}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
