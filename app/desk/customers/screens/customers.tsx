import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { DeskPage } from "../../components/desk-page";
import { deskPage, staffOf } from "../../frame.server";
import { Table } from "../../orders/components/table";
import { searchCustomers } from "../customers.server";

/** Finding a customer on the desk (issue 26, decision 112): name, e-mail, phone or client number; a GET form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return {
    ...deskPage(locale, staff, t("screen.deskCustomers"), "deskOrders"),
    q,
    rows: q.length >= 2 ? await searchCustomers(q) : null,
  };
}

export default function DeskCustomers() {
  const { title, frame, q, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskOrders");
  return (
    <DeskPage current="deskCustomers" frame={frame} title={title}>
      <Form
        method="get"
        role="search"
        aria-label={title}
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <div>
          <label htmlFor="customers-q" className={labelClass}>
            {t("customers.q")}
          </label>
          <input
            id="customers-q"
            name="q"
            defaultValue={q}
            className="input"
            minLength={2}
            aria-describedby="customers-q-hint"
          />
          <p id="customers-q-hint" className="mt-1 text-xs text-gray-600">
            {t("customers.hint")}
          </p>
        </div>
        <div>
          <button className="btn-primary">{t("customers.submit")}</button>
        </div>
      </Form>
      {rows ? (
        <div className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          <Table
            caption={t("customers.results")}
            heads={["name", "email", "phone", "clientNumber", "status"].map((c) =>
              t(keyIn("deskOrders:customerColumns", c)),
            )}
            rows={rows}
            empty={t("customers.none")}
            row={(c) => [
              <ScreenLink
                key="n"
                to="deskCustomer"
                params={{ id: String(c.id) }}
                className="font-semibold text-green-800 underline"
              >
                {`${c.firstName} ${c.lastName}`.trim() || c.email || c.phone}
              </ScreenLink>,
              <bdi key="e" dir="ltr">
                {c.email}
              </bdi>,
              <bdi key="p" dir="ltr">
                {c.phone}
              </bdi>,
              <bdi key="c" dir="ltr">
                {c.clientNumber}
              </bdi>,
              t(keyIn("deskOrders:userStatus", c.status)),
            ]}
          />
        </div>
      ) : null}
    </DeskPage>
  );
}
