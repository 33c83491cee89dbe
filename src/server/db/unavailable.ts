// Whether an error means the database cannot be reached just now (issue 18): a connection refused, cut or timed
// out, or the server shutting down. Such a request is answered 503 (try again shortly), never 500, and the pool
// opens new connections once the database is back, so the shop recovers without a restart.

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL's SQLSTATEs for a lost or refused connection (class 08) and a server going down (57P01–57P03). */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
/** node-postgres says these in words only. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in its own (DrizzleQueryError), with the original as `cause`.
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  }
  return false;
}
