/**
 * Release health (decision 0014): the beacon call that receives the host's field figures, and the release managers'
 * read of them (the release CLI and the release page).
 */
import { releaseFiguresQuery } from '@classroom/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { exportFigures } from '../field-figures/metrics';
import { readFigures, recordFigures } from '../field-figures/store';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import { describeIssues } from '../http/register';
import type { HandlerMap } from '../http/handler';
import { isAdmin } from './admin';

export const fieldFiguresHandlers = {
  /**
   * POST telemetry/v1/field-figures/: adds the beacon's releases (validated by the contract's fieldFiguresBody) to
   * the rows of the current minute and to the Prometheus collectors. No token: a page's figures name releases, never
   * a student. Rate-limited per address (app.ts).
   */
  async fieldFigures({ db, body, now }) {
    await recordFigures(db, body.releases, now);
    exportFigures(body.releases);
    return null;
  },
} satisfies Pick<HandlerMap, 'fieldFigures'>;

/**
 * GET /api/release/v1/field-figures?since=ISO[&app=NAME] for release managers: `Authorization: Bearer
 * <RELEASE_MANAGER_TOKEN>` (compared in constant time; without the variable the route answers 403 to everyone).
 * Replies `{ status: true, data: ReleaseFiguresReply }`; 400 naming the field for a bad query.
 */
export function registerReleaseFiguresRoute(
  api: FastifyInstance,
  options: { db: Db; releaseManagerToken: string | undefined },
): void {
  api.get('/release/v1/field-figures', async (request) => {
    if (!isAdmin(request.headers.authorization, options.releaseManagerToken)) throw new ApiError(403, 'Not allowed');
    const query = releaseFiguresQuery.safeParse(request.query);
    if (!query.success) throw badRequest(describeIssues('query', query.error));
    const data = await readFigures(options.db, new Date(query.data.since), query.data.app);
    return { status: true, message: MESSAGES.success, data };
  });
}
