/** A page of structured, translated content: sections of headings, paragraphs and lists. */
export interface ContentSection {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  table?: { head: string[]; rows: string[][] };
}

export function Sections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((s, i) => (
        <section key={i} aria-labelledby={s.heading ? `section-${i}` : undefined} className="space-y-3">
          {s.heading ? (
            <h2 id={`section-${i}`} className="text-xl font-semibold text-gray-900">
              {s.heading}
            </h2>
          ) : null}
          {s.paragraphs?.map((p, j) => (
            <p key={j} className="leading-7 text-gray-800">
              {p}
            </p>
          ))}
          {s.items?.length ? (
            <ul className="list-disc space-y-1 ps-6 text-gray-800">
              {s.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : null}
          {s.table ? (
            <div className="relative overflow-x-auto">
              <table className="min-w-full border border-gray-200 text-sm">
                <thead className="bg-gray-100">
                  <tr>
                    {s.table.head.map((h, j) => (
                      <th key={j} scope="col" className="border border-gray-200 px-3 py-2 text-start">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {s.table.rows.map((row, j) => (
                    <tr key={j}>
                      {row.map((cell, k) => (
                        <td key={k} className="border border-gray-200 px-3 py-2">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
