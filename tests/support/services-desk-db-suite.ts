import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, agencyToday } from "~/travel/clock";
import { createTestDatabase } from "./db";
import { messagesTo } from "./outbox";
import { checkoutInput } from "./test-inventory";

/**
 * Services on the desk and paying a firm quote (issue 28, decisions 810–811), on PGlite (tests/unit) and PostgreSQL
 * (tests/pg): firming a quote up is one audited transaction with its history row, the firm total the items' net
 * total, the customer e-mailed in the project's language, and the CHECK refuses a firm project without a validity
 * day; done percents marked at once by several agents all land and complete the project once; a firm quote is
 * ordered once (two baskets at once: one order, the other refused), its deposit paid through the core's plan and
 * read back as paid and due; a quote past its validity day is refused at the basket and at the order.
 */
export function servicesDeskDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`services on the desk on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let p: typeof import("~/products/services/projects.server");
    let desk: typeof import("~/products/services/desk/projects.server");
    let pay: typeof import("~/products/services/pay.server");
    let schema: typeof import("~/products/services/schema");
    const today = agencyToday();
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      const seed = await import("~/products/services/seed");
      await seed.seed(handle.db);
      p = await import("~/products/services/projects.server");
      desk = await import("~/products/services/desk/projects.server");
      pay = await import("~/products/services/pay.server");
      schema = await import("~/products/services/schema");
    });
    afterAll(async () => drop());

    const rand = () => Math.random().toString(36).slice(2, 10);
    async function user(role: "agent" | null = null) {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${rand()}@example.com`, passwordHash: "x", clientNumber: `C-${rand()}`, status: "active" })
        .returning();
      return role ? { id: u.id, email: u.email!, role } : u;
    }
    /** A signed-in customer's project from the group tour, saved and its firm quote asked for. */
    async function asked(locale: "en" | "fa" = "fa") {
      const customer = (await user()) as { id: number; email: string };
      const service = await p.serviceBySlug("group-tour", locale);
      const project = await p.createProject(
        { userId: customer.id, guestHash: null },
        { title: "Group", locale, currency: "EUR", vatMode: "incl", service },
      );
      expect(await p.saveProject(project)).toBe(true);
      const saved = (await desk.deskProjectById(project.id))!;
      expect(await p.requestFirmQuote(saved, "please")).toBe(true);
      return { customer, project: (await desk.deskProjectById(project.id))! };
    }
    const firmInput = (depositPercent: number | null = 30) => ({
      intent: "firm" as const,
      validUntil: addDays(today, 20),
      depositPercent,
      note: "Prices held",
    });

    it("firms a quote up in one audited transaction with its history row and the customer's e-mail", async () => {
      const agent = (await user("agent")) as { id: number; email: string; role: "agent" };
      const { customer, project } = await asked("fa");
      const items = await p.projectItemsOf(project.id);
      const expected = p.totalsOf(project, items, await p.currencyTable()).overall.net;
      expect(await desk.firmUp(agent, project.id, firmInput())).toEqual({ ok: true });
      const firm = (await desk.deskProjectById(project.id))!;
      expect(firm).toMatchObject({
        status: "firm",
        firmTotal: expected,
        depositPercent: 30,
        validUntil: addDays(today, 20),
      });
      const history = await p.statusHistory(project.id);
      expect(history.at(-1)).toMatchObject({
        fromStatus: "quote_requested",
        toStatus: "firm",
        actor: "desk",
        staffUserId: agent.id,
      });
      const { auditLog } = await import("~/db/schema");
      const entries = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "project"), eq(auditLog.entityId, String(project.id))));
      expect(entries.map((e) => e.action)).toEqual(["project.firm"]);
      const mail = await messagesTo(customer.email);
      expect(mail[0].subject).toContain("پیش‌فاکتور قطعی");
      // Revised while nobody pays it: a second history row firm → firm; a quote no longer asked for is refused.
      expect(await desk.firmUp(agent, project.id, firmInput(null))).toEqual({ ok: true });
      expect((await desk.deskProjectById(project.id))!.depositPercent).toBe(null);
      await handle.db.update(schema.projects).set({ held: true }).where(eq(schema.projects.id, project.id));
      expect(await desk.firmUp(agent, project.id, firmInput())).toEqual({ ok: false, error: "notFirmable" });
      await handle.db.update(schema.projects).set({ held: false }).where(eq(schema.projects.id, project.id));
      // The CHECK: a firm project always has its validity day and total.
      await expect(
        handle.db.update(schema.projects).set({ validUntil: null }).where(eq(schema.projects.id, project.id)),
      ).rejects.toThrow();
    });

    it("done percents marked at once all land, and the project is completed once", async () => {
      const agents = await Promise.all([user("agent"), user("agent"), user("agent")]);
      const { project } = await asked("en");
      expect(await desk.firmUp(agents[0] as never, project.id, firmInput())).toEqual({ ok: true });
      const items = await p.projectItemsOf(project.id);
      expect(items.length).toBeGreaterThanOrEqual(2);
      const halves = await Promise.all(
        items.map((i, n) => desk.markDone(agents[n % 3] as never, project.id, i.id, 50)),
      );
      expect(halves.every((o) => o.ok)).toBe(true);
      expect((await p.projectItemsOf(project.id)).map((i) => i.donePercent)).toEqual(items.map(() => 50));
      expect((await desk.deskProjectById(project.id))!.status).toBe("firm");
      const full = await Promise.all(items.map((i, n) => desk.markDone(agents[n % 3] as never, project.id, i.id, 100)));
      expect(full.every((o) => o.ok)).toBe(true);
      expect((await desk.deskProjectById(project.id))!.status).toBe("completed");
      const completed = (await p.statusHistory(project.id)).filter((h) => h.toStatus === "completed");
      expect(completed).toHaveLength(1);
      expect(await desk.markDone(agents[0] as never, project.id, items[0].id, 10)).toEqual({
        ok: false,
        error: "notMarkable",
      });
    });

    it("orders a firm quote once, pays its deposit through the core's plan, and reads paid and due back", async () => {
      const agent = await user("agent");
      const { customer, project } = await asked("en");
      expect(await desk.firmUp(agent as never, project.id, firmInput(30))).toEqual({ ok: true });
      const firm = (await desk.deskProjectById(project.id))!;
      const line = pay.quoteLine(firm)!;
      expect(line).toMatchObject({ kind: "service", amount: firm.firmTotal, currency: "EUR", quantity: 1 });
      const { carts } = await import("~/db/schema");
      const cart = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const cartIds = await Promise.all(
        [0, 1].map(async () => {
          const [row] = await handle.db.insert(carts).values({ userId: null }).returning();
          await cart.addLine(row.id, line);
          return row.id;
        }),
      );
      const outcomes = await Promise.allSettled(
        cartIds.map((cartId) =>
          orders.placeOrder({ cartId, userId: customer.id, locale: "en", input: checkoutInput(customer.email) }),
        ),
      );
      const placed = outcomes.filter((o) => o.status === "fulfilled");
      expect(placed).toHaveLength(1);
      expect((await desk.deskProjectById(project.id))!.held).toBe(true);
      const order = (placed[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof orders.placeOrder>>>).value;
      const start = await orders.payOrder({
        orderNumber: order.number,
        userId: customer.id,
        attempt: `deposit-${order.number}`,
        useWallet: false,
        savedCardId: null,
        plan: "deposit",
      });
      if (start.kind !== "redirect") throw new Error(`expected the card page, got ${start.kind}`);
      const paymentId = Number(start.url.match(/sandbox\/(\d+)/)![1]);
      const done = await orders.completePayment({
        paymentId,
        status: "succeeded",
        ref: `sbx_${paymentId}`,
        brand: "visa",
        last4: "4242",
        token: null,
        fingerprint: null,
      });
      expect(done.newlyConfirmed).toBe(true);
      const paid = (await orders.findOrder(order.number))!;
      expect(paid.balanceAmount).toBeGreaterThan(0);
      expect(paid.balanceDueOn).toBe(addDays(today, 20));
      const read = await pay.projectOrders(project.id);
      expect(read.sums).toEqual([
        { currency: paid.currency, paid: paid.total - paid.balanceAmount, due: paid.balanceAmount },
      ]);
      expect(paid.total - paid.balanceAmount).toBe(Math.round((paid.total * 30) / 100));
      // Held while paid: the basket refuses it again.
      const again = await pay.addQuoteToBasket(new Request("http://x/"), (await desk.deskProjectById(project.id))!);
      expect(again).toEqual({ ok: false, error: "held" });
    });

    it("refuses a firm quote past its validity day at the basket and at the order", async () => {
      const agent = await user("agent");
      const { customer, project } = await asked("en");
      expect(await desk.firmUp(agent as never, project.id, firmInput(null))).toEqual({ ok: true });
      const line = pay.quoteLine((await desk.deskProjectById(project.id))!)!;
      const { carts } = await import("~/db/schema");
      const [row] = await handle.db.insert(carts).values({ userId: null }).returning();
      const cart = await import("~/domains/cart/cart.server");
      await cart.addLine(row.id, line);
      await handle.db
        .update(schema.projects)
        .set({ validUntil: addDays(today, -1) })
        .where(eq(schema.projects.id, project.id));
      const expired = (await desk.deskProjectById(project.id))!;
      expect(await pay.addQuoteToBasket(new Request("http://x/"), expired)).toEqual({ ok: false, error: "expired" });
      const orders = await import("./orders-api");
      await expect(
        orders.placeOrder({ cartId: row.id, userId: customer.id, locale: "en", input: checkoutInput(customer.email) }),
      ).rejects.toBeTruthy();
      expect((await desk.deskProjectById(project.id))!.held).toBe(false);
    });

    it("draws the quote's PDF in English and in Persian (Persian digits, the Jalali validity day), tagged", async () => {
      const { readPdf } = await import("../pdf-reading");
      const { quotePdf } = await import("~/products/services/quote-pdf.server");
      const agent = await user("agent");
      const { project } = await asked("fa");
      expect(await desk.firmUp(agent as never, project.id, firmInput(30))).toEqual({ ok: true });
      const firm = (await desk.deskProjectById(project.id))!;
      const { formatLongDate } = await import("~/utils/format");
      for (const locale of ["en", "fa"] as const) {
        const reading = await readPdf(new Uint8Array(await quotePdf(firm, locale)));
        expect(reading.lang).toBe(locale);
        expect(reading.untagged).toEqual([]);
        const words = reading.elements.map((e) => e.text).join("\n");
        expect(words).toContain(locale === "fa" ? "پیش‌فاکتور قطعی" : "Firm quote");
        expect(words).toContain(locale === "fa" ? "پیش‌پرداخت (۳۰٪)" : "Deposit (30 %)");
        expect(words).toContain(formatLongDate(firm.validUntil!, locale));
        if (locale === "fa") expect(words).not.toMatch(/[0-9]/);
      }
    });
    it("adds an item's pictures checked by their bytes, at most four even when agents add at once, and drops them (decision 815)", async () => {
      const sharp = (await import("sharp")).default;
      const { contentImages } = await import("~/db/schema");
      const picture = async (width: number, height: number) =>
        new Uint8Array(
          await sharp({ create: { width, height, channels: 3, background: "#2f7d4f" } })
            .jpeg()
            .toBuffer(),
        );
      const agent = (await user("agent")) as { id: number; email: string; role: "agent" };
      const { project } = await asked("en");
      const [item] = await p.projectItemsOf(project.id);
      // Refused by its bytes: not a picture, too small, an item of another project.
      expect(
        await desk.addItemPicture(agent, project.id, item!.id, new TextEncoder().encode("%PDF-1.7 not a picture")),
      ).toEqual({
        ok: false,
        error: "type",
      });
      expect(await desk.addItemPicture(agent, project.id, item!.id, await picture(300, 200))).toEqual({
        ok: false,
        error: "dimensions",
      });
      const other = await asked("en");
      expect(await desk.addItemPicture(agent, other.project.id, item!.id, await picture(960, 640))).toEqual({
        ok: false,
        error: "missing",
      });
      // Six agents at once: four pictures land, two are refused, none lost or doubled.
      const bytes = await picture(960, 640);
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => desk.addItemPicture(agent, project.id, item!.id, bytes)),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(4);
      expect(outcomes.filter((o) => !o.ok)).toEqual(Array(2).fill({ ok: false, error: "pictures" }));
      const [withPictures] = await p.projectItemsOf(project.id);
      expect(withPictures!.pictures).toHaveLength(4);
      expect(new Set(withPictures!.pictures).size).toBe(4);
      for (const path of withPictures!.pictures) expect(path).toMatch(/^\/_\/content-image\/\d+\/640\.webp$/);
      // The customer's page carries them.
      const { projectPage } = await import("~/products/services/pages.server");
      expect((await projectPage(project, "en")).items[0]!.pictures).toEqual(withPictures!.pictures);
      // The database refuses a fifth however it comes.
      await expect(
        handle.db
          .update(schema.projectItems)
          .set({ pictures: [...withPictures!.pictures, withPictures!.pictures[0]!] })
          .where(eq(schema.projectItems.id, item!.id)),
      ).rejects.toThrow();
      // Removing one drops its kept image; a picture the item does not have is "missing".
      const gone = withPictures!.pictures[0]!;
      expect(await desk.removeItemPicture(agent, project.id, item!.id, gone)).toEqual({ ok: true });
      expect(await desk.removeItemPicture(agent, project.id, item!.id, gone)).toEqual({ ok: false, error: "missing" });
      const goneId = Number(/content-image\/(\d+)\//.exec(gone)![1]);
      expect(await handle.db.select().from(contentImages).where(eq(contentImages.id, goneId))).toEqual([]);
      expect((await p.projectItemsOf(project.id))[0]!.pictures).toEqual(withPictures!.pictures.slice(1));
    });
    it("drops an item's pictures with the item when the customer removes it (decision 815)", async () => {
      const sharp = (await import("sharp")).default;
      const { contentImages } = await import("~/db/schema");
      const agent = (await user("agent")) as { id: number; email: string; role: "agent" };
      const customer = (await user()) as { id: number };
      const service = await p.serviceBySlug("wedding-honeymoon", "en");
      const project = await p.createProject(
        { userId: customer.id, guestHash: null },
        { title: "Ours", locale: "en", currency: "EUR", vatMode: "incl", service },
      );
      expect(await p.saveProject(project)).toBe(true);
      const [item] = await p.projectItemsOf(project.id);
      const bytes = await sharp({ create: { width: 640, height: 427, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      expect(await desk.addItemPicture(agent, project.id, item!.id, new Uint8Array(bytes))).toEqual({ ok: true });
      const [withPicture] = await p.projectItemsOf(project.id);
      const imageId = Number(/content-image\/(\d+)\//.exec(withPicture!.pictures[0]!)![1]);
      expect(await p.removeItem(project.id, item!.id)).toBe("saved");
      expect(await handle.db.select().from(contentImages).where(eq(contentImages.id, imageId))).toEqual([]);
    });
  });
}
