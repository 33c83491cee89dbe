import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ContactBody,
  type ContactInput,
  contactBodySchema,
  HONEYPOT_FIELD,
} from '#shared/contract/contact.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' };

type Props = { pending: boolean; onSubmit: (body: ContactBody, reset: () => void) => void };

/** Name, e-mail, subject and message, all required (docs/product.md#contact), and a honeypot no person sees. */
export function ContactForm({ pending, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  });

  return (
    <form
      noValidate
      aria-label="Contact us"
      onSubmit={handleSubmit((body) => onSubmit(body, () => reset(EMPTY)))}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextArea label="Message" rows={7} required error={errors.message?.message} {...register('message')} />
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology, so only a bot fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </form>
  );
}
