import type { ContactBody } from '#shared/contract/contact.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

type Shop = { name: string; email: string };

/** The message, to the shop's own address, with who sent it so the shop can answer. */
export function contactToShopMail(m: ContactBody, shop: Shop, messageId: string): OutgoingMail {
  return {
    to: shop.email,
    kind: 'contact',
    subject: `Contact form: ${m.subject}`,
    text: [
      `${m.name} <${m.email}> wrote through the contact form:`,
      '',
      `Subject: ${m.subject}`,
      '',
      m.message,
      '',
      `(Message ${messageId}; reply to ${m.email}.)`,
    ].join('\n'),
  };
}

/**
 * The acknowledgement. Anyone can type any address into the form, so this e-mail repeats nothing they wrote:
 * the shop must not become a way to send a stranger someone else's words.
 */
export function contactAcknowledgementMail(to: string, shop: Shop): OutgoingMail {
  return {
    to,
    kind: 'contact-acknowledgement',
    subject: `We received your message to ${shop.name}`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${shop.name}. We have received your message and will contact you shortly.`,
      '',
      `If you did not send a message to ${shop.name}, someone may have typed your address by mistake; you can`,
      'ignore this e-mail.',
      '',
      shop.name,
    ].join('\n'),
  };
}
