import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { NETWORK_UNSTABLE_TEXT, logout as signOut } from '@classroom/shared/api';
import { useSession } from '@classroom/shared/session';
import { isScreenBuilt } from '@classroom/shared/links';
import { showToast } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { loadShellDialogs } from '../lazy-screens';
import { NotificationBell } from './notification-bell';
import { HomeLogo } from './home-logo';
import styles from './top-bar.module.css';

type ShellDialogs = Awaited<ReturnType<typeof loadShellDialogs>>;

/**
 * The side menu's and Switch Batch's module (lazy-screens.ts `loadShellDialogs`), null until a popup is first opened:
 * `want(onFailure)` asks for it — again after a failure (offline before it was ever loaded), which shows the spec's
 * connection text (000 §8) and calls `onFailure`, so no button stays 'open' over nothing.
 */
function useShellDialogs(): [ShellDialogs | null, (onFailure: () => void) => void] {
  const [dialogs, setDialogs] = useState<ShellDialogs | null>(null);
  const want = (onFailure: () => void) => {
    if (dialogs) return;
    loadShellDialogs().then(setDialogs, () => {
      onFailure();
      showToast(NETWORK_UNSTABLE_TEXT);
    });
  };
  return [dialogs, want];
}

/** Where the top bar's items go (000 §2); each shows only once its screen is built (never a link to the error page). */
const SCHEDULE_PATH = '/student/myschedule';
const SOLUTIONS_PATH = '/student/doubtmodule/searchquestion';
const NOTIFICATIONS_PATH = '/student/notes/notifications';
const PROFILE_ITEM = { to: '/student/profile', label: 'Profile' } as const;
const AFTER_SWITCH = [
  { to: '/student/changepassword', label: 'Change Password' },
  { to: '/student/help-and-support', label: 'Help & Support' },
] as const;

/** Why a free student's Schedule and Solutions do not open (000 §6). */
const LOCK_REASON = 'Connect with us to unlock';

/** First word of the student's name, as the top bar shows it (000 §2 Top bar). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The top bar (000 §2): logo, Schedule, Solutions, the notification bell and the profile dropdown
 * with the student's first name: Profile, Switch Batch (not for free students, 000 §6), Change Password,
 * Help & Support, Logout — each link only once its screen is built. For a free student Schedule and
 * Solutions carry a lock and do not navigate (000 §6). The menu closes on Escape (focus back on its button) and when
 * focus or a click leaves it; Switch Batch gives focus back to the profile button when it closes.
 */
export function TopBar() {
  const { student } = useStudent();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The popups are mounted from the first opening of one on (their chunk loads then, if it has not yet); a press while
  // the chunk loads opens the popup as soon as it is in, with focus inside (useModalDialog).
  const [dialogs, wantDialogs] = useShellDialogs();
  const hamburger = useRef<HTMLButtonElement>(null);
  const lockReasonId = useId();
  const profileButton = useRef<HTMLButtonElement>(null);
  const locked = student?.is_free === true;
  const name = firstName(student?.name ?? user?.user_display_name);

  async function logout() {
    await signOut();
    navigate('/', { replace: true });
  }

  return (
    <header className={styles.bar}>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => {
          setMenuOpen(true);
          wantDialogs(() => setMenuOpen(false));
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      <HomeLogo brandClassName={styles.brand} />
      {locked && (
        <span id={lockReasonId} hidden>
          {LOCK_REASON}
        </span>
      )}
      <nav aria-label="Main" className={styles.nav}>
        {isScreenBuilt(SCHEDULE_PATH) && (
          <NavItem to={SCHEDULE_PATH} label="Schedule" locked={locked} lockReasonId={lockReasonId} />
        )}
        {isScreenBuilt(SOLUTIONS_PATH) && (
          <NavItem to={SOLUTIONS_PATH} label="Solutions" locked={locked} lockReasonId={lockReasonId} />
        )}
      </nav>
      <div className={styles.actions}>
        {isScreenBuilt(NOTIFICATIONS_PATH) && <NotificationBell to={NOTIFICATIONS_PATH} studentId={student?.id} />}
        <ProfileMenu
          name={name}
          canSwitch={!!student && !student.is_free}
          profileButton={profileButton}
          onSwitchBatch={() => {
            setSwitching(true);
            wantDialogs(() => {
              setSwitching(false);
              profileButton.current?.focus();
            });
          }}
          onLogout={logout}
        />
      </div>
      {dialogs && (
        <dialogs.SideMenu
          open={menuOpen}
          onClose={() => {
            setMenuOpen(false);
            hamburger.current?.focus();
          }}
          student={student}
          fallbackName={user?.user_display_name ?? ''}
          onLogout={logout}
        />
      )}
      {dialogs && student && !student.is_free && (
        <dialogs.SwitchBatchDialog
          student={student}
          open={switching}
          onClose={() => setSwitching(false)}
          returnFocusTo={profileButton}
        />
      )}
    </header>
  );
}

/** A top-bar link; for a free student a locked button whose press says why (000 §6), described by `lockReasonId`. */
function NavItem({
  to,
  label,
  locked,
  lockReasonId,
}: {
  to: string;
  label: string;
  locked: boolean;
  lockReasonId: string;
}) {
  return locked ? (
    // The reason is said, not only hovered: in the item's description and, on a press, in a toast (000 §6).
    <button
      type="button"
      className={styles.locked}
      aria-disabled="true"
      aria-describedby={lockReasonId}
      onClick={() => showToast(`${LOCK_REASON} ${label}`)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4V7Z"
        />
      </svg>
      {label}
      <span className="cp-visually-hidden"> (locked)</span>
    </button>
  ) : (
    <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
      {label}
    </NavLink>
  );
}

/**
 * The profile button with the student's first name and its dropdown (000 §2 Top bar): Profile, Switch Batch when
 * `canSwitch`, Change Password, Help & Support, Logout. Escape closes it with focus back on `profileButton`; a click or
 * focus outside closes it too.
 */
function ProfileMenu({
  name,
  canSwitch,
  profileButton,
  onSwitchBatch,
  onLogout,
}: {
  name: string;
  canSwitch: boolean;
  profileButton: RefObject<HTMLButtonElement | null>;
  onSwitchBatch: () => void;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent | FocusEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        if (wrapper.current?.contains(document.activeElement)) profileButton.current?.focus();
      } else if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open, profileButton]);

  return (
    <div className={styles.profile} ref={wrapper}>
      <button
        ref={profileButton}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.profileName}>{name || 'Profile'}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} aria-label="Profile menu">
          {isScreenBuilt(PROFILE_ITEM.to) && (
            <li>
              <Link to={PROFILE_ITEM.to} onClick={() => setOpen(false)}>
                {PROFILE_ITEM.label}
              </Link>
            </li>
          )}
          {canSwitch && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onSwitchBatch();
                }}
              >
                Switch Batch
              </button>
            </li>
          )}
          {AFTER_SWITCH.filter((item) => isScreenBuilt(item.to)).map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
