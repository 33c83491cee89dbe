import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('the payment provider', () => {
  it('is Stripe when its three keys are set: the webhook is mounted and the test cards are not', async () => {
    const t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      expect(t.app.services.provider.name).toBe('stripe');
      expect(t.app.services.provider.publishableKey).toBe('pk_test_x');
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{"type":"payment_intent.succeeded"}',
      });
      expect(hook.statusCode).toBe(400);
      expect(hook.json().error.code).toBe('invalid_signature');
      const test = await t.app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: {} });
      expect(test.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is the built-in test provider otherwise, without a webhook', async () => {
    const t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_only_one_key' } });
    try {
      expect(t.app.services.provider.name).toBe('test');
      const hook = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
