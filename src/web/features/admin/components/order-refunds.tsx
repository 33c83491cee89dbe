import { toast } from 'sonner';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { Panel } from '#web/components/ui/panel.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useRetryRefund } from '../api/retry-refund.ts';
import { MoneySummary } from './money-summary.tsx';
import { RefundItem } from './refund-item.tsx';

/** The order's money (paid, refunded, pending, remaining) and each refund, oldest first; failed ones retried here. */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const retry = useRetryRefund(order.id);
  return (
    <Panel title="Refunds" titleClassName="mb-3 text-xl">
      <MoneySummary order={order} />
      {order.refunds.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Nothing has been refunded.</p>
      ) : (
        <ol aria-label="Refunds of this order" className="mt-2 divide-y divide-stone-200">
          {order.refunds.map((r) => (
            <RefundItem
              key={r.id}
              orderId={order.id}
              refund={r}
              retrying={retry.isPending && retry.variables === r.id}
              onRetry={() =>
                retry.mutate(r.id, {
                  onSuccess: () => toast.success('Refund sent again'),
                  onError: (err) =>
                    toast.error(
                      err instanceof ApiError ? err.message : 'The refund could not be tried again.',
                    ),
                })
              }
            />
          ))}
        </ol>
      )}
    </Panel>
  );
}
