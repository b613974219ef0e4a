import { define } from '../endpoint-def';

/** Calls of mfe-dashboard (classes, schedule, attendance, notifications, request a call; issue 9). Schemas live beside them in ../dashboard-schemas.ts when they need more than a line. */
export const dashboardEndpoints = define({});
