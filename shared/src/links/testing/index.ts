import type { ReactNode } from 'react';
import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import type { ScreenDeclaration } from '@classroom/shared/links/screens';

/** Test-only: where an owner's router and its screen list (shared/src/links/screens/<owner>.ts) disagree. */
export interface ScreenRouterMismatch {
  /** Declared patterns the router has no route for (a link would end on the error page). */
  notRouted: string[];
  /** Router paths the list does not declare (the host would not send the student there; no link would be rendered). */
  notDeclared: string[];
  /** Router paths that render nothing. */
  withoutElement: string[];
}

function flatten(routes: RouteObject[], parent = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [{ ...route, path }, ...flatten(route.children ?? [], path)];
  });
}

/**
 * Compares `routes` (the <Route> elements of an owner's router, without its catch-all '*') with the owner's declared
 * `screens`; every list is empty when they agree.
 */
export function screenRouterMismatch(screens: readonly ScreenDeclaration[], routes: ReactNode): ScreenRouterMismatch {
  const routed = flatten(createRoutesFromElements(routes)).filter((route) => route.path && route.path !== '*');
  const paths = new Set(routed.map((route) => route.path!));
  const declared = new Set(screens.map((screen) => screen.pattern));
  return {
    notRouted: [...declared].filter((pattern) => !paths.has(pattern)),
    notDeclared: [...paths].filter((path) => !declared.has(path)),
    withoutElement: routed
      .filter((route) => !route.element && !route.Component && !route.lazy)
      .map((route) => route.path!),
  };
}
