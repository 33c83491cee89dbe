import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '#shared/contract/admin-messages.ts';
import { buttonOutline, textLink } from '#web/components/ui/styles.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useMarkSpam } from '../api/messages.ts';

/** Past this many characters a message shows its first lines, with "Show more". */
const FOLD_AT = 400;

/** One contact-form message: who, when, the text as written, and a reply by e-mail with the subject filled in. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkSpam();
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const move = () =>
    mark.mutate(
      { id: message.id, spam: !message.spam },
      {
        onSuccess: () => toast.success(message.spam ? 'Moved to the inbox' : 'Moved to spam'),
        onError: (err) => toast.error(err.message),
      },
    );
  const long = message.message.length > FOLD_AT;
  const [open, setOpen] = useState(false);
  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`message-${message.id}`} className="font-semibold break-words text-stone-900">
          {message.subject}
        </h2>
        <time dateTime={message.createdAt} className="text-sm text-stone-600">
          {formatDateTime(message.createdAt)}
        </time>
      </header>
      <p className="mt-1 text-sm break-words text-stone-700">
        From {message.name} &lt;{message.email}&gt;
      </p>
      <p
        id={`message-text-${message.id}`}
        className={`mt-3 whitespace-pre-wrap break-words text-stone-800 ${long && !open ? 'line-clamp-4' : ''}`}
      >
        {message.message}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`message-text-${message.id}`}
          onClick={() => setOpen((o) => !o)}
          className={`${textLink} mt-1 text-sm`}
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={reply} className={buttonOutline}>
          Reply by e-mail<span className="sr-only"> to {message.name}</span>
        </a>
        <button type="button" onClick={move} disabled={mark.isPending} className={buttonOutline}>
          {message.spam ? 'Not spam' : 'Mark as spam'}
        </button>
      </div>
    </article>
  );
}
