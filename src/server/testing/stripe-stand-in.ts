import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeClient } from '../modules/payments/stripe-provider.ts';

type HeldCall = 'create' | 'cancel';

export type SentToStripe = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
};

/**
 * A stand-in for api.stripe.com on a local port, for the payment tests: it records each request and answers with
 * Stripe-shaped payment intents (create, retrieve, cancel — refused for a finished intent, as Stripe does) and
 * refunds (create — refused for an unpaid intent or beyond what remains, as Stripe does — and retrieve), and
 * `pi_down` answers as if Stripe were down. A test changes `intents` to play the shopper's side (paid, declined),
 * makes a create or an intent's cancel fail as if Stripe were down (`failing`), or holds the next create or cancel
 * back until it lets it go (`hold`): the moment a race needs, made to happen on every run rather than by luck.
 * `client` is the shop's own Stripe client (the real SDK) pointed at it.
 */
export async function startStripeStandIn(secretKey: string) {
  const sent: SentToStripe[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  /** 'create', or an intent id whose cancel fails: answered as Stripe answers when it is down. */
  const failing = new Set<string>();
  const holds: { call: HeldCall; reached: () => void; released: Promise<void> }[] = [];
  const releases: (() => void)[] = [];
  const held = async (call: HeldCall) => {
    const i = holds.findIndex((h) => h.call === call);
    if (i < 0) return;
    const [hold] = holds.splice(i, 1);
    hold?.reached();
    await hold?.released;
  };
  const down = { error: { type: 'api_error', message: 'Stripe is down' } };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(raw);
      sent.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form,
        headers: req.headers,
      });
      const reply = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        await held('create');
        if (failing.has('create')) return reply(500, down);
        const id = `pi_${intents.size + 1}abc`;
        intents.set(id, {
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_xyz`,
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          metadata: { orderId: form.get('metadata[orderId]') },
          latest_charge: null,
        });
        return reply(200, intents.get(id));
      }
      const cancel = url.pathname.match(/^\/v1\/payment_intents\/(\w+)\/cancel$/);
      if (req.method === 'POST' && cancel) {
        await held('cancel');
        if (failing.has(cancel[1] ?? '')) return reply(500, down);
        const target = intents.get(cancel[1] ?? '');
        if (!target)
          return reply(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
        if (target.status === 'succeeded' || target.status === 'canceled') {
          // Stripe refuses to cancel a finished intent.
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'finished',
            },
          });
        }
        target.status = 'canceled';
        return reply(200, target);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const again = [...refunds.values()].find((r) => r.idempotency_key === key);
        if (again) return reply(200, again);
        const intentId = form.get('payment_intent') ?? '';
        const paid = intents.get(intentId);
        const refused = (message: string) =>
          reply(400, { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message } });
        if (paid?.status !== 'succeeded')
          return refused('This PaymentIntent does not have a successful charge.');
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intentId && r.status !== 'failed')
          .reduce((sum, r) => sum + Number(r.amount), 0);
        const amount = Number(form.get('amount'));
        if (amount > Number(paid.amount) - refunded)
          return refused('Refund amount is greater than unrefunded amount.');
        const id = `re_${refunds.size + 1}abc`;
        refunds.set(id, {
          id,
          object: 'refund',
          amount,
          currency: paid.currency,
          payment_intent: intentId,
          status: 'succeeded',
          failure_reason: null,
          metadata: form.get('metadata[reference]') ? { reference: form.get('metadata[reference]') } : {},
          idempotency_key: key,
        });
        return reply(200, refunds.get(id));
      }
      const refund = url.pathname.match(/^\/v1\/refunds\/(\w+)$/);
      if (req.method === 'GET' && refund) {
        const found = refunds.get(refund[1] ?? '');
        if (found) return reply(200, found);
        return reply(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' },
        });
      }
      const id = url.pathname.replace('/v1/payment_intents/', '');
      if (id === 'pi_down') return reply(500, down);
      const pi = intents.get(id);
      if (req.method === 'GET' && pi) return reply(200, pi);
      reply(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createStripeClient(secretKey, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    sent,
    intents,
    refunds,
    failing,
    client,
    /** The forms of the payment intents the shop asked for, as Stripe's dashboard would show the payments. */
    created: () =>
      sent.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').map((r) => r.form),
    /** The intent ids the shop asked to cancel, in the order it asked: Stripe's request log. */
    cancels: () =>
      sent.flatMap(
        (r) =>
          (r.method === 'POST' && r.path.match(/^\/v1\/payment_intents\/(\w+)\/cancel$/)?.slice(1)) || [],
      ),
    /** Holds the next `call` that arrives: `reached` once it is here, answered only after `release()`. */
    hold(call: HeldCall) {
      let reached = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ call, reached, released });
      releases.push(release);
      return { reached: arrived, release };
    },
    /** Lets every held call go (after each test, so a test that failed leaves no request hanging). */
    releaseAll() {
      holds.length = 0;
      for (const release of releases.splice(0)) release();
    },
    /**
     * Marks an intent paid with a Visa charge, as Stripe would hold it after the shopper paid, and answers it as
     * a webhook event carries it (its charge as an id only, like Stripe's).
     */
    paidIntent(id: string, orderId: string, amount: number) {
      const card = { brand: 'visa', last4: '4242' };
      const charge = { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card } };
      const pi = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_s`,
        status: 'succeeded',
        amount,
      };
      intents.set(id, {
        ...pi,
        currency: 'gbp',
        metadata: { orderId },
        latest_charge: charge,
        last_payment_error: null,
      });
      return { ...intents.get(id), latest_charge: 'ch_1' };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
