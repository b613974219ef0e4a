import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@classroom/shared/ui';
import { isExamScreen, isLegacyList, ownerOf } from '../routes';
import { RemoteArea } from '../remotes/remote-area';
import { ErrorPage } from '@classroom/shared/ui';
import { Footer } from './footer';
import { OlderBar } from './older-bar/older-bar';
import { TopBar } from './top-bar';
import styles from './student-layout.module.css';

/**
 * A /student/* screen: the top bar (the older navigation bar on the legacy list screens, 000 §2) and the remote that owns the path (host/src/routes.ts);
 * an exam screen shows only the exam (`isExamScreen`). The remote
 * stays mounted while the path stays in its prefixes; its own router picks the screen.
 */
export function StudentLayout({ withTopBar: wanted = true }: { withTopBar?: boolean }) {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const withTopBar = wanted && !isExamScreen(pathname);
  useEffect(() => {
    if (owner) document.title = pageTitle(owner.screen);
  }, [owner]);
  return (
    <>
      {withTopBar && (isLegacyList(pathname) ? <OlderBar /> : <TopBar />)}
      <main id="main" className={styles.main}>
        {owner ? <RemoteArea key={owner.remote} remote={owner.remote} /> : <ErrorPage />}
      </main>
      {withTopBar && <Footer />}
    </>
  );
}
