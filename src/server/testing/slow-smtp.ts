import type { Rng } from '../db/seed/random.ts';
import { startTestSmtpServer } from '../modules/mail/testing.ts';

/**
 * A local mail server that takes its time over each message (20–170 ms, drawn from `random`, so a shop killed
 * meanwhile is killed mid-send) and keeps every one it accepts.
 */
export async function slowSmtpServer(random: Rng) {
  const smtp = await startTestSmtpServer(0, { delayMs: () => 20 + random() * 150 });
  return {
    ...smtp,
    /** How many times each message arrived, by its Message-ID (the shop's is `<outbox id@tressa>`). */
    receivedById() {
      const byId = new Map<string, number>();
      for (const { raw } of smtp.received) {
        const id = /^Message-ID:\s*<([^@>]+)@tressa>/im.exec(raw)?.[1] ?? '';
        byId.set(id, (byId.get(id) ?? 0) + 1);
      }
      return byId;
    },
  };
}

export type SlowSmtpServer = Awaited<ReturnType<typeof slowSmtpServer>>;
