import type { Tracking } from '#shared/contract/tracking.ts';
import { textLink } from './styles.ts';

/**
 * How the parcel went (issue 32: dispatch): the carrier, the tracking number (selectable, to paste into a carrier's
 * app) and a link to the carrier's tracking page, which opens in a new tab and says so.
 */
export function ParcelTracking({ tracking }: { tracking: Tracking }) {
  return (
    <p className="text-sm text-stone-800">
      Sent with {tracking.carrierName}, tracking number{' '}
      <strong className="font-mono break-all text-stone-900">{tracking.number}</strong>
      {tracking.url && (
        <>
          {' · '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer" className={textLink}>
            Track your parcel{' '}
            <span className="sr-only">with {tracking.carrierName} (opens in a new tab)</span>
          </a>
        </>
      )}
    </p>
  );
}
