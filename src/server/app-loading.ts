import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Every route schema is zod's. Given to Fastify as its compilers from the start (not set once it is made), they
 * spare the cold start (issue 19) Fastify's own, Ajv and fast-json-stringify: a hundred files loaded only to be
 * replaced. Fastify's types describe Ajv's compilers; zod's take the same arguments, typed with zod's schemas.
 */
export const zodSchemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

type StripeModules = typeof import('./modules/payments/stripe-provider.ts') &
  typeof import('./modules/payments/stripe-webhook.ts');

/**
 * The Stripe provider and webhook routes, with Stripe's SDK under them: loaded only when Stripe is set up, so a
 * start without it does not parse the SDK (issue 19: some 0.7 MB of the server's 3.5 MB bundle).
 */
export const loadStripe = async (): Promise<StripeModules> => ({
  ...(await import('./modules/payments/stripe-provider.ts')),
  ...(await import('./modules/payments/stripe-webhook.ts')),
});
