import 'dotenv/config';
import { loadConfig } from './config.ts';
import { startShop } from './start.ts';

const config = loadConfig();
const { app, database } = await startShop(config);
if (!config.mail.smtpUrl) {
  app.log.warn(
    `No SMTP_URL: e-mail is written to ${config.dataDir}/mail and its links are logged. Set SMTP_URL to send it.`,
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
