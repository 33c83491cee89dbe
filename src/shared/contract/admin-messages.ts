import { z } from 'zod';
import { pageOf, pagingQuery } from './paging.ts';

/** The contact form's messages for the admin: the inbox, or (spam=true) what the honeypot caught. */
export const messagesQuerySchema = z.object({
  spam: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ...pagingQuery(20, 100),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  spam: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const messagesSchema = pageOf(contactMessageSchema);
export type Messages = z.infer<typeof messagesSchema>;

/** The admin's verdict on one message: spam, or not after all. */
export const markSpamSchema = z.object({ spam: z.boolean() });
