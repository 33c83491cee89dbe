import { ORDER_STATUS_LABELS, type PaidStatus } from '#shared/order-status.ts';
import { ChartTable } from './chart-table.tsx';

type Props = { counts: { status: PaidStatus; count: number }[] };

const BAR_COLOURS: Record<PaidStatus, string> = {
  placed: '#a23b72',
  processing: '#8f3266',
  shipped: '#63244a',
  delivered: '#15803d',
  cancelled: '#78716c',
};

/** Five labels share the width: a two-word label goes on two lines ('Item(s)' over 'Delivered') to stay apart. */
function labelLines(label: string): string[] {
  const cut = label.lastIndexOf(' ');
  return cut > 0 ? [label.slice(0, cut), label.slice(cut + 1)] : [label];
}

/**
 * 'Order Status': one bar per status, labels and bars in the same order (docs/product.md#orders). The SVG is a picture
 * for the eye (hidden from screen readers); the same figures are in a table for everyone else.
 */
export function StatusChart({ counts }: Props) {
  const max = Math.max(1, ...counts.map((c) => c.count));
  const W = 400;
  const H = 236;
  const bottom = 180;
  const slot = W / counts.length;
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <figcaption className="font-display text-xl text-brand-900">Order Status</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 w-full" aria-hidden="true" focusable="false">
        <line x1="0" y1={bottom} x2={W} y2={bottom} stroke="#d6d3d1" />
        {counts.map((c, i) => {
          const h = Math.round((c.count / max) * (bottom - 24));
          const x = i * slot + slot * 0.2;
          return (
            <g key={c.status}>
              <rect x={x} y={bottom - h} width={slot * 0.6} height={h} rx="4" fill={BAR_COLOURS[c.status]} />
              <text x={x + slot * 0.3} y={bottom - h - 6} textAnchor="middle" fontSize="14" fill="#292524">
                {c.count.toLocaleString('en-US')}
              </text>
              <text x={i * slot + slot / 2} y={bottom + 22} textAnchor="middle" fontSize="12" fill="#44403c">
                {labelLines(ORDER_STATUS_LABELS[c.status]).map((line, n) => (
                  <tspan key={line} x={i * slot + slot / 2} dy={n === 0 ? 0 : 15}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption="Orders per status"
        headers={['Status', 'Orders']}
        rows={counts.map((c) => [ORDER_STATUS_LABELS[c.status], c.count.toLocaleString('en-US')])}
      />
    </figure>
  );
}
