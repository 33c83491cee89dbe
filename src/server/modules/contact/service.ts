import type { Db } from '#server/db/client.ts';
import { requireWithinLimits } from '#server/rate-limit.ts';
import {
  CONTACT_LIMIT,
  CONTACT_RATE_LIMITED,
  type ContactBody,
  HONEYPOT_FIELD,
} from '#shared/contract/contact.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mail.ts';
import { insertContactMessage } from './repository.ts';

/** `shop`: the owner's settings now (the shop's name and the address its messages go to). */
type Deps = { db: Db; shop: () => { name: string; email: string }; onMailQueued?: () => void };

/**
 * The contact form (docs/product.md#contact): rate-limited per IP, stored first, then the two e-mails queued in the
 * same transaction, so a message is never mailed without being kept, nor kept with its e-mails lost. A filled
 * honeypot is answered like any other message, so the bot learns nothing, but it is kept as spam and not mailed.
 */
export function contactService({ db, shop, onMailQueued }: Deps) {
  return {
    async submit(body: ContactBody, ip: string): Promise<void> {
      await requireWithinLimits(
        db,
        [{ key: `contact:ip:${ip}`, limit: CONTACT_LIMIT }],
        CONTACT_RATE_LIMITED,
      );
      const { [HONEYPOT_FIELD]: honeypot, ...message } = body;
      const spam = !!honeypot?.trim();
      await db.transaction(async (tx) => {
        const { id } = await insertContactMessage(tx, { ...message, spam, ip });
        if (spam) return;
        const to = shop();
        await enqueueMail(tx, contactToShopMail(message, to, id));
        await enqueueMail(tx, contactAcknowledgementMail(message.email, to));
      });
      if (!spam) onMailQueued?.();
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
