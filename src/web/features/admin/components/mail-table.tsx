import { Link } from 'react-router';
import type { MailRow } from '#shared/contract/admin-mail.ts';
import { formatDateTime } from './format.ts';
import { MailStatus } from './mail-status.tsx';
import { RetryMailButton } from './retry-mail-button.tsx';

/** The outbox, one row a message; the subject opens it. */
export function MailTable({ mails }: { mails: MailRow[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Outgoing e-mail</caption>
        <thead className="bg-stone-50 text-xs tracking-wider text-stone-600 uppercase">
          <tr>
            {['Time', 'To', 'Subject', 'Kind', 'Status', ''].map((h, i) => (
              <th key={h || `col-${i}`} scope="col" className="px-4 py-3">
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {mails.map((m) => (
            <tr key={m.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{formatDateTime(m.createdAt)}</td>
              <td className="px-4 py-3 break-all">{m.to}</td>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/mailbox/${m.id}`}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {m.subject}
                </Link>
              </td>
              <td className="px-4 py-3 text-stone-700">{m.kind}</td>
              <td className="max-w-56 px-4 py-3">
                <MailStatus mail={m} />
              </td>
              <td className="px-4 py-3">
                {m.status === 'failed' && <RetryMailButton id={m.id} subject={m.subject} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
