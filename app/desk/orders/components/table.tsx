import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatMoment } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

/** The desk's small tables and sections (orders and customers screens). */

/** A moment on the desk: date and time at the agency (Jalali on Persian pages). */
export function useWhen() {
  const locale = useLocale();
  return (at: string) => {
    const m = formatMoment(at, locale, AGENCY_TIME_ZONE);
    return `${m.date} ${m.time}`;
  };
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A table with a caption for screen readers, its heads, and one row per item; `empty` when there are none. */
export function Table<T>({
  caption,
  heads,
  rows,
  row,
  empty,
}: {
  caption: string;
  heads: string[];
  rows: readonly T[];
  row: (item: T) => React.ReactNode[];
  empty: string;
}) {
  if (!rows.length) return <p className="text-sm text-gray-700">{empty}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, i) => (
            <tr key={i} className="border-t border-gray-200 align-top">
              {row(item).map((cell, j) => (
                <td key={j} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
