import { ACCOUNT_SCREENS } from '@classroom/shared/links/screens';
import { screenRouterMismatch } from '@classroom/shared/links/testing';
import { accountRoutes } from './root';

it('the router serves exactly the screens mfe-account declares (shared/src/links/screens/account.ts)', () => {
  expect(screenRouterMismatch(ACCOUNT_SCREENS, accountRoutes)).toEqual({
    notRouted: [],
    notDeclared: [],
    withoutElement: [],
  });
});
