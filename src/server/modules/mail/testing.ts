import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Test helpers: a real SMTP server to deliver to, and just enough RFC 822/MIME parsing to check what arrived
// (mailparser is not a dependency).

export type ReceivedMail = { mailFrom: string; rcptTo: string[]; raw: string };
export type TestSmtpServer = { port: number; received: ReceivedMail[]; close(): Promise<void> };

/**
 * Listens on 127.0.0.1 (port 0 picks a free one) and keeps every message it accepts. `delayMs`, when given, is how
 * long it takes over each message before accepting it (a crash test kills the shop mid-send).
 */
export async function startTestSmtpServer(
  port = 0,
  { delayMs }: { delayMs?: () => number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((a) => a.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (delayMs) setTimeout(accept, delayMs());
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client killed mid-send resets its connection: the server's to shrug off, as a real one does.
  server.on('error', () => {});
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago and has nothing listening on it now. */
export async function closedPort(): Promise<number> {
  const server = await startTestSmtpServer();
  await server.close();
  return server.port;
}

export type ParsedMail = { headers: Record<string, string>; parts: { type: string; body: string }[] };

/** Headers (lower-case names, unfolded) and the leaf parts, each body decoded from quoted-printable/base64. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  return { headers, parts: leafParts(headers, body) };
}

function splitHeaders(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

function leafParts(headers: Record<string, string>, body: string): ParsedMail['parts'] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => {
      const part = splitHeaders(section.replace(/^\r\n/, ''));
      return leafParts(part.headers, part.body);
    });
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let decoded = body;
  if (encoding === 'quoted-printable') {
    decoded = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    decoded = Buffer.from(body, 'base64').toString('utf8');
  }
  return [{ type: type.split(';')[0]?.trim().toLowerCase() ?? '', body: decoded }];
}
