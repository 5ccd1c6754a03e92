import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ErrorList, ErrorSummary, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { DeskPage } from "~/desk/components/desk-page";
import { DeskTable } from "~/desk/components/desk-table";
import { actorOf, deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatDate, formatDigits } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { cancelDeparture, confirmDeparture, departurePage } from "../desk/departures.server";
import { departureActionSchema } from "../desk/schemas";

/**
 * A tour departure on the desk (agent; decision 707): its bookings (order, lead traveller, party, rooms, hotel,
 * paid), the rooming list of the paid ones per hotel and room (documents masked as the site masks them) and as a
 * CSV file; confirming it (the customers are told it is guaranteed) or cancelling it when it missed its minimum
 * (every paid order cancelled with the whole amount back, the waitlist ended, the customers told).
 */
function departureId(params: { id?: string }) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) throw new Response("Not found", { status: 404 });
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const id = departureId(params);
  const found = await departurePage(id, locale);
  if (!found) throw new Response("Not found", { status: 404 });
  const t = await getFixedT(locale, ["deskTours", "common"]);
  const { departure: d, bookings, rooming } = found;
  const day = formatDate(d.departsOn, locale);
  return {
    ...deskPage(locale, staff, t("deskTours:departure.title", { tour: d.title, date: day }), "deskTours"),
    departure: {
      id: d.id,
      status: d.status,
      day,
      returns: formatDate(d.returnsOn, locale),
      confirmBy: formatDate(d.confirmBy, locale),
      sold: formatDigits(d.sold, locale),
      places: formatDigits(d.places, locale),
      paidPlaces: formatDigits(d.paidPlaces, locale),
      minimum: formatDigits(d.minParticipants, locale),
      waitlist: formatDigits(d.waitlist, locale),
      short: d.paidPlaces < d.minParticipants,
    },
    bookings: bookings.map((b) => ({
      ...b,
      party: t("deskTours:departure.party", {
        adults: formatDigits(b.adults, locale),
        children: formatDigits(b.children, locale),
        infants: formatDigits(b.infants, locale),
      }),
      rooms: formatDigits(b.rooms, locale),
    })),
    rooming: rooming.map((h) => ({
      ...h,
      rooms: h.rooms.map((r) => ({
        ...r,
        room: formatDigits(r.room, locale),
        travellers: r.travellers.map((x) => ({ ...x, birthDate: x.birthDate ? formatDate(x.birthDate, locale) : "" })),
      })),
    })),
    csv: pathFor("deskTourRooming", locale, { id: String(d.id) }),
    constraint: getZodConstraint(departureActionSchema),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const id = departureId(params);
  const submission = parseWithZod(await request.formData(), { schema: departureActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const outcome =
    submission.value.intent === "confirm" ? await confirmDeparture(actor, id) : await cancelDeparture(actor, id);
  if (!outcome.ok)
    return data(
      submission.reply({
        formErrors: [messageKey(keyIn("deskTours:error", outcome.error) as "deskTours:error.notOpen")],
      }),
      {
        status: outcome.error === "notFound" ? 404 : 409,
      },
    );
  return redirectWithToast(pathFor("deskTourDeparture", locale, { id: String(id) }), {
    type: "success",
    message: submission.value.intent === "confirm" ? "deskTours:done.confirmed" : "deskTours:done.cancelled",
  });
}

export default function DeskTourDeparture() {
  const { title, frame, departure: d, bookings, rooming, csv, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("deskTours");
  const [form, fields] = useValidatedForm<z.input<typeof departureActionSchema>>({
    id: "departure-action",
    lastResult,
    constraint,
    schema: () => import("../desk/schemas").then((m) => m.departureActionSchema),
  });
  return (
    <DeskPage current="deskTourDeparture" frame={frame} title={title}>
      <p>
        <ScreenLink to="deskTourDepartures" className="text-green-800 underline">
          {t("departure.back")}
        </ScreenLink>
      </p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3">
        {(
          [
            ["status", t(keyIn("deskTours:status", d.status))],
            ["dates", `${d.day} – ${d.returns}`],
            ["sold", t("list.soldOf", { sold: d.sold, places: d.places })],
            ["paidPlaces", d.paidPlaces],
            ["minimum", d.minimum],
            ["confirmBy", d.confirmBy],
            ["waitlist", d.waitlist],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm text-gray-700">{t(`departure.facts.${key}`)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-xl font-semibold">{t("departure.bookings")}</h2>
      {bookings.length ? (
        <DeskTable
          className="mt-3"
          caption={t("departure.bookings")}
          heads={(["order", "lead", "party", "rooms", "hotel", "paid", "actions"] as const).map((c) =>
            t(`departure.columns.${c}`),
          )}
        >
          {bookings.map((b) => (
            <tr key={b.number} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <ScreenLink
                  to="deskOrder"
                  params={{ orderNumber: b.number }}
                  className="text-green-800 underline"
                  dir="ltr"
                >
                  {b.number}
                </ScreenLink>
              </th>
              <td className="px-3 py-2" dir="ltr">
                {b.lead}
              </td>
              <td className="px-3 py-2">{b.party}</td>
              <td className="px-3 py-2">{b.rooms}</td>
              <td className="px-3 py-2">{b.hotel ?? t("departure.noHotel")}</td>
              <td className="px-3 py-2">
                {b.paid
                  ? t("departure.paidYes")
                  : b.status === "cancelled"
                    ? t("departure.orderCancelled")
                    : t("departure.paidNo")}
              </td>
              <td className="px-3 py-2">
                {b.paid && d.status !== "cancelled" ? (
                  <ScreenLink
                    to="deskTourMove"
                    params={{ id: String(d.id), orderNumber: b.number }}
                    className="text-green-800 underline"
                  >
                    {t("departure.move")}
                    <span className="sr-only"> {b.number}</span>
                  </ScreenLink>
                ) : null}
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <p className="mt-3 text-gray-700">{t("departure.noBookings")}</p>
      )}

      <section aria-labelledby="rooming-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="rooming-title" className="text-xl font-semibold">
            {t("rooming.title")}
          </h2>
          <a href={csv} download className="btn-secondary">
            {t("rooming.csvLabel")}
          </a>
        </div>
        <p className="mt-1 text-sm text-gray-700">{t("rooming.intro")}</p>
        {rooming.length ? (
          rooming.map((h, i) => (
            <DeskTable
              key={h.hotel ?? i}
              className="mt-3"
              caption={t("rooming.caption", { hotel: h.hotel ?? t("departure.noHotel") })}
              heads={(["room", "name", "type", "birthDate", "document"] as const).map((c) => t(`rooming.columns.${c}`))}
            >
              {h.rooms.flatMap((r) =>
                r.travellers.map((x, j) => (
                  <tr key={`${r.order}-${r.room}-${j}`} className="border-t border-gray-200">
                    <th scope="row" className="px-3 py-2 text-start font-normal">
                      {j === 0 ? (
                        t("rooming.room", { room: r.room, order: r.order })
                      ) : (
                        <span className="sr-only">{t("rooming.room", { room: r.room, order: r.order })}</span>
                      )}
                    </th>
                    <td className="px-3 py-2" dir="ltr">
                      {x.lastName.toUpperCase()} {x.firstName}
                    </td>
                    <td className="px-3 py-2">{t(keyIn("deskTours:type", x.type || "adult"))}</td>
                    <td className="px-3 py-2">{x.birthDate}</td>
                    <td className="px-3 py-2" dir="ltr">
                      {x.document}
                    </td>
                  </tr>
                )),
              )}
            </DeskTable>
          ))
        ) : (
          <p className="mt-3 text-gray-700">{t("rooming.none")}</p>
        )}
      </section>

      {d.status === "open" ? (
        <section
          aria-labelledby="decide-title"
          className="mt-8 max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <h2 id="decide-title" className="text-lg font-semibold">
            {t("decide.title")}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{d.short ? t("decide.short") : t("decide.reached")}</p>
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
            <ErrorSummary form={form} labels={{ acknowledge: t("decide.acknowledge"), intent: t("decide.title") }} />
            <div>
              <div className="flex items-center gap-2">
                <input
                  {...getInputProps(fields.acknowledge, { type: "checkbox" })}
                  key={fields.acknowledge.key}
                  className="h-4 w-4"
                />
                <label htmlFor={fields.acknowledge.id}>{t("decide.acknowledge")}</label>
              </div>
              <ErrorList id={fields.acknowledge.errorId} errors={fields.acknowledge.errors} />
            </div>
            <div role="alert">
              <ErrorList errors={form.errors} />
              <ErrorList errors={fields.intent.errors} />
            </div>
            <div className="flex flex-wrap gap-3">
              <button name="intent" value="confirm" className="btn-primary">
                {t("decide.confirm")}
              </button>
              <button name="intent" value="cancel" className="btn-secondary text-red-800">
                {t("decide.cancel")}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </DeskPage>
  );
}
