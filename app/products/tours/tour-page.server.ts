/**
 * The tour page's data and its waitlist post (decision 705), kept apart from the page so the page's components can
 * name their types without importing the page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import { getUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { formatDigits, formatMoment } from "~/utils/format";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { redirectWithToast } from "~/utils/toast.server";
import { MAX_DAY_PARTY } from "./occupancy";
import { departureRows, planValues, prices, timelineRows, tourChoice, tourFacts } from "./pages.server";
import { plannerQuery, readPlanner } from "./planner";
import { joinWaitlist } from "./waitlist.server";

/** How many departures the page lists before "Show all departures". */
const SHOWN_DEPARTURES = 12;

export async function tourLoader({ request, context, params }: LoaderFunctionArgs) {
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

export async function tourAction({ request, context, params }: ActionFunctionArgs) {
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
