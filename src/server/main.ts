import 'dotenv/config';
// After .env is read (it may set NODE_ENV), before any other library reads it.
import './node-env.ts';

// The rest is imported here, not above: in the built server (bundled by scripts/build-server.ts) a static import
// of code shared with start.ts would run before the two lines above.
const { loadConfig } = await import('./config.ts');
const { openDatabase } = await import('./db/client.ts');

// `npm start` passes --demo: the one-command demo takes test cards unless Stripe is set up. It never overrides an
// explicit PAYMENTS, and a partial Stripe setup still refuses to start.
const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
if (process.argv.includes('--demo') && !process.env.PAYMENTS && !stripeKeys.some((k) => process.env[k])) {
  process.env.PAYMENTS = 'test';
}
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A setting to fix, not a crash: the message alone, without a stack trace around it.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
})();
// Start-up in parallel (issue 19): the embedded database starts (about half a second of PGlite's own work) while the
// rest of the server (Fastify, the modules, the storefront's renderer) loads, instead of one after the other.
const opening = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
// Its failure is reported where startShop awaits it, not as an unhandled rejection while the modules load.
opening.catch(() => {});
const { startShop } = await import('./start.ts');
const { app, database } = await startShop(config, { database: opening });
if (config.payments.mode === 'test') {
  app.log.warn(
    'Payments are in TEST MODE (PAYMENTS=test): the built-in test-card provider takes no real money. ' +
      'Set the three STRIPE_* keys to take cards.',
  );
}
if (!config.mail.smtpUrl) {
  app.log.warn(
    `No SMTP_URL: e-mail is written to ${config.dataDir}/mail (readable in the admin Mailbox). Set SMTP_URL to send it.`,
  );
}

// Stop taking requests, let those in flight finish, then close the database, so no write is cut in half.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`\n  Tressa is running at http://localhost:${config.port}  (database: ${where})\n`);
