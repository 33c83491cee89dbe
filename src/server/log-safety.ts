import type { FastifyServerOptions } from 'fastify';

// What a log line may say about a failure: what went wrong and where, never the values involved. Log files travel
// (to hosting dashboards, support tickets, other people's laptops); the customer's e-mail, address or a reset
// token must not travel with them.

/** Safe to keep from any error: codes and names that say what failed, not with what. */
const KEPT = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

/** Drizzle's failed-query message is "Failed query: <sql>\nparams: <values>": the SQL stays, the values go. */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

// An SMTP server's refusal names the recipient ("550 <ada@example.com>: mailbox unavailable").
const EMAIL = /[^\s<>()[\]@"',;:]+@[^\s<>()[\]@"',;:]+\.[^\s<>()[\]@"',;:]+/g;
/** A text that says what failed, with any e-mail address in it masked. */
export const withoutEmails = (text: string) => text.replace(EMAIL, '[e-mail]');

/**
 * An error as the log shows it: type, message (without query parameters or e-mail addresses), stack frames, the
 * SQL of a failed query (placeholders, no values), the database's codes and names, and its causes in the same way.
 * A plain text (the mail worker's `error`) keeps its words, its e-mail addresses masked. Everything
 * else an error carries is left out — a query's `params`, PostgreSQL's `detail` ("Key (email)=(…)", "Failing row
 * contains (…)"), `where`, `hint`, a request body — because any of them may hold a person's data.
 */
export function safeError(err: unknown, depth = 0): unknown {
  if (typeof err === 'string') return withoutEmails(err);
  if (!isErrorLike(err)) return err;
  const type = err.constructor?.name || err.name || 'Error';
  const message = withoutEmails(withoutParams(err.message));
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (typeof err.query === 'string') out.query = withoutEmails(err.query);
  for (const key of KEPT) {
    const value = err[key];
    if (typeof value === 'number') out[key] = value;
    else if (typeof value === 'string') out[key] = withoutEmails(value);
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/**
 * A request as the log shows it, as Fastify's own but with the path alone: the query string may hold an e-mail
 * (the admin's order search) or a token (the reset-password page's link).
 */
function safeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url?.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };
const errSerializer = (err: unknown) => safeError(err) as Serialized;

/**
 * The app's logger options with these serializers, used by every app.log and req.log call and every worker given
 * app.log (pino children inherit them). `err` and `error` are the keys errors are logged under.
 */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, err: errSerializer, error: errSerializer, req: safeRequest },
  };
}
