import { EXAM_SCREENS } from '@classroom/shared/links/screens';
import { screenRouterMismatch } from '@classroom/shared/links/testing';
import { examRoutes } from './root';

it('the router serves exactly the screens mfe-exam declares (shared/src/links/screens/exam.ts)', () => {
  expect(screenRouterMismatch(EXAM_SCREENS, examRoutes)).toEqual({
    notRouted: [],
    notDeclared: [],
    withoutElement: [],
  });
});
