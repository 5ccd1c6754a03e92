import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * The desk's reports (issue 26 item 7, decision 116) on PGlite (tests/unit) and PostgreSQL (tests/pg), with the
 * same assertions: orders, payments, refunds, a discount code, wallets and gift cards in euros and rials, and the
 * sums each table gives — per currency, never added across currencies, on the agency's (Tehran) days, the
 * products' table adding up to the sales, refused charges left out of the refunds — and the CSV file of a table.
 */
export function deskReportsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`desk reports on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      await seed();
    });
    afterAll(async () => drop());

    let n = 0;
    const id = () => `${++n}${Math.random().toString(36).slice(2, 8)}`;
    const at = (iso: string) => new Date(iso);

    async function user() {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${id()}@example.com`, passwordHash: "x", clientNumber: `C-${id()}`, status: "active" })
        .returning();
      return u!;
    }

    async function order(o: {
      currency: string;
      status?: "confirmed" | "cancelled" | "pending_payment";
      confirmedAt: string | null;
      lines: { kind: string; quantity: number; amount: number }[];
      discount?: number;
      vat?: number;
      card?: number;
      wallet?: number;
      discountCodeId?: number;
    }) {
      const { orderLines, orders } = await import("~/db/schema");
      const net = o.lines.reduce((s, l) => s + l.quantity * l.amount, 0) - (o.discount ?? 0);
      const total = net + (o.vat ?? 0);
      const [row] = await handle.db
        .insert(orders)
        .values({
          number: `R${id().toUpperCase()}`,
          status: o.status ?? "confirmed",
          currency: o.currency,
          ticketAmount: net,
          tax: 0,
          commission: 0,
          otherCosts: 0,
          discount: o.discount ?? 0,
          vat: o.vat ?? 0,
          total,
          cardAmount: o.card ?? total - (o.wallet ?? 0),
          walletAmount: o.wallet ?? 0,
          discountCodeId: o.discountCodeId ?? null,
          buyer: { firstName: "Sara", lastName: "Ahmadi", email: "sara@example.com", phone: "+989121234567" },
          expiresAt: at("2026-10-01T00:00:00Z"),
          confirmedAt: o.confirmedAt ? at(o.confirmedAt) : null,
          createdAt: at(o.confirmedAt ?? "2026-10-20T10:00:00Z"),
        })
        .returning();
      for (const line of o.lines)
        await handle.db.insert(orderLines).values({
          orderId: row!.id,
          kind: line.kind,
          payload: {},
          currency: o.currency,
          amount: line.amount,
          quantity: line.quantity,
          breakdown: { items: [], tax: 0, commission: 0, otherCosts: 0, total: line.amount },
        });
      return row!;
    }

    async function seed() {
      const { auditLog, discountCodes, giftCards, payments, refunds, walletEntries } = await import("~/db/schema");
      const [code] = await handle.db
        .insert(discountCodes)
        .values({ code: "-SAVE-10", type: "fixed_amount", value: 1000, usedCount: 4, usageLimit: 10 })
        .returning();
      // 10 October, 10:00 in Tehran: euros, two products, a discount, VAT, card and wallet.
      const euro = await order({
        currency: "EUR",
        confirmedAt: "2026-10-10T06:30:00Z",
        lines: [
          { kind: "flight", quantity: 2, amount: 4000 },
          { kind: "hotel", quantity: 1, amount: 2000 },
        ],
        discount: 1000,
        vat: 1890,
        wallet: 2000,
        discountCodeId: code!.id,
      });
      // 10 October 20:45 UTC is already 11 October, 00:15 in Tehran.
      await order({
        currency: "IRR",
        confirmedAt: "2026-10-10T20:45:00Z",
        lines: [{ kind: "hotel", quantity: 1, amount: 35_950_000 }],
      });
      // Paid on 12 October, cancelled later: still a sale; part of it refunded to the card on the 13th.
      const cancelled = await order({
        currency: "IRR",
        status: "cancelled",
        confirmedAt: "2026-10-12T08:00:00Z",
        lines: [{ kind: "train", quantity: 1, amount: 2_000_000 }],
      });
      const [charge] = await handle.db
        .insert(payments)
        .values({
          orderId: cancelled.id,
          provider: "sandbox",
          idempotencyKey: `k-${id()}`,
          amount: 2_000_000,
          currency: "IRR",
          status: "succeeded",
          refunded: 1_500_000,
        })
        .returning();
      await handle.db.insert(refunds).values({
        orderId: cancelled.id,
        paymentId: charge!.id,
        amount: 1_500_000,
        currency: "IRR",
        method: "card",
        reason: "cancelled",
        createdAt: at("2026-10-13T09:00:00Z"),
      });
      await handle.db.insert(refunds).values({
        orderId: euro.id,
        amount: 500,
        currency: "EUR",
        method: "wallet",
        reason: "goodwill",
        createdAt: at("2026-10-12T09:00:00Z"),
      });
      // Never paid, and paid before the range: not sales. A charge the site refused (paid after the hold) and
      // gave back: not a refund of a sale.
      const unpaid = await order({
        currency: "EUR",
        status: "pending_payment",
        confirmedAt: null,
        lines: [{ kind: "flight", quantity: 1, amount: 9999 }],
      });
      await order({
        currency: "EUR",
        confirmedAt: "2026-09-15T08:00:00Z",
        lines: [{ kind: "flight", quantity: 1, amount: 777 }],
      });
      const [refused] = await handle.db
        .insert(payments)
        .values({
          orderId: unpaid.id,
          provider: "sandbox",
          idempotencyKey: `k-${id()}`,
          amount: 9999,
          status: "refunded",
          refunded: 9999,
        })
        .returning();
      await handle.db.insert(refunds).values({
        orderId: unpaid.id,
        paymentId: refused!.id,
        amount: 9999,
        currency: "EUR",
        method: "card",
        reason: "paid after the hold",
        createdAt: at("2026-10-14T09:00:00Z"),
      });
      // Wallets: one with 30 € left, one back at zero.
      const a = await user();
      const b = await user();
      await handle.db.insert(walletEntries).values([
        { userId: a.id, amount: 5000, kind: "credit" },
        { userId: a.id, amount: -2000, kind: "payment", orderId: euro.id },
        { userId: b.id, amount: 1000, kind: "credit" },
        { userId: b.id, amount: -1000, kind: "adjustment" },
      ]);
      // Gift cards: one issued in the range with 30 € left, one expired with a balance, one voided in the range.
      await handle.db.insert(giftCards).values([
        { code: `G-${id()}`, initialAmount: 5000, balance: 3000, createdAt: at("2026-10-05T08:00:00Z") },
        {
          code: `G-${id()}`,
          initialAmount: 4000,
          balance: 1000,
          expiresAt: at("2026-10-01T00:00:00Z"),
          createdAt: at("2026-09-01T08:00:00Z"),
        },
      ]);
      await handle.db.insert(auditLog).values({
        actorId: a.id,
        actorEmail: "finance@example.com",
        actorRole: "finance",
        action: "giftCard.void",
        entity: "gift_card",
        entityId: "99",
        before: { currency: "EUR", balance: 2500 },
        after: { currency: "EUR", balance: 0 },
        at: at("2026-10-14T08:00:00Z"),
      });
    }

    const october = { from: "2026-10-01", to: "2026-10-31", preset: null };

    it("counts a day from midnight to midnight in Tehran", async () => {
      const { instantsOf } = await import("~/desk/reports/reports.server");
      expect(instantsOf(october)).toEqual({
        start: at("2026-09-30T20:30:00Z"),
        end: at("2026-10-31T20:30:00Z"),
      });
    });

    it("sums sales per day and per currency, on the agency's days, only orders paid in the range", async () => {
      const { salesReport } = await import("~/desk/reports/reports.server");
      const report = await salesReport(october, null, at("2026-10-20T00:00:00Z"));
      expect(report.currencies).toEqual(["EUR", "IRR"]);
      expect(report.sales.rows).toHaveLength(31);
      expect(report.sales.rows.filter((row) => row.count)).toEqual([
        { key: "2026-10-10", count: 1, amounts: { EUR: 10_890 } },
        { key: "2026-10-11", count: 1, amounts: { IRR: 35_950_000 } },
        { key: "2026-10-12", count: 1, amounts: { IRR: 2_000_000 } },
      ]);
      expect(report.sales.total).toEqual({ count: 3, amounts: { EUR: 10_890, IRR: 37_950_000 } });
    });

    it("splits sales by product, then discounts and VAT, adding up to the sales in each currency", async () => {
      const { salesReport } = await import("~/desk/reports/reports.server");
      const report = await salesReport(october, null, at("2026-10-20T00:00:00Z"));
      expect(report.products.rows).toEqual([
        { key: "flight", count: 1, amounts: { EUR: 8000 } },
        { key: "hotel", count: 2, amounts: { EUR: 2000, IRR: 35_950_000 } },
        { key: "train", count: 1, amounts: { IRR: 2_000_000 } },
        { key: "discount", count: 1, amounts: { EUR: -1000, IRR: 0 } },
        { key: "vat", count: 0, amounts: { EUR: 1890, IRR: 0 } },
      ]);
      expect(report.products.total).toEqual({ count: 4, amounts: report.sales.total.amounts });
    });

    it("shows how sales were paid, refunds by method without refused charges, codes used", async () => {
      const { salesReport } = await import("~/desk/reports/reports.server");
      const report = await salesReport(october, null, at("2026-10-20T00:00:00Z"));
      expect(report.channels.rows).toEqual([
        { key: "card", count: 3, amounts: { EUR: 8890, IRR: 37_950_000 } },
        { key: "wallet", count: 1, amounts: { EUR: 2000, IRR: 0 } },
        { key: "gift_card", count: 0, amounts: { EUR: 0, IRR: 0 } },
      ]);
      expect(report.channels.total.amounts).toEqual(report.sales.total.amounts);
      expect(report.refunds.rows).toEqual([
        { key: "card", count: 1, amounts: { IRR: 1_500_000 } },
        { key: "wallet", count: 1, amounts: { EUR: 500 } },
        { key: "gift_card", count: 0, amounts: {} },
      ]);
      expect(report.refunds.total).toEqual({ count: 2, amounts: { EUR: 500, IRR: 1_500_000 } });
      expect(report.discounts.rows).toEqual([
        { key: "-SAVE-10", count: 1, amounts: { EUR: 1000 }, usedCount: 4, usageLimit: 10 },
      ]);
    });

    it("gives wallet and gift-card balances: outstanding now, cards issued and voided in the range", async () => {
      const { salesReport } = await import("~/desk/reports/reports.server");
      const report = await salesReport(october, null, at("2026-10-20T00:00:00Z"));
      expect(report.balances.rows).toEqual([
        { key: "wallets", count: 1, amounts: { EUR: 3000 } },
        { key: "outstanding", count: 1, amounts: { EUR: 3000 } },
        { key: "issued", count: 1, amounts: { EUR: 5000 } },
        { key: "voided", count: 1, amounts: { EUR: 2500 } },
      ]);
      expect(report.balances.total.amounts).toEqual({ EUR: 6000 });
    });

    it("reads one currency alone when one is chosen", async () => {
      const { salesReport } = await import("~/desk/reports/reports.server");
      const report = await salesReport(october, "IRR", at("2026-10-20T00:00:00Z"));
      expect(report.currencies).toEqual(["IRR"]);
      expect(report.sales.total).toEqual({ count: 2, amounts: { IRR: 37_950_000 } });
      expect(report.refunds.total).toEqual({ count: 1, amounts: { IRR: 1_500_000 } });
      expect(report.discounts.rows).toEqual([]);
      expect(report.balances.total).toEqual({ count: 0, amounts: {} });
    });

    it("writes a table as CSV: BOM, labels in the page's language, amounts as numbers, a code neutralised", async () => {
      const { reportCsv } = await import("~/desk/reports/export.server");
      const url = "http://x/en/desk/reports/export?from=2026-10-01&to=2026-10-31";
      const products = await reportCsv(new Request(`${url}&report=products`), "en", "products");
      expect(products.name).toBe("parvaz-products-2026-10-01-2026-10-31.csv");
      expect(products.text.split("\r\n")).toEqual([
        '\uFEFF"Product","Lines","EUR","IRR"',
        '"Flight",1,80.00,0',
        '"Hotel",2,20.00,35950000',
        '"Train",1,0.00,2000000',
        '"Discounts",1,-10.00,0',
        '"VAT",,18.90,0',
        '"Total",4,108.90,37950000',
        "",
      ]);
      const discounts = await reportCsv(new Request(`${url}&report=discounts`), "fa", "discounts");
      expect(discounts.text).toContain(`"'-SAVE-10",1,10.00,0,4\r\n`);
      const sales = await reportCsv(new Request(`${url}&report=sales&currency=IRR`), "fa", "sales");
      expect(sales.text.split("\r\n")[0]).toBe('\uFEFF"روز","تاریخ شمسی","سفارش‌ها","IRR"');
      expect(sales.text).toContain('"2026-10-11","1405/07/19",1,35950000\r\n');
    });
  });
}
