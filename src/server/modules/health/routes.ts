import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, migrationState } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import {
  healthSchema,
  healthUnavailableSchema,
  notReadySchema,
  readySchema,
} from '#shared/contract/health.ts';
import type { CatalogService } from '../catalog/service.ts';

const UNREACHABLE = 'The database cannot be reached.';

/**
 * Two checks for a load balancer or an orchestrator (issue 19): /api/health says the process is alive and can reach
 * its database; /api/ready says it can serve shoppers correctly: the database reachable, every migration of this
 * build applied, and the listing index built (asking builds it, so a new instance is warm before it gets traffic).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  catalog: Pick<CatalogService, 'warm' | 'indexed'>;
}> = async (app, { database, catalog }) => {
  /** Runs `check`; a database that cannot be reached answers false, anything else is a real fault (500). */
  async function reachable(check: () => Promise<unknown>): Promise<boolean> {
    try {
      await check();
      return true;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return false;
    }
  }

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability: 503 while the database cannot be reached',
        response: {
          200: healthSchema,
          503: healthUnavailableSchema,
        },
      },
    },
    async (_req, reply) => {
      if (await reachable(() => database.db.execute(sql`select 1`))) {
        return { status: 'ok' as const, database: database.kind };
      }
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, database: database.kind, message: UNREACHABLE });
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database reachable, every migration of this build applied and the listing index built ' +
          '(asking builds it); 503 with the reason otherwise',
        response: {
          200: readySchema,
          503: notReadySchema,
        },
      },
    },
    async (_req, reply) => {
      const notReady = (message: string) =>
        reply.code(503).send({ status: 'not_ready' as const, database: database.kind, message });
      let migrations = { applied: 0, expected: 0 };
      if (!(await reachable(async () => (migrations = await migrationState(database.db))))) {
        return notReady(UNREACHABLE);
      }
      if (migrations.applied < migrations.expected) {
        return notReady(
          `The database has ${migrations.applied} of this build's ${migrations.expected} migrations applied.`,
        );
      }
      if (!catalog.indexed() && !(await reachable(catalog.warm))) return notReady(UNREACHABLE);
      return {
        status: 'ready' as const,
        database: database.kind,
        migrations,
        listingIndex: 'built' as const,
      };
    },
  );
};
