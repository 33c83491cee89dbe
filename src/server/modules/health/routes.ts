import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';

const kind = z.enum(['pglite', 'postgres']);

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability: 503 while the database cannot be reached',
        response: {
          200: z.object({ status: z.literal('ok'), database: kind }),
          503: z.object({ status: z.literal('unavailable'), database: kind, message: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        // Anything else is a real fault: the error handler answers 500, which a load balancer sees too.
        if (!isDatabaseUnavailable(err)) throw err;
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: database.kind,
          message: 'The database cannot be reached.',
        });
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
