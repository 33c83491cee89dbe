import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_START_HASH } from '../ssr/page-start.ts';

export type SecurityHeadersOptions = {
  /** Stripe.js is loaded (script, frames, API calls) only when Stripe takes the cards. */
  stripe: boolean;
  /** Google sign-in's redirect is allowed only when it is configured. */
  google: boolean;
  /** HSTS only over https: sent over http it would be ignored, and on localhost it would stick to every port. */
  https: boolean;
};

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  // Card fields and 3-D Secure run in Stripe's frames.
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  form: ['https://hooks.stripe.com'],
};
const GOOGLE = { form: ['https://accounts.google.com'] };

/** The Content-Security-Policy of every answer: our own origin only, plus the providers that are configured. */
export function contentSecurityPolicy({ stripe, google }: Pick<SecurityHeadersOptions, 'stripe' | 'google'>) {
  return {
    defaultSrc: ["'self'"],
    // One inline script, allowed by its hash: a rendered page's start script (ssr/page-start.ts), which holds taps.
    // Otherwise the storefront is a bundled module, and the bank page has no script at all.
    scriptSrc: ["'self'", PAGE_START_HASH, ...(stripe ? STRIPE.script : [])],
    // Inline styles stay allowed: the toast and drawer libraries set style attributes and inject a <style>, and
    // the bank page carries its own. Styles cannot run code; scripts above stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons, blob: for the previews of images chosen for upload.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // blob: the image uploader reads back the picture it has just resized in the browser.
    connectSrc: ["'self'", 'blob:', ...(stripe ? STRIPE.connect : [])],
    frameSrc: stripe ? STRIPE.frame : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The bank page's form posts to us; Stripe's 3-D Secure and Google sign-in may continue on their pages.
    formAction: ["'self'", ...(stripe ? STRIPE.form : []), ...(google ? GOOGLE.form : [])],
    // Nobody may frame the shop: no clickjacking of checkout or the bank page.
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer (API, pages, files), through @fastify/helmet (issue 7, item 6; ASVS V14.4):
 * the CSP above, X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin (our own pages
 * keep full referrers, other sites see only the origin), X-Frame-Options DENY for old browsers, HSTS on https.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts) },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Stripe's 3-D Secure may open a window that must be able to report back.
    crossOriginOpenerPolicy: { policy: opts.stripe ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (req, reply) => {
    // Product images are also shown in e-mails, read in webmail on other sites.
    if (req.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    // An API answer may be a shopper's own data (their orders, their account) or the admin's: never kept by a CDN
    // or proxy in front of the shop, nor on the disk of a shared computer (decision 023). The public answers that
    // may be kept (the shop's settings, the offers, the sitemap) say so themselves.
    else if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
  });
});
