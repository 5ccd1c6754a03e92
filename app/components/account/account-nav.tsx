import { Form } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import type { ScreenId } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { pathFor } from "~/routing/screens";

/**
 * The user area's navigation, one entry per destination (decision 203): the bookings and
 * money screens, then "My account". A screen reached from another one (editing the profile
 * from Profile; the language, password and e-mail forms from Settings) has no entry of its
 * own: its parent's entry is marked while it is shown.
 */
export const dashboardAreas = [
  "user",
  "userBooked",
  "userProjects",
  "userReport",
  "userFlightAlerts",
  "accountFinancial",
] as const satisfies readonly ScreenId[];
export const accountAreas = ["userProfile", "accountPassengers", "userSettings"] as const satisfies readonly ScreenId[];

type Area = (typeof dashboardAreas)[number] | (typeof accountAreas)[number];

/** The screens without an entry, and the entry that leads to them. */
const entryOf: Partial<Record<ScreenId, Area>> = {
  accountEdit: "userProfile",
  accountSettings: "userSettings",
  accountPassword: "userSettings",
  accountEmail: "userSettings",
};

export function AccountNav({ current }: { current: ScreenId }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const here = entryOf[current] ?? current;
  const link = (id: Area) => (
    <li key={id}>
      <ScreenLink
        to={id}
        aria-current={id === current ? "page" : id === here ? "true" : undefined}
        className={`block rounded px-3 py-2 text-sm ${id === here ? "bg-green-100 font-semibold text-green-900" : "text-gray-800 hover:bg-gray-100"}`}
      >
        {t(`common:screen.${id}`)}
      </ScreenLink>
    </li>
  );
  return (
    <nav aria-label={t("nav.label")} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
      <ul className="space-y-1">{dashboardAreas.map(link)}</ul>
      {/* A label, not a heading: the navigation comes before the page's h1, so a heading here would be the page's first. */}
      <p id="account-nav-group" className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-gray-600">
        {t("nav.myAccount")}
      </p>
      <ul aria-labelledby="account-nav-group" className="mt-1 space-y-1">
        {accountAreas.map(link)}
      </ul>
      <Form method="post" action={pathFor("signOut", locale)} className="mt-4 border-t border-gray-200 pt-3">
        <button className="w-full rounded px-3 py-2 text-start text-sm text-red-800 hover:bg-red-50">
          {t("nav.signOut")}
        </button>
      </Form>
    </nav>
  );
}

/** The frame of a user-area screen: navigation beside the content. */
export function AccountPage({
  current,
  title,
  children,
}: {
  current: ScreenId;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <AccountNav current={current} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
