import { useLoaderData } from "@remix-run/react";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { tourAction, tourLoader } from "../tour-page.server";
import { plannerQuery, type PlannerChoice } from "../planner";
import { Planner, type TourLoaded } from "../components/room-planner";

/**
 * A tour's page (decision 705): what it is (facts, itinerary, what is included, documents, visa), its departures
 * with places left and prices, and the room planner: choose a departure and a hotel, rooms × adults / children
 * (ages on the departure day) / infants, and the party's price — a GET form that prices without JavaScript and
 * instantly with it, the payment plan and the cancellation timeline of that departure shown before purchase. A full
 * departure takes a waitlist entry (POST). "Continue" goes to the travellers' step with the same choice.
 */
export const loader = tourLoader;
export const action = tourAction;

export default function TourPage() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("tours");
  const f = d.facts;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm text-gray-700">
        <ScreenLink to="tourDestination" params={{ slug: f.destinationCode }} className="text-green-800 underline">
          {t("tour.moreTo", { city: f.destination })}
        </ScreenLink>{" "}
        · {d.kind === "day" ? t("results.dayTour") : t("results.nights", { count: f.nights })}
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">{d.text.title}</h1>
      <p className="mt-2 max-w-3xl text-gray-800">{d.text.summary}</p>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-8">
          <Departures d={d} />
          <section aria-labelledby="itinerary-title">
            <h2 id="itinerary-title" className="text-xl font-semibold">
              {t("tour.itinerary")}
            </h2>
            <ol className="mt-3 grid gap-3">
              {d.text.itinerary.map((day, i) => (
                <li key={i} className="rounded-lg bg-white p-4 ring-1 ring-gray-200">
                  <h3 className="font-semibold">{day.title}</h3>
                  <p className="mt-1 text-sm text-gray-800">{day.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <TextList id="included" title={t("tour.included")} items={d.text.included} />
            <TextList id="excluded" title={t("tour.excluded")} items={d.text.excluded} />
          </div>
          <TextList id="documents" title={t("tour.documents")} items={d.text.documents} />
          {d.text.visaNotes ? (
            <section aria-labelledby="visa-title">
              <h2 id="visa-title" className="text-xl font-semibold">
                {t("tour.visa")}
              </h2>
              <p className="mt-2">{d.text.visaNotes}</p>
            </section>
          ) : null}
        </div>
        <aside className="grid min-w-0 grid-cols-1 content-start gap-4">
          <section aria-labelledby="facts-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="facts-title" className="text-lg font-semibold">
              {t("tour.facts")}
            </h2>
            <dl className="mt-2 grid gap-2 text-sm">
              <Leg label={t("tour.outbound")} leg={f.outbound} />
              <Leg label={t("tour.inbound")} leg={f.inbound} />
              <div>
                <dt className="font-medium">{t("tour.minimum")}</dt>
                <dd>{t("tour.minimumText", { count: f.minParticipants, days: f.confirmDays })}</dd>
              </div>
            </dl>
          </section>
          <Planner d={d} />
        </aside>
      </div>
    </main>
  );
}

function TextList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-2 list-disc ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Leg({ label, leg }: { label: string; leg: TourLoaded["facts"]["outbound"] }) {
  const { t } = useTranslation("tours");
  return (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd>
        {t("tour.leg", { from: leg.from, to: leg.to, departs: leg.departs, arrives: leg.arrives })}
        {leg.nextDay ? ` ${t("tour.nextDay")}` : null}
        <span className="block text-gray-700">
          <bdi dir="ltr">{leg.number ?? leg.carrier}</bdi>
          {t("common:separator")}
          {t("tour.localTimes")}
        </span>
      </dd>
    </div>
  );
}

function Departures({ d }: { d: TourLoaded }) {
  const { t } = useTranslation("tours");
  const base = plannerQuery({ ...d.choice, departureId: null, offer: null } as PlannerChoice);
  return (
    <section aria-labelledby="departures-title">
      <h2 id="departures-title" className="text-xl font-semibold">
        {t("tour.departures.title")}
      </h2>
      {d.departures.length ? (
        <div
          className="relative mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200"
          role="region"
          aria-labelledby="departures-title"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-start">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t("tour.departures.date")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("tour.departures.places")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("tour.departures.from")}
                </th>
                <th scope="col" className="p-2 text-start">
                  <span className="sr-only">{t("tour.departures.choose")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.departures.map((dep) => {
                const chosen = d.choice.departureId === dep.id;
                const q = new URLSearchParams(base);
                q.set("d", String(dep.id));
                return (
                  <tr key={dep.id} className={chosen ? "bg-green-50" : "border-t border-gray-100"}>
                    <th scope="row" className="p-2 text-start font-normal">
                      {dep.date}
                      {d.kind === "day" ? null : (
                        <span className="block text-xs text-gray-700">
                          {t("tour.departures.returns", { date: dep.returns })}
                        </span>
                      )}
                      {dep.confirmed ? (
                        <span className="block text-xs text-green-800">{t("tour.departures.confirmed")}</span>
                      ) : null}
                    </th>
                    <td className="p-2">
                      {dep.placesLeft === 0
                        ? t("tour.departures.full")
                        : t("tour.departures.placesLeft", { count: dep.placesLeft })}
                    </td>
                    <td className="p-2">
                      <Price money={dep.from} />
                    </td>
                    <td className="p-2">
                      {chosen ? (
                        <span aria-current="true" className="font-medium text-green-900">
                          {t("tour.departures.chosen")}
                        </span>
                      ) : (
                        <ScreenLink
                          to="tour"
                          params={{ slug: d.slug }}
                          search={`?${q}#planner`}
                          className="text-green-800 underline"
                        >
                          {dep.placesLeft === 0 ? t("tour.departures.waitlist") : t("tour.departures.choose")}
                          <span className="sr-only"> {dep.date}</span>
                        </ScreenLink>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2">{t("tour.departures.none")}</p>
      )}
      {d.moreDepartures ? (
        <p className="mt-2">
          <ScreenLink
            to="tour"
            params={{ slug: d.slug }}
            search={`?${new URLSearchParams([...new URLSearchParams(base), ["all", "1"]])}#departures-title`}
            className="text-green-800 underline"
          >
            {t("tour.departures.all", { count: d.departures.length + d.moreDepartures })}
          </ScreenLink>
        </p>
      ) : null}
    </section>
  );
}
