import { formatPence } from '#shared/money.ts';
import { ChartTable } from './chart-table.tsx';

type Day = { day: string; total: number; orders: number };

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Earnings per day over the last 30 days, net of refunds (issue 16), oldest on the left; the figures are in a table
 * for screen readers.
 */
export function EarningsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const W = 600;
  const bottom = 180;
  const slot = W / Math.max(1, days.length);
  const total = days.reduce((n, d) => n + d.total, 0);
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-xl text-brand-900">
          Earnings, last 30 days <span className="text-base text-stone-600">(net of refunds)</span>
        </span>
        <span className="text-sm text-stone-700">{formatPence(total)} in all</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} 215`} className="mt-3 w-full" aria-hidden="true" focusable="false">
        <line x1="0" y1={bottom} x2={W} y2={bottom} stroke="#d6d3d1" />
        {days.map((d, i) => {
          const h = Math.round((d.total / max) * (bottom - 10));
          return (
            <rect
              key={d.day}
              x={i * slot + 2}
              y={bottom - h}
              width={slot - 4}
              height={h}
              rx="2"
              fill="#7c2d5b"
            />
          );
        })}
        {/* The first and last days' labels; one label when there is one day. */}
        {[...new Set([0, days.length - 1])].map((i) =>
          days[i] ? (
            <text
              key={`label-${i}`}
              x={i === 0 ? 0 : W}
              y={bottom + 26}
              textAnchor={i === 0 ? 'start' : 'end'}
              fontSize="20"
              fill="#44403c"
            >
              {dayLabel(days[i].day)}
            </text>
          ) : null,
        )}
      </svg>
      <ChartTable
        collapsed
        caption="Earnings per day, net of refunds"
        headers={['Day', 'Orders', 'Earnings (net)']}
        rows={days.map((d) => [dayLabel(d.day), String(d.orders), formatPence(d.total)])}
      />
    </figure>
  );
}
