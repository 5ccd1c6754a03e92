import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Job offers, guide pages and special offers on the desk (issue 26, decision 118), on PGlite (tests/unit)
 * and PostgreSQL (tests/pg) with the same assertions: seeded from the former texts; what the desk writes
 * is on the site only once published, only in the languages written, only within its days; every write
 * leaves one audit entry, a refusal or a save that changes nothing none.
 */
export function deskPagesDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`desk pages on ${kind}`, () => {
    let drop: () => Promise<void>;
    let editorId: number;
    const editor = () => ({ id: editorId, email: "pages-editor@parvaz.example", role: "editor" as const });
    const empty = { title: "", body: "" };

    beforeAll(async () => {
      let handle;
      ({ drop, handle } = await createTestDatabase(kind));
      const { seed } = await import("~/db/seeds/0310_pages");
      await seed(handle.db);
      // Seeding again keeps what editors changed (nothing is written twice).
      await seed(handle.db);
      const { ensureStaffAccount } = await import("~/desk/accounts.server");
      editorId = await ensureStaffAccount(handle.db, { email: "pages-editor@parvaz.example", role: "editor" });
    }, 60_000);
    afterAll(async () => drop());

    const auditOf = async (entity: string, entityId: number | string) => {
      const { getDb } = await import("~/db/client.server");
      const { auditLog } = await import("~/db/schema");
      const db = await getDb();
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
    };

    it("seeds the former job offers, guides and offers in four languages", async () => {
      const site = await import("~/domains/content/pages.server");
      expect((await site.openJobOffers("nl")).map((o) => [o.key, o.title])).toEqual([
        ["ticketing", "Ticketingmedewerker"],
        ["support", "Klantenservicemedewerker (24/7)"],
        ["tours", "Adviseur rondreizen en visa"],
        ["developer", "Webontwikkelaar"],
      ]);
      const refund = await site.guidePage("refundGuide", "en");
      expect(refund?.title).toBe("Refund guide");
      expect(refund?.html).toContain("<h2>Requesting a refund</h2>");
      expect((await site.guidePage("purchaseGuide", "fa"))?.title).toBe("راهنمای خرید");
    });

    it("keeps applications readable on the desk's queue: the offer they name by its title, else as stored", async () => {
      const { getDb } = await import("~/db/client.server");
      const { jobApplications } = await import("~/db/schema");
      const { detailsOf } = await import("~/desk/requests/queue.server");
      const db = await getDb();
      const apply = async (position: string) => {
        const [row] = await db
          .insert(jobApplications)
          .values({ position, name: "Daan", email: "daan@example.com", letter: "…", locale: "nl" })
          .returning();
        return row!.id;
      };
      const position = async (refId: number, locale?: string) =>
        (await detailsOf({ kind: "job", refId }, locale)).find((d) => d.key === "position")?.value;
      const developer = await apply("developer");
      expect(await position(developer, "en")).toBe("Web developer");
      expect(await position(developer)).toBe("Webontwikkelaar");
      expect(await position(await apply("open"), "en")).toBe("open");
    });

    it("lists a job offer once published, in its languages only, until its closing day", async () => {
      const desk = await import("~/desk/pages/pages.server");
      const site = await import("~/domains/content/pages.server");
      const saved = await desk.saveJobOffer(editor(), {
        position: 0,
        closesOn: null,
        texts: {
          fa: { title: "راهنمای تور کویر", body: "سفرهای **کویر** را همراهی می‌کنید." },
          en: { title: "Desert tour guide", body: "You lead our **desert** trips." },
          nl: empty,
          fr: empty,
        },
      });
      expect(saved.outcome).toBe("saved");
      const id = saved.outcome === "saved" ? saved.id : 0;
      const keys = async (locale: "fa" | "en" | "nl" | "fr", now?: Date) =>
        (await site.openJobOffers(locale, now)).map((o) => o.title);
      expect(await keys("en")).not.toContain("Desert tour guide");

      const offerKey = (await desk.deskJobOffer(id))!.key;
      expect(offerKey).toBe("راهنمای-تور-کویر");
      expect(await desk.setPublished(editor(), "jobOffer", id, true)).toBe("published");
      expect(await desk.setPublished(editor(), "jobOffer", id, true)).toBe("unchanged");
      expect((await site.openJobOffers("en")).find((o) => o.key === offerKey)).toMatchObject({
        title: "Desert tour guide",
        html: expect.stringContaining("<strong>desert</strong>"),
      });
      expect(await keys("fa")).toContain("راهنمای تور کویر");
      expect(await keys("nl")).not.toContain("Desert tour guide");
      expect(await keys("nl")).toHaveLength(4);

      // Closing day: open through it, gone the agency day after.
      const offer = await desk.deskJobOffer(id);
      await desk.saveJobOffer(editor(), { id, position: 0, closesOn: "2026-12-01", texts: offer!.texts });
      expect(await keys("en", new Date("2026-12-01T12:00:00Z"))).toContain("Desert tour guide");
      expect(await keys("en", new Date("2026-12-02T12:00:00Z"))).not.toContain("Desert tour guide");

      // Emptying a language takes the offer out of it.
      await desk.saveJobOffer(editor(), {
        id,
        position: 0,
        closesOn: null,
        texts: { ...offer!.texts, fa: { title: "", body: "" } },
      });
      expect(await keys("fa")).not.toContain("راهنمای تور کویر");
      // create, publish, two updates; the refusal ("unchanged") logged nothing.
      expect((await auditOf("job_offer", id)).map((e) => e.action)).toEqual([
        "jobOffer.create",
        "jobOffer.publish",
        "jobOffer.update",
        "jobOffer.update",
      ]);
    });

    it("shows a guide only in the languages written and published, with the text the desk saved", async () => {
      const desk = await import("~/desk/pages/pages.server");
      const site = await import("~/domains/content/pages.server");
      const guide = await desk.deskGuide("refundGuide");
      const texts = {
        ...guide.texts,
        en: { ...guide.texts.en, body: `${guide.texts.en.body}\n\n## Refunds in kind\n\nA **voucher** on request.` },
      };
      expect(await desk.saveGuide(editor(), { screen: "refundGuide", texts, published: ["fa", "en", "fr"] })).toBe(
        "saved",
      );
      expect((await site.guidePage("refundGuide", "en"))?.html).toContain("<strong>voucher</strong>");
      expect(await site.guidePage("refundGuide", "nl")).toBeNull();
      // Saving the same again changes nothing and logs nothing.
      expect(await desk.saveGuide(editor(), { screen: "refundGuide", texts, published: ["fa", "en", "fr"] })).toBe(
        "unchanged",
      );
      expect(await auditOf("guide_page", "refundGuide")).toHaveLength(1);
      await desk.saveGuide(editor(), {
        screen: "refundGuide",
        texts: guide.texts,
        published: ["fa", "en", "nl", "fr"],
      });
      expect((await site.guidePage("refundGuide", "nl"))?.title).toBe(guide.texts.nl.title);
    });

    it("shows a special offer once published, in order, within its days and languages, with its picture", async () => {
      const desk = await import("~/desk/pages/pages.server");
      const { offerCards } = await import("~/domains/offers/offers.server");
      const input = {
        position: 3,
        startsOn: "2026-12-01",
        endsOn: "2026-12-31",
        kind: "priced" as const,
        product: "",
        params: {},
        screen: "tours",
        price: "120",
        was: "150.50",
        texts: {
          fa: { title: "تور یلدا", text: "شب یلدا در یزد." },
          en: { title: "A Yalda tour", text: "The longest night in Yazd." },
          nl: { title: "", text: "" },
          fr: { title: "", text: "" },
        },
      };
      // Refused: a page that is not the site's, a product that prices nothing, a route it does not sell.
      expect(await desk.saveOffer(editor(), { ...input, screen: "deskAudit" })).toEqual({
        outcome: "invalid",
        field: "screen",
      });
      expect(await desk.saveOffer(editor(), { ...input, kind: "product", product: "hotel" })).toEqual({
        outcome: "invalid",
        field: "product",
      });
      expect(
        await desk.saveOffer(editor(), {
          ...input,
          kind: "product",
          product: "flight",
          params: { from: "XXX", to: "IST" },
        }),
      ).toEqual({ outcome: "invalid", field: "search" });

      const saved = await desk.saveOffer(editor(), input);
      expect(saved.outcome).toBe("saved");
      const id = saved.outcome === "saved" ? saved.id : 0;
      const inside = new Date("2026-12-15T12:00:00Z");
      const titles = async (locale: "fa" | "en" | "nl" | "fr", now = inside) =>
        (await offerCards(locale, now)).map((c) => c.title);
      expect(await titles("en")).not.toContain("A Yalda tour");

      expect(await desk.setPublished(editor(), "specialOffer", id, true)).toBe("published");
      const cards = await offerCards("en", inside);
      const card = cards.find((c) => c.title === "A Yalda tour");
      expect(card).toMatchObject({
        kind: "priced",
        screen: "tours",
        price: { amount: 12000, currency: "EUR" },
        was: { amount: 15050, currency: "EUR" },
      });
      // Order 3: after the seeded priced offers at 3, 4 and 5 come by their ids; the flights have no fares here.
      expect(cards.map((c) => c.key)).toEqual(["shiraz", card!.key, "dubai", "insurance"]);
      expect(await titles("nl")).not.toContain("A Yalda tour");
      expect(await titles("en", new Date("2026-11-30T12:00:00Z"))).not.toContain("A Yalda tour");
      expect(await titles("en", new Date("2027-01-01T12:00:00Z"))).not.toContain("A Yalda tour");

      // A picture by its bytes, shown on the card at the card's width; text named .jpg is refused.
      expect(await desk.setOfferPicture(editor(), id, new TextEncoder().encode("not a picture"))).toBe("type");
      const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#2f7d4f" } })
        .png()
        .toBuffer();
      expect(await desk.setOfferPicture(editor(), id, new Uint8Array(png))).toBe("saved");
      const [pictured] = (await offerCards("fa", inside)).filter((c) => c.title === "تور یلدا");
      expect(pictured!.picture).toMatch(/^\/_\/content-image\/\d+\/600\.webp$/);

      expect(await desk.setPublished(editor(), "specialOffer", id, false)).toBe("unpublished");
      expect(await titles("en")).not.toContain("A Yalda tour");
      expect((await auditOf("special_offer", id)).map((e) => e.action)).toEqual([
        "specialOffer.create",
        "specialOffer.publish",
        "specialOffer.picture",
        "specialOffer.unpublish",
      ]);
    });
  });
}
