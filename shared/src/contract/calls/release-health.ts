import { z } from 'zod';
import { define } from '../endpoint-def';
import { fieldFiguresBody } from '../field-figures-schemas';

/**
 * Calls of release health (decision 0014). sendBeacon sets no header, so the beacon carries the session token in its
 * body: the call is public as routes go (no Authorization header), its handler checks the body's token (401), and it
 * is rate-limited per address.
 */
export const releaseHealthEndpoints = define({
  fieldFigures: {
    method: 'POST',
    path: 'telemetry/v1/field-figures/',
    access: 'public',
    summary:
      "The host's beacon from a signed-in student's page (token in the body): per remote release live in the channel, the page view, whether it errored or failed, Core Web Vitals; one page view counts once, one student once per release per window; stored per app × version × minute; 400 for a release not live",
    body: fieldFiguresBody,
    data: z.null(),
  },
});
