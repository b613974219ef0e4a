import { DASHBOARD_SCREENS } from '@classroom/shared/links/screens';
import { screenRouterMismatch } from '@classroom/shared/links/testing';
import { dashboardRoutes } from './root';

it('the router serves exactly the screens mfe-dashboard declares (shared/src/links/screens/dashboard.ts)', () => {
  expect(screenRouterMismatch(DASHBOARD_SCREENS, dashboardRoutes)).toEqual({
    notRouted: [],
    notDeclared: [],
    withoutElement: [],
  });
});
