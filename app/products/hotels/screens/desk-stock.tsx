import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { DateField, ErrorList, ErrorSummary, Field, SelectField, useValidatedForm } from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { DeskPage } from "~/desk/components/desk-page";
import { actorOf, deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { addDays, agencyToday } from "~/travel/clock";
import { formatDate } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { closeSchema, priceSchema } from "../desk/schemas";
import { findProperties, propertyStock, setPlanPrice, setRoomTypeClosed } from "../desk/stock.server";

/**
 * Hotel inventory on the desk (agent; decision 114): find a property, see its rooms night by night
 * (rooms left of the allotment, closed nights, the price), close or reopen a room type for a range of
 * nights, and set a rate plan's price for a range. Searches offer a closed room type no more at once.
 */
const DAYS = 14;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const propertyId = Number(url.searchParams.get("property"));
  const today = agencyToday();
  const fromParam = url.searchParams.get("from");
  const from = fromParam && /^\d{4}-\d{2}-\d{2}$/.test(fromParam) && fromParam >= today ? fromParam : today;
  const stock =
    Number.isSafeInteger(propertyId) && propertyId > 0
      ? await propertyStock(locale, propertyId, from, addDays(from, DAYS - 1))
      : null;
  const page = deskPage(locale, staff, t("screen.deskHotelStock"), "deskInventory");
  return {
    ...page,
    messages: { ...page.messages, ...messagesPart(locale, "hotels", "roomType", "board") },
    query,
    found: stock ? [] : await findProperties(locale, query),
    stock: stock
      ? {
          ...stock,
          days: Array.from({ length: DAYS }, (_, i) => {
            const night = addDays(from, i);
            return { night, label: formatDate(night, locale, { day: "numeric", month: "short", year: undefined }) };
          }),
        }
      : null,
    from,
    earlier: from > today ? addDays(from, -DAYS) : null,
    later: addDays(from, DAYS),
    closeConstraint: getZodConstraint(closeSchema),
    priceConstraint: getZodConstraint(priceSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = `${pathFor("deskHotelStock", locale)}?${new URL(request.url).searchParams}`;
  if (intent === "price") {
    const submission = parseWithZod(formData, { schema: priceSchema });
    if (submission.status !== "success") return data({ form: "price", result: submission.reply() }, { status: 400 });
    const { ratePlan, from, to, price } = submission.value;
    const changed = await setPlanPrice(actor, ratePlan, from, to, price);
    if (changed === "tooPrecise")
      return data(
        {
          form: "price",
          result: submission.reply({ fieldErrors: { price: [messageKey("deskInventory:validation.price")] } }),
        },
        { status: 400 },
      );
    if (!changed)
      return data(
        {
          form: "price",
          result: submission.reply({ fieldErrors: { from: [messageKey("deskInventory:validation.noNights")] } }),
        },
        { status: 400 },
      );
    return redirectWithToast(back, { type: "success", message: "deskInventory:hotels.priced" });
  }
  const submission = parseWithZod(formData, { schema: closeSchema });
  if (submission.status !== "success") return data({ form: "close", result: submission.reply() }, { status: 400 });
  const { roomType, from, to } = submission.value;
  const changed = await setRoomTypeClosed(actor, roomType, from, to, intent === "close");
  if (changed === null)
    return data(
      {
        form: "close",
        result: submission.reply({ fieldErrors: { roomType: [messageKey("deskInventory:validation.roomType")] } }),
      },
      { status: 400 },
    );
  return redirectWithToast(back, {
    type: changed ? "success" : "info",
    message: !changed
      ? "deskInventory:hotels.unchanged"
      : intent === "close"
        ? "deskInventory:hotels.closed"
        : "deskInventory:hotels.reopened",
  });
}

export default function DeskHotelStock() {
  const { title, frame, query, found, stock, earlier, later, closeConstraint, priceConstraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("deskInventory");
  const [closeForm, closeFields] = useValidatedForm<z.input<typeof closeSchema>>({
    id: "hotel-close",
    lastResult: actionData?.form === "close" ? actionData.result : undefined,
    constraint: closeConstraint,
    schema: () => import("../desk/schemas").then((m) => m.closeSchema),
  });
  const [priceForm, priceFields] = useValidatedForm<z.input<typeof priceSchema>>({
    id: "hotel-price",
    lastResult: actionData?.form === "price" ? actionData.result : undefined,
    constraint: priceConstraint,
    schema: () => import("../desk/schemas").then((m) => m.priceSchema),
  });
  const roomName = (code: string) => t(keyIn("hotels:roomType", code));
  const planName = (room: string, board: string) =>
    [roomName(room), t(keyIn("hotels:board", board))].join(t("common:separator"));
  return (
    <DeskPage current="deskHotelStock" frame={frame} title={title}>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <div className="grow">
          <label htmlFor="stock-q" className={labelClass}>
            {t("hotels.find")}
          </label>
          <input id="stock-q" name="q" defaultValue={query} className="input" />
        </div>
        <button className="btn-primary">{t("hotels.search")}</button>
      </Form>
      {stock ? null : found.length ? (
        <ul className="mt-4 grid gap-2">
          {found.map((p) => (
            <li key={p.id}>
              <ScreenLink to="deskHotelStock" search={`?property=${p.id}`} className="text-green-800 underline">
                {[p.name, p.city].join(t("common:separator"))}
              </ScreenLink>
            </li>
          ))}
        </ul>
      ) : query ? (
        <p className="mt-4 text-gray-700">{t("hotels.noneFound")}</p>
      ) : null}
      {stock ? (
        <>
          <h2 className="mt-8 text-xl font-semibold">{stock.property.name}</h2>
          <p className="mt-1 flex gap-4 text-sm">
            {earlier ? (
              <ScreenLink
                to="deskHotelStock"
                search={`?property=${stock.property.id}&from=${earlier}`}
                className="text-green-800 underline"
              >
                {t("hotels.earlier")}
              </ScreenLink>
            ) : null}
            <ScreenLink
              to="deskHotelStock"
              search={`?property=${stock.property.id}&from=${later}`}
              className="text-green-800 underline"
            >
              {t("hotels.later")}
            </ScreenLink>
          </p>
          {/* Fourteen nights are wider than a phone: the table scrolls, and the keyboard can scroll it too. */}
          <div
            className="relative mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
            role="region"
            aria-label={t("hotels.tableCaption", { name: stock.property.name })}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            <table className="w-full text-start text-xs">
              <caption className="sr-only">{t("hotels.tableCaption", { name: stock.property.name })}</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-2 py-2 text-start">
                    {t("hotels.rate")}
                  </th>
                  {stock.days.map((d) => (
                    <th key={d.night} scope="col" className="whitespace-nowrap px-2 py-2 text-start">
                      {d.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stock.rooms.flatMap((room) =>
                  room.plans.map((plan) => (
                    <tr key={plan.id} className="border-t border-gray-200">
                      <th scope="row" className="whitespace-nowrap px-2 py-2 text-start font-semibold">
                        {planName(room.code, plan.board)}
                      </th>
                      {stock.days.map((d) => {
                        const n = plan.nights.find((x) => x.night === d.night);
                        return (
                          <td key={d.night} className={`px-2 py-2 ${n?.closed ? "bg-red-50 text-red-900" : ""}`}>
                            {n
                              ? n.closed
                                ? t("hotels.closedCell")
                                : t("hotels.left", { left: n.available, of: n.allotment })
                              : "—"}
                          </td>
                        );
                      })}
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="close-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <h3 id="close-title" className="text-lg font-semibold">
                {t("hotels.closeTitle")}
              </h3>
              <p className="mt-1 text-sm text-gray-700">{t("hotels.closeIntro")}</p>
              <Form method="post" {...getFormProps(closeForm)} className="mt-4 grid gap-4">
                <ErrorSummary
                  form={closeForm}
                  labels={{ roomType: t("hotels.roomType"), from: t("from"), to: t("to") }}
                />
                <SelectField
                  meta={closeFields.roomType}
                  label={t("hotels.roomType")}
                  placeholder={t("hotels.chooseRoom")}
                  options={stock.rooms.map((room) => ({ value: room.id, label: roomName(room.code) }))}
                />
                <DateField meta={closeFields.from} label={t("from")} />
                <DateField meta={closeFields.to} label={t("to")} />
                <div role="alert">
                  <ErrorList errors={closeForm.errors} />
                </div>
                <div className="flex gap-3">
                  <button name="intent" value="close" className="btn-primary">
                    {t("hotels.close")}
                  </button>
                  <button name="intent" value="reopen" className="btn-secondary">
                    {t("hotels.reopen")}
                  </button>
                </div>
              </Form>
            </section>
            <section aria-labelledby="price-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <h3 id="price-title" className="text-lg font-semibold">
                {t("hotels.priceTitle")}
              </h3>
              <p className="mt-1 text-sm text-gray-700">
                {t("hotels.priceIntro", { currency: stock.property.currency })}
              </p>
              <Form method="post" {...getFormProps(priceForm)} className="mt-4 grid gap-4">
                <input type="hidden" name="intent" value="price" />
                <ErrorSummary
                  form={priceForm}
                  labels={{ ratePlan: t("hotels.ratePlan"), from: t("from"), to: t("to"), price: t("hotels.price") }}
                />
                <div>
                  <label htmlFor={priceFields.ratePlan.id} className={labelClass}>
                    {t("hotels.ratePlan")}
                  </label>
                  <select {...getSelectProps(priceFields.ratePlan)} key={priceFields.ratePlan.key} className="input">
                    <option value="">{t("hotels.choosePlan")}</option>
                    {stock.rooms.flatMap((room) =>
                      room.plans.map((plan) => (
                        <option key={plan.id} value={plan.id}>
                          {planName(room.code, plan.board)}
                        </option>
                      )),
                    )}
                  </select>
                  <ErrorList id={priceFields.ratePlan.errorId} errors={priceFields.ratePlan.errors} />
                </div>
                <DateField meta={priceFields.from} label={t("from")} />
                <DateField meta={priceFields.to} label={t("to")} />
                <Field
                  meta={priceFields.price}
                  label={t("hotels.price")}
                  inputProps={{ inputMode: "decimal", dir: "ltr" }}
                />
                <FormFooter errors={priceForm.errors} label={t("hotels.savePrice")} />
              </Form>
            </section>
          </div>
        </>
      ) : null}
    </DeskPage>
  );
}
