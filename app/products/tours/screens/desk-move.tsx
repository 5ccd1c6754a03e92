import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ErrorList, ErrorSummary, useValidatedForm } from "~/components/forms";
import { Price } from "~/components/price";
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
import { movePage, moveBooking } from "../desk/move.server";
import { moveSchema, readTarget } from "../desk/schemas";

/**
 * Moving a booking to another departure of its tour (agent; decision 708): the booking as it is (party, hotel, price
 * and what is paid), then each later departure with room for the party at each hotel option, priced for the party
 * now with the difference the customer would pay or get back. One choice, the agent's tick that the customer agreed,
 * and the booking core does the rest (places, balance or refund, e-mail); then the order's desk page.
 */
function params(raw: { id?: string; orderNumber?: string }) {
  const id = /^\d{1,9}$/.test(raw.id ?? "") ? Number(raw.id) : null;
  const orderNumber = /^[A-Z0-9-]{4,40}$/.test(raw.orderNumber ?? "") ? raw.orderNumber! : null;
  if (!id || !orderNumber) throw new Response("Not found", { status: 404 });
  return { id, orderNumber };
}

export async function loader({ params: raw, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const { id, orderNumber } = params(raw);
  const found = await movePage(id, orderNumber);
  if (!found) throw new Response("Not found", { status: 404 });
  const t = await getFixedT(locale, ["deskTours", "tours", "common"]);
  const { order, payload, options, was } = found;
  const currency = order.currency;
  const passengers = payload.passengers;
  const howMany = (type: string) => formatDigits(passengers.filter((p) => p.type === type).length, locale);
  const paid = order.cardAmount + order.walletAmount + order.giftCardAmount;
  return {
    ...deskPage(locale, staff, t("deskTours:move.title", { order: order.number }), "deskTours"),
    departureId: id,
    booking: {
      number: order.number,
      lead: `${passengers[0]?.firstName ?? ""} ${passengers[0]?.lastName ?? ""}`.trim(),
      party: t("deskTours:departure.party", {
        adults: howMany("adult"),
        children: howMany("child"),
        infants: howMany("infant"),
      }),
      tour: payload.title,
      dates: `${formatDate(payload.departsOn, locale)} – ${formatDate(payload.returnsOn, locale)}`,
      hotel: payload.hotel,
      price: was,
      paid,
      balance: order.balanceAmount,
      currency,
    },
    movable: found.movable,
    options: options.map((o) => ({
      value: `${o.departureId}:${o.hotelId ?? "day"}`,
      dates: `${formatDate(o.departsOn, locale)} – ${formatDate(o.returnsOn, locale)}`,
      hotel: o.hotel
        ? `${o.hotel} (${t("tours:stars", { count: o.stars ?? 0 })}, ${t(keyIn("tours:board", o.board ?? "room_only"))})`
        : null,
      placesLeft: formatDigits(o.placesLeft, locale),
      total: o.total,
      difference: o.difference,
    })),
    currency,
    constraint: getZodConstraint(moveSchema),
  };
}

export async function action({ request, params: raw, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const { id, orderNumber } = params(raw);
  const submission = parseWithZod(await request.formData(), { schema: moveSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const target = readTarget(submission.value.target);
  const outcome = await moveBooking(actor, {
    fromId: id,
    orderNumber,
    toId: target.departureId,
    hotelId: target.hotelId,
  });
  if (!outcome.ok)
    return data(
      submission.reply({
        formErrors: [messageKey(keyIn("deskTours:moveError", outcome.error) as "deskTours:moveError.filled")],
      }),
      { status: outcome.error === "notFound" ? 404 : 409 },
    );
  return redirectWithToast(pathFor("deskOrder", locale, { orderNumber }), {
    type: "success",
    message:
      outcome.difference > 0
        ? "deskTours:move.doneOwed"
        : outcome.refund > 0
          ? "deskTours:move.doneRefund"
          : "deskTours:move.done",
  });
}

export default function DeskTourMove() {
  const {
    title,
    frame,
    departureId,
    booking: b,
    movable,
    options,
    currency,
    constraint,
  } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("deskTours");
  const [form, fields] = useValidatedForm<z.input<typeof moveSchema>>({
    id: "move-booking",
    lastResult,
    constraint,
    schema: () => import("../desk/schemas").then((m) => m.moveSchema),
  });
  const money = (amount: number) => <Price money={{ amount, currency }} own vat={false} />;
  return (
    <DeskPage current="deskTourMove" frame={frame} title={title}>
      <p>
        <ScreenLink to="deskTourDeparture" params={{ id: String(departureId) }} className="text-green-800 underline">
          {t("move.back")}
        </ScreenLink>
      </p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3">
        {(
          [
            [
              "order",
              <bdi key="o" dir="ltr">
                {b.number}
              </bdi>,
            ],
            [
              "lead",
              <bdi key="l" dir="ltr">
                {b.lead}
              </bdi>,
            ],
            ["party", b.party],
            ["tour", b.tour],
            ["dates", b.dates],
            ["hotel", b.hotel ?? t("departure.noHotel")],
            ["price", money(b.price)],
            ["paid", money(b.paid)],
            ["balance", money(b.balance)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-sm text-gray-700">{t(`move.facts.${key}`)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {!movable ? (
        <p className="mt-6 text-gray-800">{t("move.notMovable")}</p>
      ) : options.length === 0 ? (
        <p className="mt-6 text-gray-800">{t("move.noOptions")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
          <ErrorSummary
            form={form}
            labels={{ target: t("move.choose"), acknowledge: t("move.acknowledge"), intent: t("move.submit") }}
          />
          <fieldset className="min-w-0">
            <legend className="text-xl font-semibold">{t("move.choose")}</legend>
            <p className="mt-1 text-sm text-gray-700">{t("move.intro")}</p>
            <DeskTable
              className="mt-3"
              caption={t("move.choose")}
              heads={(["choice", "dates", "hotel", "placesLeft", "total", "difference"] as const).map((c) =>
                t(`move.columns.${c}`),
              )}
            >
              {options.map((o) => {
                const inputId = `target-${o.value.replace(":", "-")}`;
                return (
                  <tr key={o.value} className="border-t border-gray-200">
                    <td className="px-3 py-2">
                      <input
                        type="radio"
                        id={inputId}
                        name={fields.target.name}
                        value={o.value}
                        defaultChecked={fields.target.initialValue === o.value}
                        aria-describedby={fields.target.errors ? fields.target.errorId : undefined}
                        className="h-4 w-4"
                      />
                    </td>
                    <th scope="row" className="px-3 py-2 text-start font-normal">
                      <label htmlFor={inputId}>{o.dates}</label>
                    </th>
                    <td className="px-3 py-2">{o.hotel ?? t("departure.noHotel")}</td>
                    <td className="px-3 py-2">{o.placesLeft}</td>
                    <td className="px-3 py-2">{money(o.total)}</td>
                    <td className="px-3 py-2">
                      {o.difference > 0 ? (
                        <>
                          {t("move.owed")} {money(o.difference)}
                        </>
                      ) : o.difference < 0 ? (
                        <>
                          {t("move.refund")} {money(-o.difference)}
                        </>
                      ) : (
                        t("move.same")
                      )}
                    </td>
                  </tr>
                );
              })}
            </DeskTable>
            <ErrorList id={fields.target.errorId} errors={fields.target.errors} />
          </fieldset>
          <p className="text-sm text-gray-700">{t("move.rule")}</p>
          <div>
            <div className="flex items-center gap-2">
              <input
                {...getInputProps(fields.acknowledge, { type: "checkbox" })}
                key={fields.acknowledge.key}
                className="h-4 w-4"
              />
              <label htmlFor={fields.acknowledge.id}>{t("move.acknowledge")}</label>
            </div>
            <ErrorList id={fields.acknowledge.errorId} errors={fields.acknowledge.errors} />
          </div>
          <div role="alert">
            <ErrorList errors={form.errors} />
          </div>
          <div>
            <button name="intent" value="move" className="btn-primary">
              {t("move.submit")}
            </button>
          </div>
        </Form>
      )}
    </DeskPage>
  );
}
