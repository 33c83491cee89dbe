import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonPrimary, textLink } from '#web/components/ui/styles.ts';

export const FEATURE_DISABLED_TITLE = 'SORRY, this feature is currently Disabled due to Spamming';

type Props = { open: boolean; onClose: () => void; email: string | undefined };

/**
 * docs/product.md#accounts: what 'Test login' opens when the demo account is switched off, stacked on the login dialog:
 * Escape closes only this one, and focus goes back to the button that opened it.
 */
export function FeatureDisabledDialog({ open, onClose, email }: Props) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={FEATURE_DISABLED_TITLE}
      titleClassName="text-xl"
      className="w-[min(26rem,calc(100%-2rem))] p-6"
    >
      <p className="mt-4 text-stone-700">
        To try the shop with a test account, or for anything else, write to us at{' '}
        {email ? (
          <a className={textLink} href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          'our contact address'
        )}
        . You can also register your own account in a few seconds.
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={buttonPrimary}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}
