import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DateField, useValidatedForm } from "~/components/forms";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { TravellerForm, TravellerPage, type TravellerRules } from "~/components/travellers/traveller-form";
import { readTravellerForm, travellerChoices } from "~/components/travellers/traveller-form.server";
import { addLine, getOrCreateCart } from "~/domains/cart/cart.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { PriceKind } from "../occupancy";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { agencyToday, formatDateText } from "~/travel/clock";
import { birthFields, nationalityOf } from "~/travel/travellers";
import { formatLongDate } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { tourCartLine } from "../booking.server";
import { planValues, tourChoice, tourFacts } from "../pages.server";
import { plannerQuery, readPlanner } from "../planner";
import {
  peopleOf,
  tourDocumentFor,
  tourTravellerSchema,
  type TourFormContext,
  type TourTravellerInput,
} from "../traveller-form";

/**
 * The tour travellers' step (decision 705): the departure, hotel and party chosen on the tour page (re-read and
 * re-priced now), one form per traveller in room order (names as on the passport, gender, birth date, nationality,
 * passport and its expiry — six months after the return abroad), the contact; a signed-in customer may load the
 * travellers of earlier bookings. On continue the same schema checks the form on the server, the places and the
 * price are checked again and the party becomes a line in the cart.
 */
async function step(request: Request, context: AppLoadContext) {
  const found = context.screen;
  if (!found || found.screen !== "tourTravellers") throw new Response(null, { status: 404 });
  const { locale } = context;
  const q = new URL(request.url).searchParams;
  const slug = (q.get("tour") ?? "").slice(0, 80);
  const c = await tourChoice(slug, q, locale);
  const choice = c?.choice ?? readPlanner(q);
  const back = `?${plannerQuery(choice)}#planner`;
  if (!c?.departure || !c.quote?.ok) return { ok: false as const, locale, slug: c ? slug : null, back };
  const formContext: TourFormContext = {
    people: peopleOf(choice.rooms),
    departsOn: c.departure.departsOn,
    returnsOn: c.departure.returnsOn,
    abroad: tourFacts(c, locale).abroad,
    today: agencyToday(),
  };
  return { ok: true as const, locale, slug, choice, c, quote: c.quote, formContext, back };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const s = await step(request, context);
  const t = await getFixedT(s.locale, "tours");
  const base = { title: t("travellers.title"), noindex: true, messages: messagesFor(s.locale, "tours") };
  if (!s.ok) return data({ ...base, status: "gone" as const, slug: s.slug, back: s.back }, { status: 409 });
  const { c, locale } = s;
  const { user, saved, countries } = await travellerChoices(request, locale, (p) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    ...birthFields(p.birthDate, locale),
    nationality: nationalityOf(p),
    nationalId: p.nationalId ?? "",
    passportNumber: p.passportNumber ?? "",
    passportExpiry: formatDateText(p.passportExpiry, locale),
  }));
  const total = s.quote.price.total;
  return {
    ...base,
    status: "ok" as const,
    slug: s.slug,
    back: s.back,
    summary: {
      title: c.text.title,
      date: formatLongDate(c.departure!.departsOn, locale),
      returns: formatLongDate(c.departure!.returnsOn, locale),
      hotel: c.hotel ? { name: c.hotel.name, stars: c.hotel.stars, board: c.hotel.board } : null,
      rooms: s.choice.rooms.length,
      kind: c.tour.kind,
    },
    currency: c.tour.currency,
    price: s.quote.price,
    plan: planValues(c, total, locale),
    formContext: s.formContext,
    signedIn: Boolean(user),
    contact: { email: user?.email ?? "", mobile: user?.phone ?? "" },
    saved,
    countries,
    constraint: getZodConstraint(tourTravellerSchema(s.formContext)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const s = await step(request, context);
  const formData = await request.formData();
  if (!s.ok)
    return data({ status: "error" as const, error: { "": [messageKey("tours:errors.gone")] } }, { status: 409 });
  const { submission, reply } = readTravellerForm(formData, tourTravellerSchema(s.formContext));
  if (!submission) return reply;
  const v = submission.value;
  const result = await tourCartLine({
    slug: s.slug,
    choice: s.choice,
    passengers: v.passengers,
    contact: { email: v.email, mobile: v.mobile },
    locale: s.locale,
  });
  if (result.status !== "ok")
    return data(
      submission.reply({
        formErrors: [messageKey(result.status === "full" ? "tours:errors.full" : "tours:errors.gone")],
      }),
      { status: 409 },
    );
  // The price is re-read now: when it is not the one the page showed, the visitor sees the new one first.
  if (v.shownTotal !== undefined && v.shownTotal !== result.total)
    return data(submission.reply({ formErrors: [messageKey("tours:errors.priceChanged")] }), { status: 409 });
  const { cart, headers } = await getOrCreateCart(request);
  await addLine(cart.id, result.line);
  return redirectWithToast(pathFor("cart", s.locale), { type: "success", message: "tours:added" }, { headers });
}

type FormValues = {
  passengers: Partial<TourTravellerInput>[];
  email: string;
  mobile: string;
  shownTotal?: string;
};
type LoaderOk = Extract<Awaited<ReturnType<typeof loader>>, { status: "ok" }>;

export default function TourTravellersScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("tours");
  if (d.status !== "ok")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t("errors.gone")}</h1>
        <p className="mt-3">
          {d.slug ? (
            <ScreenLink to="tour" params={{ slug: d.slug }} search={d.back} className="text-green-800 underline">
              {t("travellers.back")}
            </ScreenLink>
          ) : (
            <ScreenLink to="tours" className="text-green-800 underline">
              {t("travellers.allTours")}
            </ScreenLink>
          )}
        </p>
      </main>
    );
  return <Travellers d={d as unknown as LoaderOk} />;
}

