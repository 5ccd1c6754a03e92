import type { ReactNode } from "react";
import { ScreenLink } from "~/components/screen-link";
import type { ScreenId } from "~/routing/screens";

/**
 * The product home pages' one shell (issue 24, item 4): flights, hotels and trains open the same way — the
 * title and introduction, the product's own blocks below them, and the search form beside them under its
 * heading — each product filling it with its own words, links and form.
 */
export function LandingPage({
  title,
  intro,
  searchId,
  searchTitle,
  form,
  wideForm = false,
  children,
}: {
  title: string;
  intro: string;
  /** The id of the search form's heading. */
  searchId: string;
  searchTitle: string;
  form: ReactNode;
  /** A wider column for the form (the trains' form has more fields in a row). */
  wideForm?: boolean;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className={
        wideForm
          ? "mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_30rem]"
          : "mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_28rem]"
      }
    >
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">{intro}</p>
        {children}
      </div>
      <section aria-labelledby={searchId}>
        <h2 id={searchId} className="mb-3 text-xl font-semibold">
          {searchTitle}
        </h2>
        {form}
      </section>
    </main>
  );
}

/** The "all" page's links to its domestic and international pages. */
export function ScopeLinks({ links }: { links: { to: ScreenId; text: string }[] }) {
  return (
    <p className="mt-4 flex flex-wrap gap-4">
      {links.map((l) => (
        <ScreenLink key={l.to} to={l.to} className="text-green-800 underline">
          {l.text}
        </ScreenLink>
      ))}
    </p>
  );
}

/** "Popular …": searches one click away, each a link to the results. */
export function PopularSearches({
  title,
  to,
  searches,
}: {
  title: string;
  to: ScreenId;
  searches: { search: string; text: string }[];
}) {
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">{title}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {searches.map((p) => (
          <li key={p.search}>
            <ScreenLink
              to={to}
              search={p.search}
              className="block rounded-lg bg-white p-3 ring-1 ring-gray-200 hover:ring-green-600"
            >
              {p.text}
            </ScreenLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Groups and what the search does not take: a word and a link to the travel desk's request form. */
export function GroupRequest({
  id,
  to,
  title,
  text,
  link,
}: {
  /** The id of its heading. */
  id: string;
  to: ScreenId;
  title: string;
  text: string;
  link: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-gray-800">{text}</p>
      <ScreenLink to={to} className="mt-2 inline-block font-medium text-green-800 underline">
        {link}
      </ScreenLink>
    </section>
  );
}
