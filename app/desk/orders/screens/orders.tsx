import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { registeredProducts } from "~/domains/booking/products";
import { orderMoney } from "~/domains/orders/e-ticket.server";
import { currencyOfOrder } from "~/domains/orders/order-read.server";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { DeskPage } from "../../components/desk-page";
import { deskPage, staffOf } from "../../frame.server";
import { orderStatuses } from "../constants";
import { Table, useWhen } from "../components/table";
import { searchOrders } from "../orders.server";
import { orderSearchSchema } from "../schemas";

/**
 * Finding orders on the desk (issue 26, decision 112): one GET form (works without JavaScript) — a
 * number, e-ticket, name, e-mail or phone; product, status, a range of order dates — and a paged table.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const search = orderSearchSchema.parse(query);
  const found = await searchOrders(search);
  const page = (n: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...search, page: n }).filter(([, v]) => v !== undefined) as [string, string][],
    );
    return `?${params}`;
  };
  const rows = await Promise.all(
    found.rows.map(async (o) => ({
      ...o,
      createdAt: o.createdAt.toISOString(),
      total: orderMoney(o.total, await currencyOfOrder({ currency: o.currency, rate: 1 }), locale),
    })),
  );
  return {
    ...deskPage(locale, staff, t("screen.deskOrders"), "deskOrders", "orders"),
    search,
    kinds: registeredProducts().map((p) => p.kind),
    rows,
    next: found.more ? page(search.page + 1) : null,
    previous: search.page > 1 ? page(search.page - 1) : null,
  };
}

export default function DeskOrders() {
  const { title, frame, search, kinds, rows, next, previous } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskOrders");
  const when = useWhen();
  const select = (name: "kind" | "status", any: string, options: readonly string[], label: (v: string) => string) => (
    <div>
      <label htmlFor={`orders-${name}`} className={labelClass}>
        {t(`search.${name}`)}
      </label>
      <select id={`orders-${name}`} name={name} defaultValue={search[name] ?? ""} className="input">
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <DeskPage current="deskOrders" frame={frame} title={title}>
      <Form
        method="get"
        role="search"
        aria-label={t("search.label")}
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="orders-q" className={labelClass}>
            {t("search.q")}
          </label>
          <input
            id="orders-q"
            name="q"
            defaultValue={search.q ?? ""}
            className="input"
            aria-describedby="orders-q-hint"
          />
          <p id="orders-q-hint" className="mt-1 text-xs text-gray-600">
            {t("search.qHint")}
          </p>
        </div>
        {select("kind", t("search.anyKind"), kinds, (k) => t(keyIn("deskOrders:kind", k)))}
        {select("status", t("search.anyStatus"), orderStatuses, (s) => t(keyIn("orders:status", s)))}
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="orders-from" className={labelClass}>
              {t("search.from")}
            </label>
            <input id="orders-from" name="from" type="date" defaultValue={search.from ?? ""} className="input" />
          </div>
          <div>
            <label htmlFor="orders-to" className={labelClass}>
              {t("search.to")}
            </label>
            <input id="orders-to" name="to" type="date" defaultValue={search.to ?? ""} className="input" />
          </div>
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <button className="btn-primary">{t("search.submit")}</button>
        </div>
      </Form>
      <div className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <Table
          caption={t("search.results")}
          heads={["number", "date", "buyer", "products", "status", "total"].map((c) =>
            t(keyIn("deskOrders:columns", c)),
          )}
          rows={rows}
          empty={t("search.none")}
          row={(o) => [
            <ScreenLink
              key="n"
              to="deskOrder"
              params={{ orderNumber: o.number }}
              className="font-semibold text-green-800 underline"
            >
              <bdi dir="ltr">{o.number}</bdi>
            </ScreenLink>,
            when(o.createdAt),
            <>
              {o.buyer}
              <br />
              <bdi dir="ltr">{o.email}</bdi>
            </>,
            o.kinds.map((k) => t(keyIn("deskOrders:kind", k))).join(t("common:separator")),
            t(keyIn("orders:status", o.status)),
            <bdi key="t">{o.total}</bdi>,
          ]}
        />
      </div>
      <p className="mt-4 flex gap-4">
        {previous ? (
          <ScreenLink to="deskOrders" search={previous} className="text-green-800 underline">
            {t("search.previous")}
          </ScreenLink>
        ) : null}
        {next ? (
          <ScreenLink to="deskOrders" search={next} className="text-green-800 underline">
            {t("search.next")}
          </ScreenLink>
        ) : null}
      </p>
    </DeskPage>
  );
}
