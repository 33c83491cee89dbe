import { useId } from 'react';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { useMessages } from '../api/messages.ts';
import { ListResults } from '../components/list-results.tsx';
import { MessageCard } from '../components/message-card.tsx';
import { useListParams } from '../use-list-params.ts';

const PER_PAGE = 20;
const BOXES = ['spam'] as const;

/** /admin/messages: the contact form's messages, newest first; what the honeypot caught is kept apart. */
export function AdminMessagesPage() {
  const list = useListParams('box', BOXES);
  const spam = list.filter === 'spam';
  const messages = useMessages({ spam, page: list.page, perPage: PER_PAGE });
  const boxId = useId();

  return (
    <section aria-labelledby="messages-heading">
      <title>Messages | Admin | Tressa</title>
      <h1 id="messages-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Messages
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        What shoppers wrote through the contact form. Messages caught by the form's spam trap are kept under
        Spam and were never e-mailed.
      </p>
      <div className="mt-5 sm:w-56">
        <label htmlFor={boxId} className={fieldLabel}>
          Show
        </label>
        <select
          id={boxId}
          value={spam ? 'spam' : ''}
          onChange={(e) => list.setFilter(e.target.value === 'spam' ? 'spam' : undefined)}
          className={field}
        >
          <option value="">Inbox</option>
          <option value="spam">Spam</option>
        </select>
      </div>
      <ListResults
        query={messages}
        noun={['message', 'messages']}
        errorTitle="The messages could not be loaded."
        empty="No messages"
        pagerLabel="Messages pages"
        onPage={list.setPage}
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.items.map((m) => (
              <li key={m.id}>
                <MessageCard message={m} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
