import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type MailMessage = {
  /** The outbox id; it becomes the Message-ID, so a message delivered twice is recognisable as one. */
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string | undefined;
};

export type MailTransport = {
  kind: 'smtp' | 'file';
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailTransportConfig = {
  /** smtp(s)://user:pass@host:port; unset writes .eml files instead. */
  smtpUrl?: string | undefined;
  dataDir: string;
  log: (msg: string) => void;
};

// Nodemailer waits up to 2 min to connect and 10 min on a silent socket; a worker's claim on a message lasts
// 2 min, so a send must give up well before that or another instance could pick the message up mid-send.
// The SMTP URL can still override these (?connectionTimeout=…).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function toNodemailer(msg: MailMessage) {
  return {
    messageId: `<${msg.id}@tressa>`,
    from: msg.from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    ...(msg.html === undefined ? {} : { html: msg.html }),
  };
}

// Nodemailer is loaded when the first message is sent, not at start-up (issue 19: some 35 ms of a cold start, for
// mail that may not come for hours).
const loadNodemailer = () => import('nodemailer').then((m) => m.default);

export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.dataDir, config.log);
}

function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(msg) {
      transporter ??= loadNodemailer().then((n) => n.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
      await (await transporter).sendMail(toNodemailer(msg));
    },
    async close() {
      (await transporter?.catch(() => undefined))?.close();
    },
  };
}

/** Without a mail server: each message becomes DATA_DIR/mail/<time>-<id>.eml, and the log says where. */
function fileTransport(dataDir: string, log: (msg: string) => void): MailTransport {
  const dir = path.join(dataDir, 'mail');
  // Produces the exact RFC 822 text SMTP would carry, with CRLF line ends as the format requires.
  let composer: Promise<Transporter> | undefined;
  return {
    kind: 'file',
    async send(msg) {
      composer ??= loadNodemailer().then((n) =>
        n.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
      );
      const info = await (await composer).sendMail(toNodemailer(msg));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('Mail composer did not return a buffer');
      await mkdir(dir, { recursive: true });
      // ISO time without ':' (not allowed in Windows file names), so names sort by time.
      const stamp = new Date()
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, '');
      const file = path.join(dir, `${stamp}-${msg.id}.eml`);
      // Written aside and renamed, so whoever lists the folder (the admin Mailbox) never sees half a message.
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
      // Only that it was written and where: a reset link in the log would hand an account to whoever reads it.
      log(`Mail saved to ${file} (no SMTP_URL set); open it there or in the admin Mailbox.`);
    },
    async close() {},
  };
}
