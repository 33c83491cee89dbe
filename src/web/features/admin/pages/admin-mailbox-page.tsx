import { useId } from 'react';
import { MAIL_STATUSES, type MailStatus } from '#shared/contract/admin-mail.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { useMailbox } from '../api/mailbox.ts';
import { ListResults } from '../components/list-results.tsx';
import { MailTable } from '../components/mail-table.tsx';
import { useListParams } from '../use-list-params.ts';

const PER_PAGE = 25;
const LABELS: Record<MailStatus, string> = { pending: 'Queued', sent: 'Sent', failed: 'Failed' };

/** /admin/mailbox: every e-mail the shop has sent or will send (docs/product.md#email), newest first. */
export function AdminMailboxPage() {
  const list = useListParams('status', MAIL_STATUSES);
  const mail = useMailbox({ status: list.filter, page: list.page, perPage: PER_PAGE });
  const filterId = useId();

  return (
    <section aria-labelledby="mailbox-heading">
      <title>Mailbox | Admin | Tressa</title>
      <h1 id="mailbox-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Mailbox
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        Every e-mail the shop sends waits here until it is delivered. A failed one can be sent again.
      </p>
      <div className="mt-5 sm:w-56">
        <label htmlFor={filterId} className={fieldLabel}>
          Status
        </label>
        <select
          id={filterId}
          value={list.filter ?? ''}
          onChange={(e) => list.setFilter((e.target.value || undefined) as MailStatus | undefined)}
          className={field}
        >
          <option value="">All messages</option>
          {MAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <ListResults
        query={mail}
        noun={['message', 'messages']}
        errorTitle="The mailbox could not be loaded."
        empty="No messages"
        pagerLabel="Mailbox pages"
        onPage={list.setPage}
      >
        {(data) => <MailTable mails={data.items} />}
      </ListResults>
    </section>
  );
}
