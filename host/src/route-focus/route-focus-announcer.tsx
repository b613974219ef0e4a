import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusScreenHeading } from './route-focus';

/**
 * On every change of path after the first page (not on a #section link), moves focus to the new screen's <h1> and
 * announces its title in a polite live region (decision record 0023). Rendered once by the host, inside its router.
 */
export function RouteFocusAnnouncer() {
  const { pathname } = useLocation();
  const [title, setTitle] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setTitle('');
    return focusScreenHeading(setTitle);
  }, [pathname]);
  return (
    <div
      className="cp-visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {title}
    </div>
  );
}
