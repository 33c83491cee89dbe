import { z } from 'zod';
import { pageOf, pagingQuery } from './paging.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailboxQuerySchema = z.object({
  status: z
    .union([z.enum(MAIL_STATUSES), z.literal('all'), z.literal('')])
    .transform((v) => (v === 'all' || v === '' ? undefined : v))
    .optional(),
  ...pagingQuery(25, 100),
});
export type MailboxQuery = z.output<typeof mailboxQuerySchema>;

export const mailRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRowSchema>;
export const mailboxSchema = pageOf(mailRowSchema);
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailMessageSchema = mailRowSchema.extend({ text: z.string(), html: z.string().nullable() });
export type MailMessage = z.infer<typeof mailMessageSchema>;
