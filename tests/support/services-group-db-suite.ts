import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitEqually } from "~/products/services/group-rules";
import { addDays, agencyToday } from "~/travel/clock";
import { createTestDatabase } from "./db";
import { messagesTo } from "./outbox";
import { checkoutInput } from "./test-inventory";

/**
 * A firm quote paid by a group (issue 28, decision 814), on PGlite (tests/unit) and PostgreSQL (tests/pg): the
 * leader adds participants (an equal share by default), each e-mailed a personal link that opens their share; a
 * duplicate e-mail, a share above what is left and a group on a quote that is not firm are refused; additions at
 * once never make the shares exceed the firm total; two baskets ordering the same share at once make one order;
 * a held share closes the whole quote and a held whole quote closes the shares, until the order expires; a
 * participant who ordered cannot be removed, a removed one's link no longer opens; the desk cannot revise the
 * quote below its shares.
 */
export function servicesGroupDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`a group's shares of a firm quote on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let p: typeof import("~/products/services/projects.server");
    let desk: typeof import("~/products/services/desk/projects.server");
    let pay: typeof import("~/products/services/pay.server");
    let group: typeof import("~/products/services/group.server");
    let schema: typeof import("~/products/services/schema");
    const today = agencyToday();
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      const seed = await import("~/products/services/seed");
      await seed.seed(handle.db);
      p = await import("~/products/services/projects.server");
      desk = await import("~/products/services/desk/projects.server");
      pay = await import("~/products/services/pay.server");
      group = await import("~/products/services/group.server");
      schema = await import("~/products/services/schema");
    });
    afterAll(async () => drop());

    const rand = () => Math.random().toString(36).slice(2, 10);
    async function user() {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${rand()}@example.com`, passwordHash: "x", clientNumber: `C-${rand()}`, status: "active" })
        .returning();
      return { id: u.id, email: u.email!, role: "agent" as const };
    }
    /** A signed-in customer's project from the group tour, firm (no deposit), valid for 20 days. */
    async function firm(locale: "en" | "fa" = "en") {
      const customer = await user();
      const service = await p.serviceBySlug("group-tour", locale);
      const project = await p.createProject(
        { userId: customer.id, guestHash: null },
        { title: "Group", locale, currency: "EUR", vatMode: "incl", service },
      );
      expect(await p.saveProject(project)).toBe(true);
      expect(await p.requestFirmQuote((await desk.deskProjectById(project.id))!, null)).toBe(true);
      const agent = await user();
      expect(
        await desk.firmUp(agent, project.id, { intent: "firm", validUntil: addDays(today, 20), depositPercent: null }),
      ).toEqual({ ok: true });
      return { customer, agent, project: (await desk.deskProjectById(project.id))! };
    }
    const reload = async (id: number) => (await desk.deskProjectById(id))!;
    const person = (name: string, share: number | null = null) => ({
      name,
      email: `${name.toLowerCase()}-${rand()}@example.com`,
      share,
    });
    async function order(line: NonNullable<ReturnType<typeof pay.quoteLine>>, buyer: { id: number; email: string }) {
      const { carts } = await import("~/db/schema");
      const cart = await import("~/domains/cart/cart.server");
      const orders = await import("./orders-api");
      const [row] = await handle.db.insert(carts).values({ userId: null }).returning();
      await cart.addLine(row.id, line);
      return orders.placeOrder({
        cartId: row.id,
        userId: buyer.id,
        locale: "en",
        input: checkoutInput(buyer.email),
      });
    }

    it("adds participants with an equal share by default and e-mails each their personal link", async () => {
      const { project } = await firm("fa");
      const total = project.firmTotal!;
      const equal = splitEqually(total, project.persons);
      const first = await group.addParticipant(project, person("Sara"));
      expect(first).toMatchObject({ ok: true, participant: { amount: equal[0] } });
      if (!first.ok) return;
      const reza = person("Reza");
      const second = await group.addParticipant(project, reza);
      expect(second).toMatchObject({ ok: true, participant: { amount: equal[1] } });
      expect(await group.addParticipant(project, { ...person("Again"), email: reza.email.toUpperCase() })).toEqual({
        ok: false,
        error: "duplicate",
      });
      expect(await group.addParticipant(project, person("Extra", total))).toEqual({ ok: false, error: "exceeds" });
      // Once the whole total is shared out, an empty share finds nothing left.
      await handle.db
        .update(schema.projectParticipants)
        .set({ amount: total - equal[1] })
        .where(eq(schema.projectParticipants.id, first.participant!.id));
      expect(await group.addParticipant(project, person("Reza2"))).toEqual({ ok: false, error: "nothingLeft" });
      // The e-mail in the project's language, with the link that opens this participant's share.
      const [mail] = await messagesTo(reza.email);
      expect(mail.subject).toContain("سهم شما");
      const url = mail.body.match(/https?:\/\/\S+/g)!.find((u) => u.includes(project.slug))!;
      const [slug, key] = decodeURIComponent(new URL(url).pathname)
        .split("/")
        .slice(-3)
        .filter((_, i) => i !== 1);
      expect(slug).toBe(project.slug);
      const opened = await group.openShare(slug, key);
      expect(opened?.participant.email).toBe(reza.email);
      expect(
        await group.openShare(
          slug,
          key.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        ),
      ).toBe(null);
      // A new link: the earlier one opens nothing, the new one (e-mailed again) opens the same share.
      const rezaId = second.ok ? second.participant!.id : 0;
      expect(await group.resendParticipantLink(project.id, rezaId)).toMatchObject({ ok: true });
      expect(await group.openShare(slug, key)).toBe(null);
      const mails = await messagesTo(reza.email);
      expect(mails).toHaveLength(2);
      const fresh = mails
        .flatMap((m) => m.body.match(/https?:\/\/\S+/g) ?? [])
        .map((u) => decodeURIComponent(new URL(u).pathname).split("/").at(-1)!)
        .find((k) => k !== key && k.length > 20)!;
      expect((await group.openShare(slug, fresh))?.participant.id).toBe(rezaId);
      expect(await group.resendParticipantLink(project.id, 999999)).toEqual({ ok: false, error: "missing" });
      // Removed: the link no longer opens.
      expect(await group.removeParticipant(project.id, rezaId)).toEqual({ ok: true });
      expect(await group.openShare(slug, fresh)).toBe(null);
    });

    it("never lets participants added at once exceed the firm total, nor a group on a quote not firm", async () => {
      const { project } = await firm();
      const half = Math.floor(project.firmTotal! / 2);
      const outcomes = await Promise.all([0, 1, 2, 3].map((n) => group.addParticipant(project, person(`P${n}`, half))));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.error === "exceeds")).toBe(true);
      const shares = await group.participantsOf(project.id);
      expect(shares.reduce((s, x) => s + x.amount, 0)).toBeLessThanOrEqual(project.firmTotal!);
      // The desk cannot revise the quote below its shares: shown with the items' prices lowered.
      await handle.db
        .update(schema.projectItems)
        .set({ value: 1 })
        .where(eq(schema.projectItems.projectId, project.id));
      const agent = await user();
      expect(
        await desk.firmUp(agent, project.id, { intent: "firm", validUntil: addDays(today, 10), depositPercent: null }),
      ).toEqual({ ok: false, error: "shares" });
      // Not firm: no group.
      const customer = await user();
      const draft = await p.createProject(
        { userId: customer.id, guestHash: null },
        { title: "Draft", locale: "en", currency: "EUR", vatMode: "incl" },
      );
      expect(await group.addParticipant(draft, person("Nobody", 100))).toEqual({ ok: false, error: "closed" });
    });

    it("orders a share once when two baskets order it at once, and then closes the whole quote", async () => {
      const { customer, project } = await firm();
      const half = Math.floor(project.firmTotal! / 2);
      const added = await group.addParticipant(project, person("Sara", half));
      if (!added.ok) throw new Error("not added");
      const line = group.shareLine(project, added.participant!)!;
      expect(line).toMatchObject({
        kind: "service",
        amount: half,
        payload: { projectId: project.id, participantId: added.participant!.id, share: half },
      });
      const outcomes = await Promise.allSettled([order(line, customer), order(line, customer)]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const [held] = await group.participantsOf(project.id);
      expect(held.held).toBe(true);
      // The whole quote is refused at the basket and at the order while a share is held.
      expect(await pay.addQuoteToBasket(new Request("http://x/"), await reload(project.id))).toEqual({
        ok: false,
        error: "shares",
      });
      await expect(order(pay.quoteLine(await reload(project.id))!, customer)).rejects.toBeTruthy();
      expect((await reload(project.id)).held).toBe(false);
      // A participant who ordered cannot be removed; the group shows them as awaiting payment.
      expect(await group.removeParticipant(project.id, held.id)).toEqual({ ok: false, error: "held" });
      expect(await group.resendParticipantLink(project.id, held.id)).toMatchObject({ ok: false });
      const view = await group.groupView(await reload(project.id));
      expect(view.participants.map((x) => x.state)).toEqual(["awaiting"]);
      // The order expires: the share is given back, and the whole quote may then be ordered, which closes the shares.
      const placed = (outcomes.find((o) => o.status === "fulfilled") as PromiseFulfilledResult<{ id: number }>).value;
      const orders = await import("./orders-api");
      await orders.expireOrder(placed.id, new Date(Date.now() + 365 * 86_400_000));
      expect((await group.participantsOf(project.id))[0].held).toBe(false);
      await order(pay.quoteLine(await reload(project.id))!, customer);
      expect((await reload(project.id)).held).toBe(true);
      await expect(order(line, customer)).rejects.toBeTruthy();
      expect((await group.participantsOf(project.id))[0].held).toBe(false);
      expect(await group.addParticipant(await reload(project.id), person("Late", 1))).toEqual({
        ok: false,
        error: "closed",
      });
    });

    it("decides a share and the whole quote ordered at the same moment one after the other", async () => {
      const { customer, project } = await firm();
      const added = await group.addParticipant(project, person("Sara", Math.floor(project.firmTotal! / 3)));
      if (!added.ok) throw new Error("not added");
      // Both may go into a basket while nothing is held.
      const request = new Request("http://x/");
      const share = await group.addShareToBasket(request, project, added.participant!);
      expect(share.ok).toBe(true);
      expect((await pay.addQuoteToBasket(request, project)).ok).toBe(true);
      const outcomes = await Promise.allSettled([
        order(group.shareLine(project, added.participant!)!, customer),
        order(pay.quoteLine(project)!, customer),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const shareHeld = (await group.participantsOf(project.id))[0].held;
      expect(shareHeld !== (await reload(project.id)).held).toBe(true);
    });
  });
}
