import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type pg from 'pg';
import client from 'prom-client';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

// Prometheus metrics (issue 19), for the owner's monitoring: request durations by route and status (fastify-metrics),
// the process's vitals (prom-client's defaults), and the shop's own: database pool use, the mail outbox's backlog
// and failures, live-stream clients, orders by status and payment failures. Served at GET /api/metrics only when
// METRICS_TOKEN is set, and then only with that token: never public by default.

type Options = {
  /** METRICS_TOKEN; without one there is no metrics route and nothing is measured. */
  token: string | undefined;
  database: Database;
  /** Open live streams on this instance. */
  liveStreams: () => number;
  /** Each in-memory cache's bytes on this instance, by name (filled in as the app builds its caches). */
  caches: Record<string, () => number>;
};

/** What the shop counts as it happens (the rest is read from the database when Prometheus asks). */
export type ShopCounters = { paymentFailed(): void };

const noCounters: ShopCounters = { paymentFailed() {} };

declare module 'fastify' {
  interface FastifyInstance {
    shopCounters: ShopCounters;
  }
}

const bearer = (req: FastifyRequest) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const metrics = fp(async (app: FastifyInstance, { token, database, liveStreams, caches }: Options) => {
  if (!token) {
    app.decorate('shopCounters', noCounters);
    return;
  }
  // Each app its own registry, so two apps in one process (tests, two instances) never share or clash.
  const registry = new client.Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: { histogram: { registers: [registry] } },
      // Addresses nobody routed (scans, typos) are one label, not one series each.
      registeredRoutesOnly: true,
      routeBlacklist: ['/api/metrics'],
    },
  });

  const registers = [registry];
  // biome-ignore lint/suspicious/noExplicitAny: reach the pool under the drizzle instance (PostgreSQL only)
  const pool = database.kind === 'postgres' ? ((database.db as any).$client as pg.Pool) : null;
  if (pool) {
    new client.Gauge({
      name: 'tressa_db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const countBy = async (table: string, column: string) =>
    (
      (await database.db.execute(
        sql`SELECT ${sql.identifier(column)} AS key, count(*)::int AS n FROM ${sql.identifier(table)} GROUP BY 1`,
      )) as { rows: { key: string; n: number }[] }
    ).rows;
  new client.Gauge({
    name: 'tressa_mail_outbox',
    help: 'E-mails in the outbox by status: pending is the backlog, failed gave up after its last attempt',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      for (const row of await countBy('mail_outbox', 'status')) this.set({ status: row.key }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'tressa_orders',
    help: 'Orders by status, all instances (placed and later: paid; awaiting_payment: checkouts holding stock)',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      for (const row of await countBy('orders', 'status')) this.set({ status: row.key }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'tressa_live_streams',
    help: 'Live-update streams (server-sent events) open on this instance',
    registers,
    collect() {
      this.set(liveStreams());
    },
  });
  new client.Gauge({
    name: 'tressa_cache_bytes',
    help: 'Bytes held by each in-memory cache of this instance (each bounded by its setting): its growth is not a leak',
    labelNames: ['cache'],
    registers,
    collect() {
      for (const [cache, bytes] of Object.entries(caches)) this.set({ cache }, bytes());
    },
  });
  const paymentFailures = new client.Counter({
    name: 'tressa_payment_failures_total',
    help: 'Payments declined or failed, as reported to this instance',
    registers,
  });
  app.decorate('shopCounters', { paymentFailed: () => paymentFailures.inc() });

  app.get(
    '/api/metrics',
    {
      schema: { hide: true },
      config: { disableMetrics: true },
      onRequest: async (req) => {
        if (!same(bearer(req), token)) {
          throw new AppError(
            401,
            ERROR_CODES.unauthorized,
            'The metrics need the METRICS_TOKEN as a bearer token.',
          );
        }
      },
    },
    async (_req, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
});
