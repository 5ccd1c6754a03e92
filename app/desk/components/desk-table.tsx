import type { ReactNode } from "react";

/**
 * A desk list as a table: a named region that scrolls sideways on a phone (reachable by keyboard; its
 * screen-reader-only cells stay inside it), the caption for screen readers, the column heads and, when
 * rows carry buttons, a last head named for screen readers only.
 */
export function DeskTable({
  caption,
  heads,
  actions,
  className = "",
  children,
}: {
  caption: string;
  heads: ReactNode[];
  /** The name of the last column (row buttons), read by screen readers only. */
  actions?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200 ${className}`}
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
              <th key={i} scope="col" className="px-3 py-2 text-start">
                {head}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
