import { useEffect } from 'react';

/** The root name in every browser title (000 §2: screen name, a separator, then the root name). */
export const ROOT_NAME = 'Classroom';

/** Formats a browser title: 'Dashboard' → 'Dashboard | Classroom'. */
export function pageTitle(screen: string): string {
  return `${screen} | ${ROOT_NAME}`;
}

/** Sets the browser title to '{screen} | {root name}' while the screen is shown (000 §2). */
export function useTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
