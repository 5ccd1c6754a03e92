import { getFormProps, getSelectProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { DateField, ErrorList, ErrorSummary, SelectField, useValidatedForm } from "~/components/forms";
import { labelClass } from "~/components/label-class";
import { DeskPage } from "~/desk/components/desk-page";
import { RouteDaySearch } from "~/desk/components/route-day-search";
import { actorOf, deskPage, staffOf } from "~/desk/frame.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesPart } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { dateTextValue, parseDateText } from "~/utils/date-text";
import { formatDate, formatDigits } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { trainCloseSchema } from "../desk/schemas";
import { setTrainClosed, trainsOn } from "../desk/stock.server";
import { operatorName, stationName } from "../present";

/**
 * Train inventory on the desk (agent; decision 119): the trains of a route on a day (stations typed in
 * any language, the date in the page's calendar), each wagon with its places sold of its total; close or
 * reopen a train or a wagon that day, or for a range of dates. Searches and place plans offer a closed
 * train or wagon no more at once; places already held or sold stay theirs.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const typedDate = url.searchParams.get("date") ?? "";
  const date = parseDateText(typedDate) ?? (typedDate ? null : agencyToday());
  const found = from && to && date ? await trainsOn(from, to, date) : null;
  const page = deskPage(locale, staff, t("screen.deskTrainStock"), "deskInventory");
  return {
    ...page,
    messages: { ...page.messages, ...messagesPart(locale, "trains", "wagonType") },
    search: { from, to, date: typedDate || dateTextValue(agencyToday(), locale) },
    asked: !!(from && to),
    badDate: !!typedDate && !date,
    unknownStation: !!(from && to && date) && found === null,
    date,
    day: date ? formatDate(date, locale) : null,
    route: found ? `${stationName(found.from, locale)} → ${stationName(found.to, locale)}` : null,
    trains: (found?.trains ?? []).map((train) => ({
      ...train,
      number: formatDigits(train.number, locale),
      operator: operatorName(train.operator, locale),
      departs: formatDigits(train.departs, locale),
    })),
    constraint: getZodConstraint(trainCloseSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = `${pathFor("deskTrainStock", locale)}${new URL(request.url).search}`;
  const submission = parseWithZod(formData, { schema: trainCloseSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { train, wagon, from, to } = submission.value;
  const changed = await setTrainClosed(actor, { trainId: train, wagonNo: wagon, from, to, closed: intent === "close" });
  if (changed === null)
    return data(submission.reply({ fieldErrors: { train: [messageKey("deskInventory:validation.noTrain")] } }), {
      status: 400,
    });
  return redirectWithToast(back, {
    type: changed ? "success" : "info",
    message: !changed
      ? "deskInventory:hotels.unchanged"
      : intent === "close"
        ? wagon
          ? "deskInventory:trains.wagonClosed"
          : "deskInventory:trains.closed"
        : wagon
          ? "deskInventory:trains.wagonReopened"
          : "deskInventory:trains.reopened",
  });
}

/** A one-day close or reopen button of the day's table: the same fields as the range form. */
function DayButton({
  train,
  wagon,
  date,
  closed,
  label,
}: {
  train: number;
  wagon: number;
  date: string;
  closed: boolean;
  label: string;
}) {
  const { t } = useTranslation("deskInventory");
  return (
    <Form method="post">
      <input type="hidden" name="train" value={train} />
      <input type="hidden" name="wagon" value={wagon} />
      <input type="hidden" name="from" value={date} />
      <input type="hidden" name="to" value={date} />
      <button
        name="intent"
        value={closed ? "reopen" : "close"}
        className="text-red-800 underline"
        aria-label={`${t(closed ? "flights.reopen" : "flights.close")} ${label}`}
      >
        {t(closed ? "flights.reopen" : "flights.close")}
      </button>
    </Form>
  );
}

export default function DeskTrainStock() {
  const { title, frame, search, asked, badDate, unknownStation, date, day, route, trains, constraint } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("deskInventory");
  const [form, fields] = useValidatedForm<z.input<typeof trainCloseSchema>>({
    id: "train-close",
    lastResult,
    constraint,
    schema: () => import("../desk/schemas").then((m) => m.trainCloseSchema),
  });
  const wagons = Math.max(0, ...trains.map((tr) => tr.wagons.length));
  const trainLabel = (tr: (typeof trains)[number]) => t("trains.train", { number: tr.number, departs: tr.departs });
  return (
    <DeskPage current="deskTrainStock" frame={frame} title={title}>
      <RouteDaySearch
        id="ts"
        search={search}
        hint={t("trains.hint")}
        badDate={badDate}
        unknownPlace={unknownStation ? t("validation.station") : null}
      />
      {asked && date && !badDate && !unknownStation ? (
        trains.length ? (
          <>
            <h2 className="mt-8 text-xl font-semibold">
              {route} · {day}
            </h2>
            {trains.map((tr) => (
              <section
                key={tr.id}
                aria-labelledby={`train-${tr.id}`}
                className="relative mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <h3 id={`train-${tr.id}`} className="font-semibold">
                    {trainLabel(tr)} · {tr.operator}
                    {tr.closed ? <span className="ms-2 text-red-800">({t("flights.closedStatus")})</span> : null}
                  </h3>
                  <DayButton train={tr.id} wagon={0} date={date} closed={tr.closed} label={trainLabel(tr)} />
                </div>
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">{t("trains.caption", { train: trainLabel(tr) })}</caption>
                  <thead className="bg-gray-50 text-gray-700">
                    <tr>
                      {(["wagon", "type", "sold", "status"] as const).map((c) => (
                        <th key={c} scope="col" className="px-3 py-2 text-start">
                          {t(`trains.columns.${c}`)}
                        </th>
                      ))}
                      <th scope="col" className="px-3 py-2">
                        <span className="sr-only">{t("flights.columns.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {tr.wagons.map((w) => {
                      const label = t("trains.wagonOf", { wagon: w.no, train: trainLabel(tr) });
                      return (
                        <tr key={w.no} className="border-t border-gray-200">
                          <th scope="row" className="px-3 py-2 text-start">
                            {t("trains.wagon", { n: w.no })}
                          </th>
                          <td className="px-3 py-2">{t(keyIn("trains:wagonType", w.type))}</td>
                          <td className="px-3 py-2">{t("trains.sold", { sold: w.sold, of: w.places })}</td>
                          <td className="px-3 py-2">
                            {w.closed
                              ? t("flights.closedStatus")
                              : tr.closed
                                ? t("trains.closedWithTrain")
                                : t("flights.openStatus")}
                          </td>
                          <td className="px-3 py-2">
                            <DayButton train={tr.id} wagon={w.no} date={date} closed={w.closed} label={label} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
            ))}
            <section
              aria-labelledby="range-title"
              className="mt-8 max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
            >
              <h2 id="range-title" className="text-lg font-semibold">
                {t("trains.rangeTitle")}
              </h2>
              <p className="mt-1 text-sm text-gray-700">{t("trains.rangeIntro")}</p>
              <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
                <ErrorSummary
                  form={form}
                  labels={{
                    train: t("trains.trainField"),
                    wagon: t("trains.wagonField"),
                    from: t("trains.fromDay"),
                    to: t("trains.toDay"),
                  }}
                />
                <SelectField
                  meta={fields.train}
                  label={t("trains.trainField")}
                  placeholder={t("trains.chooseTrain")}
                  options={trains.map((tr) => ({ value: tr.id, label: trainLabel(tr) }))}
                />
                <div>
                  <label htmlFor={fields.wagon.id} className={labelClass}>
                    {t("trains.wagonField")}
                  </label>
                  <select {...getSelectProps(fields.wagon)} key={fields.wagon.key} className="input">
                    <option value="0">{t("trains.wholeTrain")}</option>
                    {Array.from({ length: wagons }, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {t("trains.wagon", { n: i + 1 })}
                      </option>
                    ))}
                  </select>
                  <ErrorList id={fields.wagon.errorId} errors={fields.wagon.errors} />
                </div>
                <DateField meta={fields.from} label={t("trains.fromDay")} />
                <DateField meta={fields.to} label={t("trains.toDay")} />
                <div role="alert">
                  <ErrorList errors={form.errors} />
                </div>
                <div className="flex gap-3">
                  <button name="intent" value="close" className="btn-primary">
                    {t("flights.close")}
                  </button>
                  <button name="intent" value="reopen" className="btn-secondary">
                    {t("flights.reopen")}
                  </button>
                </div>
              </Form>
            </section>
          </>
        ) : (
          <p className="mt-6 text-gray-700">{t("trains.none")}</p>
        )
      ) : null}
    </DeskPage>
  );
}
