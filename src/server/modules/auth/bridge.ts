import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessage } from '#shared/auth-messages.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';

/**
 * Hands a Fastify request to better-auth as a web Request and copies the answer back. Errors are rewritten into
 * the API's one shape, `{ error: { code, message } }`, with better-auth's code lower-cased and a message a
 * person can read.
 */
export async function forward(
  handler: (req: Request) => Promise<Response>,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  return send(await handler(toWebRequest(req, publicUrl)), reply);
}

/** The Fastify request as the web Request better-auth reads. */
export function toWebRequest(req: FastifyRequest, publicUrl: string): Request {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(new URL(req.url, publicUrl), {
    method: req.method,
    headers: fromNodeHeaders(req.headers),
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

export async function send(response: Response, reply: FastifyReply) {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text === '' ? null : text);
  let code: string = ERROR_CODES.authError;
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    code = body.code?.toLowerCase() ?? code;
    message = body.message;
  } catch {
    // Not JSON: keep the generic code.
  }
  return reply.type('application/json').send({ error: { code, message: authMessage(code, message) } });
}
