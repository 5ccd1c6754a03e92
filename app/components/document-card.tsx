import type { ReactNode } from "react";

/**
 * The one frame of a travel document's card (issue 24, item 4): a hotel's voucher, a train's ticket — as the
 * confirmation page and its print view show it. The frame gives the document's kind, its heading, the two
 * moments side by side, the facts as a list of rows, lists under a title and the closing note; each product's
 * card fills it with its own facts (and its own travellers' table).
 */
export function DocumentCard({
  className,
  testId,
  kind,
  heading,
  headingTestId,
  note,
  children,
}: {
  /** The print view's class of this document. */
  className: string;
  testId: string;
  /** What the document is ("Hotel voucher", "Train ticket"), above its heading. */
  kind: string;
  heading: ReactNode;
  headingTestId: string;
  /** The small print at its foot (whose clock its times are). */
  note: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId}>
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{kind}</p>
      <h3 className="mt-1 text-xl font-bold" data-testid={headingTestId}>
        {heading}
      </h3>
      {children}
      <p className="mt-2 text-xs text-gray-600">{note}</p>
    </div>
  );
}

/** The document's two moments side by side (check-in and check-out, departure and arrival). */
export function DocumentMoments({ moments }: { moments: { key: string; label: string; children: ReactNode }[] }) {
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      {moments.map((m) => (
        <div key={m.key} className="rounded-lg bg-gray-50 p-3">
          <p className="text-xs text-gray-600">{m.label}</p>
          {m.children}
        </div>
      ))}
    </div>
  );
}

/** The document's facts, a row each (`DocumentFact`). */
export function DocumentFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-3">{children}</dl>;
}

/** One fact: its name and its value. */
export function DocumentFact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="py-1 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A titled list of sentences (the cancellation terms, the refund ladder). */
export function DocumentList({ title, testId, items }: { title: string; testId: string; items: string[] }) {
  return (
    <div className="mt-3">
      <p className="font-semibold">{title}</p>
      <ul className="list-disc ps-5 text-sm" data-testid={testId}>
        {items.map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
    </div>
  );
}
