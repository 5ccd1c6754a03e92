import { Form } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { Section, Table, useWhen } from "../../orders/components/table";
import type { CustomerScreen } from "../customer-screen.server";

/** The desk's customer page: the account and its actions, orders, wallet and ledger, saved travellers. */
export function CustomerParts({ page }: { page: CustomerScreen }) {
  const { t } = useTranslation("deskOrders");
  const when = useWhen();
  const { user } = page;
  const action = (intent: string, label: string, danger = false) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button
        className={danger ? "rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800" : "btn-secondary"}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <>
      <Section id="customer-account" title={t("customer.account")}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("customerColumns.email")}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
          <dt className="font-semibold">{t("customerColumns.phone")}</dt>
          <dd>
            <bdi dir="ltr">{user.phone}</bdi>
          </dd>
          <dt className="font-semibold">{t("customer.clientNumber")}</dt>
          <dd>
            <bdi dir="ltr">{user.clientNumber}</bdi>
          </dd>
          <dt className="font-semibold">{t("customer.status")}</dt>
          <dd data-testid="customer-status">{t(keyIn("deskOrders:userStatus", user.status))}</dd>
        </dl>
        {user.mustChangePassword ? <p className="mt-2 text-sm">{t("customer.mustChange")}</p> : null}
        {page.may.manage ? (
          <div className="mt-4 flex flex-wrap items-start gap-3">
            {user.status === "suspended"
              ? action("reinstate", t("customer.reinstate"))
              : action("suspend", t("customer.suspend"), true)}
            {user.mustChangePassword ? null : action("forcePassword", t("customer.forcePassword"))}
          </div>
        ) : null}
        {page.may.manage && user.status !== "suspended" ? (
          <p className="mt-2 text-xs text-gray-600">{t("customer.suspendHint")}</p>
        ) : null}
      </Section>
      <Section id="customer-orders" title={t("customer.orders")}>
        <Table
          caption={t("customer.orders")}
          heads={["number", "date", "status", "total"].map((c) => t(keyIn("deskOrders:columns", c)))}
          rows={page.orders}
          empty={t("customer.noOrders")}
          row={(o) => [
            <ScreenLink key="n" to="deskOrder" params={{ orderNumber: o.number }} className="text-green-800 underline">
              <bdi dir="ltr">{o.number}</bdi>
            </ScreenLink>,
            when(o.createdAt),
            t(keyIn("orders:status", o.status)),
            <bdi key="t">{o.total}</bdi>,
          ]}
        />
      </Section>
      <Section id="customer-wallet" title={t("customer.wallet")}>
        <p className="text-sm">
          {t("customer.balance")} · <bdi data-testid="wallet-balance">{page.balance}</bdi>
        </p>
        <h3 className="mt-3 font-semibold">{t("customer.ledger")}</h3>
        <Table
          caption={t("customer.ledger")}
          heads={["entryDate", "entryKind", "entryAmount", "entryNote"].map((c) => t(keyIn("deskOrders:customer", c)))}
          rows={page.ledger}
          empty={t("customer.noEntries")}
          row={(e) => [when(e.at), t(keyIn("orders:wallet", e.kind)), <bdi key="a">{e.amount}</bdi>, e.note]}
        />
      </Section>
      <Section id="customer-travellers" title={t("customer.travellers")}>
        <Table
          caption={t("customer.travellers")}
          heads={[t("customerColumns.name"), t("customer.birthDate"), t("customer.document")]}
          rows={page.travellers}
          empty={t("customer.noTravellers")}
          row={(p) => [
            p.name,
            <bdi key="b">{p.birthDate}</bdi>,
            <bdi key="d" dir="ltr">
              {p.document}
            </bdi>,
          ]}
        />
      </Section>
    </>
  );
}
