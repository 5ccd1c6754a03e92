import { getZodConstraint } from "@conform-to/zod";
import { orderMoney } from "~/domains/orders/e-ticket.server";
import { currencyOfOrder } from "~/domains/orders/order-read.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screens";
import { deskPage } from "../frame.server";
import { walletSchema } from "../orders/schemas";
import { can } from "../permissions";
import type { Staff } from "../staff.server";
import { customerDetail } from "./customers.server";

/** The wallet's currency (EUR), as the order currency helpers read it. */
export const euro = () => currencyOfOrder({ currency: "EUR", rate: 1 });

/** Everything the desk's customer screen shows (its loader's data), or null when there is no such account. */
export async function customerScreen(id: number, locale: Locale, staff: Staff) {
  const found = Number.isSafeInteger(id) && id > 0 ? await customerDetail(id) : null;
  if (!found) return null;
  const t = await getFixedT(locale, "common");
  const eur = await euro();
  const { user } = found;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email || user.phone || user.clientNumber;
  const orders = await Promise.all(
    found.orders.map(async (o) => ({
      ...o,
      createdAt: o.createdAt.toISOString(),
      total: orderMoney(o.total, await currencyOfOrder({ currency: o.currency, rate: 1 }), locale),
    })),
  );
  return {
    ...deskPage(locale, staff, `${t("screen.deskCustomer")} ${name}`, "deskOrders", "orders"),
    user: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      clientNumber: user.clientNumber,
      status: user.status,
      mustChangePassword: user.mustChangePassword,
    },
    orders,
    balance: orderMoney(found.balance, eur, locale),
    ledger: found.ledger.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      kind: e.kind,
      amount: orderMoney(e.amount, eur, locale),
      note: e.note,
    })),
    travellers: found.travellers.map((p) => ({
      id: p.id,
      name: `${p.firstName} ${p.lastName}`,
      birthDate: p.birthDate,
      document: p.documentType === "passport" ? p.passportNumber : p.nationalId,
    })),
    may: { manage: can(staff.role, "customers.manage"), wallet: can(staff.role, "customers.wallet") },
    constraint: getZodConstraint(walletSchema),
  };
}

export type CustomerScreen = NonNullable<Awaited<ReturnType<typeof customerScreen>>>;
