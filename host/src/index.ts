// The current route's remote starts downloading now, beside the host's own chunks (early-start.ts).
import { onDashboard, startRouteCallsEarly, startRouteRemoteEarly, storedUserId } from './lib/remotes/early-start';

// The route's first API calls go first (the plan is the owning remote's): the remote's files wait until the
// calls have been handed to fetch, so the calls, which lead the longest chain, get the browser's connections first.
const callsSent = startRouteCallsEarly();
try {
  startRouteRemoteEarly(document, location.pathname, callsSent);
} catch (error) {
  console.warn('[host] could not start the route remote early; it loads when mounted', error);
}
// A signed-in student on a /student page needs the API client's calls (@classroom/shared/api: the first screen's schemas,
// and off the dashboard axios and the whole contract, decision 0027): they start now, beside the bootstrap, instead of
// after it; the same import() as the first call, so it loads once. The student shell's chunk
// starts from the bootstrap (loadStudentLayout): imported from here, webpack would also send the remote loader the
// bootstrap already carries, in a chunk and a request of its own.
if (location.pathname.startsWith('/student') && storedUserId() !== null) {
  void import('@classroom/shared/api')
    .then((api) => api.preloadApiClient({ firstScreenOnly: onDashboard(location.pathname) }))
    .catch(() => undefined);
}
// Module Federation needs an async boundary before shared modules are used (ARCHITECTURE §1). The chunk's name lets
// the build preload it and the shared chunks its first render needs from index.html (webpack.config.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
