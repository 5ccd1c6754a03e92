import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Owner } from "~/products/services/projects.server";
import { createTestDatabase } from "./db";

/**
 * Services and project estimates (issue 28, decisions 800–803) on PGlite (tests/unit) and PostgreSQL (tests/pg): the
 * seeded catalogue in four languages; a guest's project started from a service, saved, listed and hidden from
 * others; the guest's projects moving to the account at sign-in; items added and changed at once by several requests
 * without one losing another; the CHECKs on volume, coefficient and done percent; the firm-quote request stored once,
 * with one e-mail to the desk, after which the customer can no longer change the items.
 */
export function servicesDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`services and projects on ${kind}`, () => {
    let drop: () => Promise<void>;
    let handle: Awaited<ReturnType<typeof createTestDatabase>>["handle"];
    let p: typeof import("~/products/services/projects.server");
    let schema: typeof import("~/products/services/schema");
    beforeAll(async () => {
      ({ drop, handle } = await createTestDatabase(kind));
      const seed = await import("~/products/services/seed");
      await seed.seed(handle.db);
      await seed.seed(handle.db);
      p = await import("~/products/services/projects.server");
      schema = await import("~/products/services/schema");
    });
    afterAll(async () => drop());

    const rand = () => Math.random().toString(36).slice(2, 10);
    const guest = (): Owner => ({ userId: null, guestHash: `guest-${rand()}` });
    async function user() {
      const { users } = await import("~/db/schema");
      const [u] = await handle.db
        .insert(users)
        .values({ email: `${rand()}@example.com`, passwordHash: "x", clientNumber: `C-${rand()}`, status: "active" })
        .returning();
      return u.id;
    }
    const item = (name: string, extra: Record<string, unknown> = {}) => ({
      intent: "item" as const,
      name,
      kind: "guide" as const,
      unit: "day" as const,
      volume: 2,
      coefficient: 1,
      currency: "EUR",
      value: 10000,
      ...extra,
    });
    async function newProject(owner = guest(), service = "group-tour") {
      const s = await p.serviceBySlug(service, "en");
      return {
        owner,
        project: await p.createProject(owner, {
          title: "Test",
          locale: "en",
          currency: "EUR",
          vatMode: "incl",
          service: s,
        }),
      };
    }

    it("seeds six services in four languages, idempotently", async () => {
      for (const locale of ["fa", "en", "nl", "fr"] as const) {
        const list = await p.listServices(locale);
        expect(list.map((s) => s.slug)).toEqual([
          "group-tour",
          "corporate-conference",
          "pilgrimage-group",
          "wedding-honeymoon",
          "school-trip",
          "custom-itinerary",
        ]);
        expect(list.every((s) => s.items.length >= 4 && s.text.name && s.text.description)).toBe(true);
      }
      expect((await p.listServices("fa"))[0].text.name).toBe("تور گروهی");
      expect((await p.listServices("fr"))[0].items[0].name).toBe("Chambres doubles à l’hôtel");
    });

    it("starts a guest's project from a service, saves it and keeps it from others", async () => {
      const { owner, project } = await newProject();
      expect(project.status).toBe("draft");
      expect(project.slug).toMatch(/^[a-z2-9]{24}$/);
      expect(project.persons).toBe(20);
      const items = await p.projectItemsOf(project.id);
      expect(items.map((i) => i.name)).toEqual([
        "Hotel double rooms",
        "Private coach",
        "Licensed guide",
        "Lunches",
        "Monument tickets",
      ]);
      expect(await p.saveProject(project)).toBe(true);
      expect(await p.saveProject(project)).toBe(false);
      const history = await p.statusHistory(project.id);
      expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
        [null, "draft"],
        ["draft", "in_progress"],
      ]);
      const [listed] = await p.listProjects(owner);
      expect(listed.project.status).toBe("in_progress");
      // 50 × 70 € + 6 × 90 € + 6 × 60 € + 100 × 15 € + 20 × 10 € = 6,100 €, VAT 10 %.
      expect(listed.totals.overall).toEqual({ net: 610000, vat: 61000, gross: 671000 });
      expect(await p.findProject(project.slug, guest())).toBeNull();
      expect(await p.findProject(project.slug, { userId: await user(), guestHash: null })).toBeNull();
    });

    it("moves a guest's projects to the account at sign-in", async () => {
      const { projectsCookie } = await import("~/utils/cookies.server");
      const token = "t".repeat(43);
      const request = new Request("http://x/", { headers: { Cookie: await projectsCookie.serialize(token) } });
      const owner = await p.ownerOf(request);
      expect(owner.guestHash).toMatch(/^[0-9a-f]{64}$/);
      const { project } = await newProject(owner);
      const other = await newProject();
      const userId = await user();
      const cleared = await p.adoptGuestProjects(request, userId);
      expect(cleared).toMatch(/^projects=;/);
      const mine = await p.listProjects({ userId, guestHash: null });
      expect(mine.map((m) => m.project.slug)).toEqual([project.slug]);
      expect(mine[0].project.guestTokenHash).toBeNull();
      expect(await p.listProjects(owner)).toEqual([]);
      expect(await p.findProject(other.project.slug, other.owner)).not.toBeNull();
    });

    it("loses no item when several requests add and change items at once", async () => {
      const { project } = await newProject(guest(), "custom-itinerary");
      const before = await p.projectItemsOf(project.id);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => p.saveItem(project.id, item(`Added ${i}`))),
      );
      expect(results.every((r) => r === "saved")).toBe(true);
      const after = await p.projectItemsOf(project.id);
      expect(after).toHaveLength(before.length + 12);
      expect(new Set(after.map((i) => i.name)).size).toBe(after.length);
      // Two changes of two items at once, and a removal of a third: all three land.
      const [a, b, c] = after;
      await Promise.all([
        p.saveItem(project.id, item("Changed A", { itemId: a.id, volume: 3 })),
        p.saveItem(project.id, item("Changed B", { itemId: b.id, coefficient: 1.25 })),
        p.removeItem(project.id, c.id),
      ]);
      const last = await p.projectItemsOf(project.id);
      expect(last).toHaveLength(after.length - 1);
      expect(last.find((i) => i.id === a.id)).toMatchObject({ name: "Changed A", volume: 3 });
      expect(last.find((i) => i.id === b.id)).toMatchObject({ name: "Changed B", coefficient: 1.25 });
      // An item of another project is not this project's to change.
      const other = await newProject();
      expect(await p.saveItem(other.project.id, item("Stolen", { itemId: a.id }))).toBe("missing");
    });

    it("refuses out-of-bounds volumes, coefficients and done percents in the database too", async () => {
      const { project } = await newProject();
      const base = {
        projectId: project.id,
        position: 99,
        name: "x",
        kind: "other" as const,
        unit: "piece" as const,
        value: 1,
        currency: "EUR",
      };
      const insert = (extra: Record<string, unknown>) =>
        handle.db.insert(schema.projectItems).values({ volume: "1", coefficient: "1", ...base, ...extra });
      await expect(insert({ volume: "0" })).rejects.toThrow();
      await expect(insert({ volume: "10001" })).rejects.toThrow();
      await expect(insert({ coefficient: "0" })).rejects.toThrow();
      await expect(insert({ coefficient: "10.5" })).rejects.toThrow();
      await expect(insert({ donePercent: 101 })).rejects.toThrow();
      await expect(insert({ donePercent: -1 })).rejects.toThrow();
      await expect(insert({ kind: "spaceship" })).rejects.toThrow();
      await expect(insert({ donePercent: 100 })).resolves.toBeDefined();
    });

    it("asks for a firm quote once, e-mails the desk once and locks the items", async () => {
      const { outbox } = await import("~/db/schema");
      const { project } = await newProject();
      await p.saveProject(project);
      const saved = (await p.findProject(project.slug, { userId: null, guestHash: project.guestTokenHash }))!;
      const asked = await Promise.all([
        p.requestFirmQuote(saved, "Twenty people, May"),
        p.requestFirmQuote(saved, null),
      ]);
      expect(asked.filter(Boolean)).toHaveLength(1);
      const mails = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, "support@parvaz.example"), like(outbox.subject, `%${project.slug}%`)));
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain("Licensed guide");
      // Amounts as the desk shows them, and a link to the desk's page of the project (not the owner's).
      expect(mails[0].body).not.toContain("minor");
      expect(mails[0].body).toMatch(/€/);
      expect(mails[0].body).toContain(`/en/desk/projects/${project.id}`);
      const now = (await p.findProject(project.slug, { userId: null, guestHash: project.guestTokenHash }))!;
      expect(now.status).toBe("quote_requested");
      expect(now.quoteRequestedAt).not.toBeNull();
      expect(await p.saveItem(project.id, item("Too late"))).toBe("notEditable");
      const [first] = await p.projectItemsOf(project.id);
      expect(await p.removeItem(project.id, first.id)).toBe("notEditable");
      const history = await p.statusHistory(project.id);
      expect(history.at(-1)).toMatchObject({ toStatus: "quote_requested", actor: "customer" });
    });

    it("tells a signed-in customer, in the project's language, that the request for a firm quote is in", async () => {
      const { outbox, users } = await import("~/db/schema");
      const userId = await user();
      const [{ email }] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const s = await p.serviceBySlug("school-trip", "fa");
      const project = await p.createProject(
        { userId, guestHash: null },
        { title: "اردوی مدرسه", locale: "fa", currency: "IRR", vatMode: "incl", service: s },
      );
      await p.saveProject(project);
      const saved = (await p.findProject(project.slug, { userId, guestHash: null }))!;
      expect(await p.requestFirmQuote(saved, null)).toBe(true);
      const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, email!));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("درخواست پیش‌فاکتور قطعی «اردوی مدرسه» رسید");
      expect(mails[0].body).toContain(`/fa/`);
      expect(mails[0].body).toContain(project.slug);
    });

    it("forgets drafts never saved after 30 days, and keeps saved projects", async () => {
      const old = await newProject();
      const saved = await newProject();
      await p.saveProject(saved.project);
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      await handle.db
        .update(schema.projects)
        .set({ updatedAt: longAgo })
        .where(inArray(schema.projects.id, [old.project.id, saved.project.id]));
      const fresh = await newProject();
      const swept = await p.sweepDrafts(new Date());
      expect(swept.map((r) => r.id)).toContain(old.project.id);
      expect(await p.findProject(old.project.slug, old.owner)).toBeNull();
      expect(await p.findProject(saved.project.slug, saved.owner)).not.toBeNull();
      expect(await p.findProject(fresh.project.slug, fresh.owner)).not.toBeNull();
    });

    it("opens a shared project read-only by its link until the owner stops sharing, for good (decision 813)", async () => {
      const share = await import("~/products/services/share.server");
      const { project } = await newProject();
      // A draft cannot be shared.
      expect(await share.startSharing(project)).toBe(false);
      await p.saveProject(project);
      const unshared = await handle.db.select().from(schema.projects).where(eq(schema.projects.id, project.id));
      expect(share.shareUrl(unshared[0], "en")).toBeNull();
      expect(await share.startSharing(project)).toBe(true);
      const [on] = await handle.db.select().from(schema.projects).where(eq(schema.projects.id, project.id));
      const url = new URL(share.shareUrl(on, "en")!);
      expect(url.pathname).toBe(`/en/services/estimate/projects/${project.slug}`);
      const key = url.searchParams.get(share.SHARE_PARAM)!;
      expect((await share.sharedProject(project.slug, key))?.id).toBe(project.id);
      // Sharing again keeps the link; another project's slug or a forged key opens nothing; nor does a stranger own it.
      expect(await share.startSharing(project)).toBe(true);
      const [again] = await handle.db.select().from(schema.projects).where(eq(schema.projects.id, project.id));
      expect(share.shareUrl(again, "en")).toBe(url.toString());
      const other = await newProject();
      expect(await share.sharedProject(other.project.slug, key)).toBeNull();
      expect(await share.sharedProject(project.slug, `${key.slice(0, -1)}A`)).toBeNull();
      expect(await share.sharedProject(project.slug, null)).toBeNull();
      expect(await p.findProject(project.slug, { userId: await user(), guestHash: null })).toBeNull();
      // Stopping withdraws the link; sharing again makes a new one and the old one stays dead.
      await share.stopSharing(project);
      expect(await share.sharedProject(project.slug, key)).toBeNull();
      await share.startSharing(project);
      const [renewed] = await handle.db.select().from(schema.projects).where(eq(schema.projects.id, project.id));
      const newKey = new URL(share.shareUrl(renewed, "en")!).searchParams.get(share.SHARE_PARAM)!;
      expect(newKey).not.toBe(key);
      expect(await share.sharedProject(project.slug, key)).toBeNull();
      expect((await share.sharedProject(project.slug, newKey))?.id).toBe(project.id);
    });

    it("keeps a firm project's validity and total together (CHECK)", async () => {
      const { project } = await newProject();
      await expect(
        handle.db.update(schema.projects).set({ status: "firm" }).where(eq(schema.projects.id, project.id)),
      ).rejects.toThrow();
    });
  });
}
