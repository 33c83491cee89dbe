import { z } from 'zod';

// GET /api/health (alive) and GET /api/ready (able to serve shoppers), for a load balancer or an orchestrator.

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
const databaseKind = z.enum(DATABASE_KINDS);

export const healthSchema = z.object({ status: z.literal('ok'), database: databaseKind });
export type Health = z.infer<typeof healthSchema>;

/** A 503 of either probe: its status, the database it looked at, and what is wrong in words. */
const refusal = <S extends string>(status: S) =>
  z.object({ status: z.literal(status), database: databaseKind, message: z.string() });

export const healthUnavailableSchema = refusal('unavailable');
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;

export const readySchema = z.object({
  status: z.literal('ready'),
  database: databaseKind,
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  listingIndex: z.literal('built'),
});
export type Ready = z.infer<typeof readySchema>;

export const notReadySchema = refusal('not_ready');
export type NotReady = z.infer<typeof notReadySchema>;
