import type { ReactNode } from "react";

/**
 * A report's table: a named region that scrolls sideways on a phone (reachable by keyboard), its caption for
 * screen readers, one row per item headed by its label, and the total row in the table's foot.
 */
export function ReportTable({
  caption,
  heads,
  rows,
  total,
}: {
  caption: string;
  heads: string[];
  rows: { label: ReactNode; cells: ReactNode[] }[];
  total: { label: string; cells: ReactNode[] };
}) {
  return (
    <div
      className="relative mt-4 overflow-x-auto rounded-lg ring-1 ring-gray-200"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {heads.map((head, i) => (
              <th key={i} scope="col" className={`px-3 py-2 ${i === 0 ? "text-start" : "text-end"}`}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {row.label}
              </th>
              {row.cells.map((cell, j) => (
                <td key={j} className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-gray-300 bg-gray-50 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-start">
              {total.label}
            </th>
            {total.cells.map((cell, j) => (
              <td key={j} className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
