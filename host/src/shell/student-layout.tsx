import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadApiClient } from '@classroom/shared/api';
import { pageTitle, whenIdle } from '@classroom/shared/ui';
import { OfflineNotice } from '@classroom/shared/ui/offline-notice';
import { queryClient } from '@classroom/shared/query';
import { hasKeptData, startQueryPersistence } from '@classroom/shared/query/persist';
import { isExamScreen, isLegacyList, isOfflineTolerant, ownerOf } from '../routes';
import { RemoteArea } from '../lib/remotes/remote-area';
import { ErrorPage } from '@classroom/shared/ui';
import { Footer } from './footer';
import { OlderBar } from '../lazy-screens';
import { TopBar } from './top-bar';
import styles from './student-layout.module.css';

/** The ordinary top bar, which the legacy list screens get when the older bar cannot load (lazy-screens.ts). */
export { TopBar };

/**
 * The signed-in student's kept data (decision 0016), restored into the page's QueryClient as soon as the student shell
 * loads; bootstrap.tsx waits for it on a /student page so the first screen paints the last data, online or not —
 * only when this device keeps some (`keptDataToRestore`): a cold open has nothing to restore and does not wait for
 * IndexedDB (the cold dashboard).
 */
export const keptDataToRestore = hasKeptData();
export const dataRestored = startQueryPersistence(queryClient);

/**
 * A /student/* screen: the top bar (the older navigation bar on the legacy list screens, 000 §2) and the remote that owns the path (host/src/routes.ts);
 * an exam screen shows only the exam (`isExamScreen`). The remote stays mounted while the path stays in its prefixes; its own router picks the screen. Offline, the screen's kept data
 * comes with 'You are offline — last updated …' above it (not on the offline exam, which has its own, 001 §4.5).
 */
export function StudentLayout({ withTopBar: wanted = true }: { withTopBar?: boolean }) {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const withTopBar = wanted && !isExamScreen(pathname);
  useEffect(() => {
    if (owner) document.title = pageTitle(owner.screen);
  }, [owner]);
  // axios and the whole contract (the `calls` chunk) in idle time: the dashboard's first screen does not need them
  // (decision 0027), any other screen's first call does — and offline, the worker serves them only once fetched.
  useEffect(() => whenIdle(() => void preloadApiClient().catch(() => undefined)), []);
  return (
    <>
      {withTopBar &&
        (isLegacyList(pathname) ? (
          // Its own chunk (lazy-screens.ts); until it is in, the bar's height is kept so the screen does not move.
          <Suspense fallback={<div className={styles.barSpace} />}>
            <OlderBar />
          </Suspense>
        ) : (
          <TopBar />
        ))}
      <main id="main" className={withTopBar ? `${styles.main} ${styles.framed}` : styles.main}>
        {!isOfflineTolerant(pathname) && <OfflineNotice />}
        {owner ? <RemoteArea key={owner.remote} remote={owner.remote} /> : <ErrorPage />}
      </main>
      {withTopBar && <Footer />}
    </>
  );
}
