import { CORNERS_SCREENS } from '@classroom/shared/links/screens';
import { screenRouterMismatch } from '@classroom/shared/links/testing';
import { cornersRoutes } from './root';

it('the router serves exactly the screens mfe-corners declares (shared/src/links/screens/corners.ts)', () => {
  expect(screenRouterMismatch(CORNERS_SCREENS, cornersRoutes)).toEqual({
    notRouted: [],
    notDeclared: [],
    withoutElement: [],
  });
});
