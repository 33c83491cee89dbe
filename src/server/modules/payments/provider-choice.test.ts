import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createTestApp } from '#server/testing/test-app.ts';

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

  it('is the built-in test provider without Stripe keys (outside production), without a webhook', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.services.provider.name).toBe('test');
      const hook = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses to start on a partial Stripe setup, naming what is missing', () => {
    for (const keys of [
      { STRIPE_SECRET_KEY: 'sk_live_x' },
      { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
      { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', ...keys })).toThrow(/Stripe is partly configured.*missing/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs/);
  });

  it('in production runs the test-card provider only when PAYMENTS=test says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS=test/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments).toEqual({
      mode: 'test',
      stripe: undefined,
    });
    const stripe = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }).payments;
    expect(stripe.mode).toBe('stripe');
    expect(stripe.stripe?.publishableKey).toBe('pk_live_x');
  });
});
