// The current route's remote starts downloading now, beside the host's own chunks (issue 14 §1; early-start.ts).
import { startRouteRemoteEarly } from './remotes/early-start';

try {
  startRouteRemoteEarly();
} catch (error) {
  console.warn('[host] could not start the route remote early; it loads when mounted', error);
}
// Module Federation needs an async boundary before shared modules are used (ARCHITECTURE §1).
import('./bootstrap');
