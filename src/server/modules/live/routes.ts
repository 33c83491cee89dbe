import sse from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { liveQuerySchema } from '#shared/contract/live.ts';
import type { Auth } from '../auth/auth.ts';
import { sessionUser } from '../auth/session.ts';
import { type LiveHub, mayReceive } from './hub.ts';
import { type LiveEvent, liveEventsSince } from './repository.ts';

type Deps = { db: Db; auth: Auth; hub: LiveHub; heartbeatSeconds: number };

/**
 * GET /api/events: one server-sent event stream a browser tab. Who is on the other end comes from the session
 * cookie when the stream opens (a visitor gets only the stock of the products it watches); the browser reconnects
 * on its own and sends Last-Event-ID, and what it missed in the meantime, on whichever instance, is sent first.
 */
export const liveRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, auth, hub, heartbeatSeconds }) => {
  await app.register(sse, { heartbeatInterval: heartbeatSeconds * 1000 });
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    '/api/events',
    {
      sse: 'only',
      schema: {
        tags: ['live'],
        summary:
          'Server-sent events: your orders (order-status, order-placed), all orders for the admin, and the stock ' +
          'of the products named in ?products=id,id',
        querystring: liveQuerySchema,
      },
    },
    async (req, reply) => {
      const user = await sessionUser(auth, req);
      const who = {
        userId: user?.id ?? null,
        admin: user?.role === 'admin',
        products: new Set(req.query.products),
      };
      const write = (event: LiveEvent) =>
        void reply.sse.send({ id: String(event.id), event: event.kind, data: event.data }).catch(() => {});

      // Live events that arrive while the missed ones are read wait, so the stream stays in order, without twins.
      const sent = new Set<number>();
      let waiting: LiveEvent[] | null = [];
      const disconnect = hub.connect({
        ...who,
        send(event) {
          if (waiting) waiting.push(event);
          else write(event);
        },
        close: () => reply.sse.close(),
      });
      reply.sse.onClose(disconnect);
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      // Node holds written headers back until the first body byte; the browser's `open` should not wait for one.
      reply.raw.flushHeaders();

      const lastId = Number(reply.sse.lastEventId);
      if (Number.isSafeInteger(lastId) && lastId > 0) {
        try {
          for (const event of await liveEventsSince(db, lastId)) {
            if (!mayReceive(who, event)) continue;
            sent.add(event.id);
            write(event);
          }
        } catch (err) {
          // The stream is open already; the browser refetches what it shows on every (re)connection anyway.
          req.log.warn({ err }, 'could not replay missed live events');
        }
      }
      const arrived = waiting;
      waiting = null;
      for (const event of arrived) if (!sent.has(event.id)) write(event);
    },
  );
};
