import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import type { Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { formatLongDate } from "~/utils/format";
import { awaitingOf, awaitingOrder, type AwaitingView } from "./awaiting";
import { viewLine } from "./lines";
import { agencyMoment, presentLine } from "./present";

/**
 * The orders awaiting this visitor's payment (decision 413), by the rule of `orderForViewer`: their own when signed
 * in, and a guest order only when this browser holds its number (it was placed or opened here). Nobody else's.
 */
export async function awaitingPayment(
  viewer: { userId: number | null; numbers: string[] },
  locale: Locale,
  now = new Date(),
): Promise<AwaitingView[]> {
  const whose = [
    viewer.userId !== null ? eq(orders.userId, viewer.userId) : undefined,
    viewer.numbers.length ? and(isNull(orders.userId), inArray(orders.number, viewer.numbers)) : undefined,
  ].filter((c) => c !== undefined);
  if (!whose.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        or(...whose),
        or(
          and(eq(orders.status, "pending_payment"), gt(orders.expiresAt, now)),
          and(eq(orders.status, "confirmed"), gt(orders.balanceAmount, 0)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const today = agencyToday(now);
  const open = rows
    .map((order) => ({ order, awaiting: awaitingOf(order, now, today) }))
    .filter((r): r is typeof r & { awaiting: NonNullable<typeof r.awaiting> } => r.awaiting !== null)
    .sort((a, b) =>
      awaitingOrder({ ...a.awaiting, expiresAt: a.order.expiresAt }, { ...b.awaiting, expiresAt: b.order.expiresAt }),
    );
  if (!open.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        open.map((r) => r.order.id),
      ),
    )
    .orderBy(orderLines.id);
  return open.map(({ order, awaiting }) => ({
    number: order.number,
    kind: awaiting.kind,
    currency: order.currency,
    due: awaiting.due,
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => {
        const shown = presentLine(viewLine(l.kind, l.payload, l.quantity), locale);
        return { title: shown.title, subtitle: shown.subtitle };
      }),
    hold:
      awaiting.kind === "payment"
        ? { minutesLeft: awaiting.minutesLeft, until: agencyMoment(order.expiresAt, locale) }
        : null,
    dueOn: awaiting.kind === "balance" ? formatLongDate(awaiting.dueOn, locale) : null,
  }));
}
