import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { define } from './endpoint-def';
import { accountEndpoints } from './calls/account';
import { assignmentEndpoints } from './calls/assignments';
import { practiceEndpoints } from './calls/practice';
import { dashboardEndpoints } from './calls/dashboard';
import { examEndpoints } from './calls/exam';
import { examAnalysisEndpoints } from './calls/exam-analysis';
import { learningEndpoints } from './calls/learning';
import { shellEndpoints } from './calls/shell';
import { releaseHealthEndpoints } from './calls/release-health';
import { addressListEndpoints } from './calls/address-list';
import { firstScreenEndpoints } from './calls/first-screen';

export type { Access, EndpointDef } from './endpoint-def';
export { buildPath } from './endpoint-def';

/**
 * Every call the portal makes, keyed by the name the remotes use. The API registers exactly these. One table per
 * domain (calls/*.ts), each owned by the team of that part of the portal; the first screen's calls first.
 */
export const endpoints = define({
  ...firstScreenEndpoints,
  ...shellEndpoints,
  ...dashboardEndpoints,
  ...learningEndpoints,
  ...accountEndpoints,
  ...examEndpoints,
  ...examAnalysisEndpoints,
  ...assignmentEndpoints,
  ...practiceEndpoints,
  ...releaseHealthEndpoints,
  ...addressListEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
type Infer<S> = S extends $ZodType ? z.input<S> : undefined;
export type ParamsOf<N extends EndpointName> = Endpoints[N] extends { params: infer S } ? Infer<S> : undefined;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer S } ? Infer<S> : undefined;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer S } ? Infer<S> : undefined;
export type DataOf<N extends EndpointName> = z.output<Endpoints[N]['data']>;
