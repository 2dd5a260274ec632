import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthModule } from '../auth';
import type { Database } from '../db/database';
import { listCarousel, listCountries, listLatestNotices } from '../services/content-queries';
import { langParam, requestLanguage } from './language';
import { getRoute, intParam } from './route';
import { registerV2AccountRoutes } from './v2-account-routes';
import { registerV2UserRoutes } from './v2-user-routes';

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

  registerV2UserRoutes(app, deps.auth);
  registerV2AccountRoutes(app, deps.auth, deps);
}
