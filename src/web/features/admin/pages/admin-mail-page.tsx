import { Link, useParams } from 'react-router';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { useMailMessage } from '../api/mailbox.ts';
import { formatDateTime } from '../components/format.ts';
import { MailStatus } from '../components/mail-status.tsx';
import { RetryMailButton } from '../components/retry-mail-button.tsx';

/** /admin/mailbox/:id: one message as it was (or will be) sent, in plain text. */
export function AdminMailPage() {
  const { id = '' } = useParams();
  const message = useMailMessage(id);
  const m = message.data;

  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <title>Message | Admin | Tressa</title>
      <Link to="/admin/mailbox" className={textLink}>
        ← Back to the mailbox
      </Link>
      <h1 id="mail-heading" className="font-display text-3xl break-words text-brand-900">
        {m?.subject ?? 'Message'}
      </h1>
      {message.isError ? (
        <QueryError
          title="The message could not be loaded."
          error={message.error}
          onRetry={() => void message.refetch()}
          retrying={message.isFetching}
        />
      ) : !m ? (
        <p role="status" className="text-stone-700">
          Loading the message…
        </p>
      ) : (
        <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="font-medium text-stone-600">To</dt>
            <dd className="break-all">{m.to}</dd>
            <dt className="font-medium text-stone-600">Kind</dt>
            <dd>{m.kind}</dd>
            <dt className="font-medium text-stone-600">Queued</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
            <dt className="font-medium text-stone-600">Sent</dt>
            <dd>{m.sentAt ? formatDateTime(m.sentAt) : 'Not yet'}</dd>
            <dt className="font-medium text-stone-600">Status</dt>
            <dd>
              <MailStatus mail={m} /> <span className="text-stone-600">({m.attempts} attempts)</span>
            </dd>
          </dl>
          {m.status === 'failed' && (
            <div className="mt-3">
              <RetryMailButton id={m.id} subject={m.subject} />
            </div>
          )}
          <pre className="mt-5 overflow-x-auto rounded-lg bg-stone-50 p-4 text-sm whitespace-pre-wrap break-words text-stone-900">
            {m.text}
          </pre>
        </article>
      )}
    </section>
  );
}
