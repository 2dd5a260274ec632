import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import type { Database } from '../db/database';
import {
  findNotice,
  listCarousel,
  listCountries,
  listLatestNotices,
  listNotices,
} from '../services/content-queries';
import { ApiError, ApiErrorCode } from './envelope';
import { langParam, requestLanguage } from './language';
import { getRoute, intParam } from './route';
import { registerV2AccountRoutes } from './v2-account-routes';
import { registerV2ApiKeyRoutes } from './v2-api-key-routes';
import { registerV2ListingRoutes } from './v2-listing-routes';
import { registerV2SecurityRoutes } from './v2-security-routes';
import { registerV2SupportRoutes } from './v2-support-routes';
import { registerV2UserRoutes } from './v2-user-routes';

/** The most notices one page of public/notic/list holds. */
export const NOTICE_PAGE_MAX = 100;

export function registerV2Routes(
  app: FastifyInstance,
  deps: { database: Database; now: () => number; auth: AuthModule },
): void {
  // Answers depend on the language headers when no `lang` parameter is given.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', 'language, accept-language');
  });

  getRoute(app, '/public/country/list', z.object({ lang: langParam }), (query, request) =>
    listCountries(deps.database, requestLanguage(request, query.lang)),
  );

  getRoute(app, '/public/carousel/list', z.object({ lang: langParam }), (query, request) =>
    listCarousel(deps.database, requestLanguage(request, query.lang), new Date(deps.now())),
  );

  getRoute(
    app,
    '/public/notic/latest/list',
    z.object({ lang: langParam, size: intParam(1, 50).default(10) }),
    (query, request) =>
      listLatestNotices(
        deps.database,
        requestLanguage(request, query.lang),
        query.size,
        new Date(deps.now()),
      ),
  );

  // Every published notice, a page at a time: the notices page and the sitemap read it.
  getRoute(
    app,
    '/public/notic/list',
    z.object({
      lang: langParam,
      page: intParam(1, 100_000).default(1),
      size: intParam(1, NOTICE_PAGE_MAX).default(20),
    }),
    (query, request) =>
      listNotices(
        deps.database,
        requestLanguage(request, query.lang),
        query.page,
        query.size,
        new Date(deps.now()),
      ),
  );

  // An unknown id and one not yet published answer alike: 404, as a missing order does.
  getRoute(
    app,
    '/public/notic/detail',
    z.object({ lang: langParam, id: intParam(1, Number.MAX_SAFE_INTEGER) }),
    async (query, request) => {
      const notice = await findNotice(
        deps.database,
        requestLanguage(request, query.lang),
        query.id,
        new Date(deps.now()),
      );
      if (!notice) throw new ApiError(ApiErrorCode.notFound, 'notice not found');
      return notice;
    },
  );

  registerV2UserRoutes(app, deps.auth);
  registerV2AccountRoutes(app, deps.auth, deps);
  registerV2ApiKeyRoutes(app, deps.auth);
  registerV2SecurityRoutes(app, deps.auth);
  registerV2ListingRoutes(app, deps.auth.listing);
  registerV2SupportRoutes(app, deps.auth);
}
