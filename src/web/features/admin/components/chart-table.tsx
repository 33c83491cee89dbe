type Props = { caption: string; headers: [string, ...string[]]; rows: string[][]; collapsed?: boolean };

/**
 * A chart's figures as a table: read by screen readers in place of the picture, and one click away for anyone
 * who wants the exact numbers.
 */
export function ChartTable({ caption, headers, rows, collapsed }: Props) {
  const table = (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-stone-600">
          {headers.map((h, i) => (
            <th key={h} scope="col" className={`py-1 ${i > 0 ? 'text-right' : ''}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...cells]) => (
          <tr key={head} className="border-t border-stone-100">
            <th scope="row" className="py-1 font-normal">
              {head}
            </th>
            {cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed and never reorder
              <td key={i} className="py-1 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!collapsed) return table;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Show the figures</summary>
      {table}
    </details>
  );
}
