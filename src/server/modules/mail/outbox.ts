import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (password-reset, order-confirmation…); shown in logs and the admin mailbox. */
  kind: string;
};

/**
 * Queues a message for the mail worker. Pass the caller's transaction (a drizzle `tx` from `db.transaction` is
 * a `Db` too) so the message is stored if and only if the caller's own writes commit: nothing is lost when the
 * mail server is down, and nothing is sent for work that was rolled back.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<{ id: string }> {
  // Header fields must stay on one line; a CR/LF here would let user input add headers.
  if (/[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject)) {
    throw new Error('Mail recipient and subject must not contain line breaks');
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('Mail outbox insert returned no row');
  return row;
}
