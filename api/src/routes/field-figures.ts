/**
 * Release health (decision 0014): the beacon call that receives the host's field figures, and the release managers'
 * read of them (the release CLI and the release page).
 */
import { releaseFiguresQuery } from '@classroom/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { exportFigures } from '../field-figures/metrics';
import { countPageView, readFigures, recordFigures } from '../field-figures/store';
import { studentForToken } from '../auth/tokens';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import { describeIssues } from '../http/register';
import type { HandlerMap } from '../http/handler';
import { isAdmin } from './admin';

export const fieldFiguresHandlers = {
  /**
   * POST telemetry/v1/field-figures/: one page view of a signed-in student. Every release must be live in the
   * channel (400 naming the first that is not; nothing stored, no series created); the body's token must be a
   * signed-in student's (401). What
   * is new of the page view (countPageView: once per page view, once per student per release per window) is added to
   * the rows of the current minute and to the Prometheus collectors, which never name the student. Rate-limited per
   * address (app.ts).
   */
  async fieldFigures({ db, body, now, config }) {
    if (!config.liveReleases) throw badRequest('No channel is configured for field figures (FIELD_FIGURES_CHANNEL)');
    for (const r of body.releases) {
      if (!(await config.liveReleases(r.app, r.version)))
        throw badRequest(`releases: ${r.app} ${r.version} is not live in the channel`);
    }
    const { student } = await studentForToken(db, body.token, now);
    const counted = await countPageView(
      db,
      student.id,
      body.page_view,
      body.releases,
      now,
      config.fieldFiguresWindowMs,
    );
    await recordFigures(db, counted, now);
    exportFigures(counted);
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
