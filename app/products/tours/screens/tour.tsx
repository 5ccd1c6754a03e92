import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { getUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatDigits, formatMoment } from "~/utils/format";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { redirectWithToast } from "~/utils/toast.server";
import { MAX_DAY_PARTY } from "../occupancy";
import { departureRows, planValues, prices, timelineRows, tourChoice, tourFacts } from "../pages.server";
import { plannerQuery, readPlanner, type PlannerChoice } from "../planner";
import { joinWaitlist } from "../waitlist.server";
import { Planner } from "../components/room-planner";

/**
 * A tour's page (decision 705): what it is (facts, itinerary, what is included, documents, visa), its departures
 * with places left and prices, and the room planner: choose a departure and a hotel, rooms × adults / children
 * (ages on the departure day) / infants, and the party's price — a GET form that prices without JavaScript and
 * instantly with it, the payment plan and the cancellation timeline of that departure shown before purchase. A full
 * departure takes a waitlist entry (POST). "Continue" goes to the travellers' step with the same choice.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = context.screen;
  if (!found || found.screen !== "tour") throw new Response(null, { status: 404 });
  const { locale } = context;
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const c = await tourChoice(slug, url.searchParams, locale);
  if (!c) throw new Response(null, { status: 404 });
  const { choice } = c;
  const user = await getUser(request);
  const total = c.quote?.ok ? c.quote.price.total : 0;
  const offerUntil = c.offer?.holdUntil ? formatMoment(c.offer.holdUntil, locale, AGENCY_TIME_ZONE) : null;
  return {
    title: c.text.title,
    description: c.text.summary,
    messages: messagesFor(locale, "tours"),
    // A chosen departure or party is the same page: only the page itself is indexed.
    noindex: url.searchParams.size > 0,
    slug,
    kind: c.tour.kind,
    text: { title: c.text.title, summary: c.text.summary, ...c.text.body },
    facts: tourFacts(c, locale),
    // The next departures (and the chosen one); all of them on request ("all=1"), so the page stays short.
    departures: departureRows(c, locale).filter(
      (d, i) => url.searchParams.get("all") === "1" || i < SHOWN_DEPARTURES || d.id === c.departure?.id,
    ),
    moreDepartures: url.searchParams.get("all") === "1" ? 0 : Math.max(0, c.departures.length - SHOWN_DEPARTURES),
    hotels: c.hotels.map((h) => ({ id: h.id, name: h.name, stars: h.stars, board: h.board, prices: prices(h) })),
    choice: { ...choice, hotelId: c.hotel?.id ?? null, departureId: c.departure?.id ?? null },
    departure: c.departure
      ? {
          id: c.departure.id,
          pricePercent: c.departure.pricePercent,
          placesLeft: c.placesLeft,
          timeline: timelineRows(c.tour.kind, c.departure.departsOn, locale),
        }
      : null,
    quoteTour: c.quoteTour,
    quote: c.quote,
    plan: c.quote?.ok ? planValues(c, total, locale) : null,
    planTerms: c.plan ? { percent: c.plan.depositPercent } : null,
    offer: offerUntil ? `${offerUntil.date} ${offerUntil.time}` : null,
    email: user?.email ?? "",
    travellers: pathFor("tourTravellers", locale),
  };
}

const waitlistSchema = z.object({
  intent: z.literal("waitlist"),
  departure: z.coerce.number().int().positive(),
  places: z.coerce.number().int().min(1).max(MAX_DAY_PARTY),
  email: z
    .string({ required_error: messageKey("tours:errors.email") })
    .trim()
    .email(messageKey("tours:errors.email"))
    .max(200),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = context.screen;
  if (!found || found.screen !== "tour") throw new Response(null, { status: 404 });
  const { locale } = context;
  const form = Object.fromEntries(await request.formData());
  const parsed = waitlistSchema.safeParse(form);
  if (!parsed.success)
    return data(
      {
        email: typeof form.email === "string" ? form.email.slice(0, 200) : "",
        errors: parsed.error.issues.map((i) => i.message),
      },
      { status: 400 },
    );
  const user = await getUser(request);
  const c = await tourChoice(
    params.slug ?? "",
    { ...readPlanner(new URLSearchParams()), departureId: parsed.data.departure },
    locale,
  );
  if (!c?.departure) throw new Response(null, { status: 404 });
  const joined = await joinWaitlist({
    departureId: c.departure.id,
    email: parsed.data.email,
    locale,
    places: parsed.data.places,
    userId: user?.id ?? null,
  });
  const back = `${pathFor("tour", locale, { slug: params.slug ?? "" })}?${plannerQuery({ ...readPlanner(new URL(request.url).searchParams), departureId: c.departure.id })}`;
  if (joined.status === "joined")
    return redirectWithToast(back, {
      type: "success",
      message: "tours:waitlist.joined",
      values: { position: formatDigits(joined.position, locale) },
    });
  return redirectWithToast(back, {
    type: "info",
    message: joined.status === "already" ? "tours:waitlist.already" : "tours:waitlist.notFull",
  });
}

/** How many departures the page lists before "Show all departures". */
const SHOWN_DEPARTURES = 12;

export type TourLoaded = ReturnType<typeof useLoaderData<typeof loader>>;

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
