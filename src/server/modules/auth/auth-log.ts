import type { FastifyBaseLogger } from 'fastify';

type Level = 'info' | 'warn' | 'error' | 'debug';

/**
 * better-auth's logger, written into the app's log instead of the console: its errors then pass through the
 * app's error serializer (log-safety.ts), so a failed query it logs shows its SQL and not the e-mail in it.
 * Only an error among its arguments is kept; other arguments may be a user or a request body.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    log(level: Level, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      log[level](err ? { err } : {}, `better-auth: ${message}`);
    },
  };
}
