import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CONTACT_RATE_LIMITED } from '#shared/contract/contact.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: 'owner@tressa.test', SHOP_NAME: 'Tressa' } });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test writes from its own address, so the per-IP limit only trips where a test means it to. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Shopper',
  email: `ada.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  subject: 'Do you ship to Ireland?',
  message: 'Hello,\nI would like to order a frontal. Do you ship to Dublin?\nThanks',
  ...over,
});

const send = (body: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip });

const stored = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /api/contact', () => {
  it('stores the message, then queues one e-mail to the shop and an acknowledgement to the sender', async () => {
    const body = message();
    const before = (await mailsTo('owner@tressa.test')).length;
    const res = await send(body, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      name: body.name,
      subject: body.subject,
      message: body.message,
      spam: false,
      ip: `192.0.2.${ipCounter}`,
    });

    const toShop = (await mailsTo('owner@tressa.test')).slice(before);
    expect(toShop).toHaveLength(1);
    expect(toShop[0]).toMatchObject({ kind: 'contact', subject: 'Contact form: Do you ship to Ireland?' });
    expect(toShop[0]?.text).toContain(body.message);
    expect(toShop[0]?.text).toContain(body.email);

    const ack = await mailsTo(body.email);
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({ kind: 'contact-acknowledgement' });
    // A stranger's address may have been typed in: the acknowledgement repeats nothing the sender wrote.
    expect(ack[0]?.text).not.toContain('Dublin');
    expect(ack[0]?.subject).not.toContain('Ireland');
  });

  it('accepts a filled honeypot like any message, but keeps it as spam and mails nothing', async () => {
    const body = message({ website: 'http://cheap-hair.example' });
    const before = (await mailsTo('owner@tressa.test')).length;
    const res = await send(body, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [row] = await stored(body.email);
    expect(row?.spam).toBe(true);
    expect(await mailsTo(body.email)).toEqual([]);
    expect(await mailsTo('owner@tressa.test')).toHaveLength(before);
  });

  it('requires every field, and refuses line breaks in the name and subject (mail headers)', async () => {
    const ip = freshIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-address' }, 'Please enter a valid e-mail address'],
      [{ email: 'ada@example.com\r\nBcc: victim@example.com' }, 'Please enter a valid e-mail address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: ' ' }, 'Message is required'],
      [{ subject: 'Hi\r\nBcc: victim@example.com' }, 'Subject must be on one line'],
      [{ name: 'Ada\nBcc: victim@example.com' }, 'Name must be on one line'],
      [{ message: 'x'.repeat(5001) }, 'Message is too long'],
    ];
    for (const [over, words] of cases) {
      const body = message(over);
      const res = await send(body, ip);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toContain(words);
      expect(await stored(body.email as string)).toEqual([]);
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victim@example.com'))).toEqual([]);
  });

  it('allows five messages per IP address in ten minutes, then answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(message(), ip)).statusCode).toBe(200);
    const sixth = message();
    const res = await send(sixth, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: CONTACT_RATE_LIMITED });
    expect(await stored(sixth.email)).toEqual([]);
    expect(await mailsTo(sixth.email)).toEqual([]);
    // Someone else is not held up.
    expect((await send(message(), freshIp())).statusCode).toBe(200);
  });
});
