import { z } from 'zod';
import { define } from '../endpoint-def';
import { fieldFiguresBody } from '../field-figures-schemas';

/**
 * Calls of release health (decision 0014). The beacon carries no token (sendBeacon sets no header, and the student is
 * a bucket, not an identity): the call is public and rate-limited per address.
 */
export const releaseHealthEndpoints = define({
  fieldFigures: {
    method: 'POST',
    path: 'telemetry/v1/field-figures/',
    access: 'public',
    summary:
      "The host's beacon: per remote release of one page, page views, errored and failed views, Core Web Vitals; stored per app × version × minute; rate-limited per address",
    body: fieldFiguresBody,
    data: z.null(),
  },
});
