import { SMTPServer } from 'smtp-server';
import type { Rng } from '../db/seed/random.ts';

/**
 * A local mail server that takes its time over each message (20–170 ms, drawn from `random`, so a shop killed
 * meanwhile is killed mid-send) and keeps every one it accepts.
 */
export async function slowSmtpServer(random: Rng) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(
          () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          },
          20 + random() * 150,
        );
      });
    },
  });
  // A shop killed mid-send resets its connection: the server's to shrug off, as a real one does.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    /** How many times each message arrived, by its Message-ID (the shop's is `<outbox id@tressa>`). */
    receivedById() {
      const byId = new Map<string, number>();
      for (const raw of received) {
        const id = /^Message-ID:\s*<([^@>]+)@tressa>/im.exec(raw)?.[1] ?? '';
        byId.set(id, (byId.get(id) ?? 0) + 1);
      }
      return byId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SlowSmtpServer = Awaited<ReturnType<typeof slowSmtpServer>>;