function Travellers({ d }: { d: LoaderOk }) {
  const { t } = useTranslation("tours");
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const people = d.formContext.people;
  const rules: TravellerRules = {
    list: "passengers",
    words: "tours:travellers",
    nameMax: 20,
    gender: "tours:gender",
    birthDate: true,
    documentFor: tourDocumentFor(d.formContext.abroad),
  };
  const [form, fields] = useValidatedForm<FormValues>({
    lastResult: lastResult as never,
    constraint: d.constraint,
    schema: () => import("~/products/tours/traveller-form").then((m) => m.tourTravellerSchema(d.formContext)),
    defaultValue: {
      passengers: people.map((p) => ({ room: String(p.room), type: p.type, nationality: "IR" })),
      email: d.contact.email,
      mobile: d.contact.mobile,
      shownTotal: String(d.price.total),
    },
  });
  // A posted list longer than the party (a forged post) is shown as sent, each extra entry as the last traveller.
  const list = fields.passengers.getFieldList();
  const personOf = (index: number) => people[Math.min(index, people.length - 1)];
  const s = d.summary;
  return (
    <TravellerPage
      title={t("travellers.title")}
      wideAside
      aside={
        <section aria-labelledby="summary-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="summary-title" className="text-lg font-semibold">
            {s.title}
          </h2>
          <p className="mt-1 text-sm">
            {s.kind === "day" ? s.date : t("travellers.dates", { from: s.date, to: s.returns })}
          </p>
          {s.hotel ? (
            <p className="text-sm">
              {s.hotel.name} · {t("stars", { count: s.hotel.stars })} · {t(keyIn("tours:board", s.hotel.board))}
            </p>
          ) : null}
          <ul className="mt-3 grid gap-1 text-sm">
            {d.price.byKind.map((row) => (
              <li key={`${row.kind}-${row.price}`} className="flex justify-between gap-2">
                <span>{t(`kind.${row.kind as PriceKind}`, { count: row.count })}</span>
                <Price money={{ amount: row.amount, currency: d.currency }} />
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 font-bold">
            <span>{t("planner.total")}</span>
            <Price money={{ amount: d.price.total, currency: d.currency }} />
          </p>
          {d.plan ? (
            <p className="mt-2 text-sm">
              {t("planner.deposit", { percent: d.plan.percent, due: d.plan.due })} <Price money={d.plan.deposit} /> ·{" "}
              {t("planner.balance")} <Price money={d.plan.balance} />
            </p>
          ) : (
            <p className="mt-2 text-sm">{t("planner.payInFull")}</p>
          )}
          <ScreenLink
            to="tour"
            params={{ slug: d.slug }}
            search={d.back}
            className="mt-2 inline-block text-sm text-green-800 underline"
          >
            {t("travellers.change")}
          </ScreenLink>
        </section>
      }
    >
      <TravellerForm
        form={form}
        rules={rules}
        travellers={list}
        contact={fields}
        itemName={(index) =>
          t("travellers.traveller", {
            number: index + 1,
            type: t(keyIn("tours:type", personOf(index).type)),
            room: personOf(index).room + 1,
          })
        }
        labels={{ "passengers[].passportExpiry": t("travellers.passportExpiry") }}
        submitting={navigation.state === "submitting"}
        saved={d.saved}
        savedValue={(value, index) => ({ ...value, type: personOf(index).type, room: String(personOf(index).room) })}
        countries={d.countries}
        hidden={<input type="hidden" name={fields.shownTotal.name} value={String(d.price.total)} />}
        top={(index, savedMenu) => (
          <>
            <input type="hidden" name={list[index].getFieldset().type.name} value={personOf(index).type} />
            <input type="hidden" name={list[index].getFieldset().room.name} value={personOf(index).room} />
            {savedMenu}
          </>
        )}
        extra={(index) => (
          <DateField
            meta={list[index].getFieldset().passportExpiry}
            label={t("travellers.passportExpiry")}
            hint={d.formContext.abroad ? t("travellers.passportExpiryHint") : t("travellers.passportExpiryHome")}
            min={d.formContext.today}
          />
        )}
        formErrors={form.errors}
      />
    </TravellerPage>
  );
}
