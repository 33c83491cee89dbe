import type { OutgoingMail } from '../mail/outbox.ts';

export function passwordResetMail({
  to,
  link,
  shopName,
}: {
  to: string;
  link: string;
  shopName: string;
}): OutgoingMail {
  return {
    to,
    kind: 'password-reset',
    subject: `Reset your ${shopName} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link:`,
      '',
      link,
      '',
      'The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      `${shopName}`,
    ].join('\n'),
  };
}
