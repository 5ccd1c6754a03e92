import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";
import { startLocalS3 } from "./storage-suite";

/**
 * Travellers' documents through the core (decision 412), without any tour: a test product registered here
 * asks a passport scan and a photo of each traveller. Listing what is asked and uploaded, uploading by a
 * multipart post as the booking page sends it (wrong type, oversize, path-like names), replacing, and who
 * may open a document: the owner yes, another user no, a booking link's browser yes, a withdrawn link no,
 * the desk with "orders.read" and a desk session yes. On PGlite (tests/unit) and PostgreSQL (tests/pg).
 */
export function travellerDocumentsSuite(kind: "pglite" | "postgres") {
  describe(`travellers' documents on ${kind}`, () => {
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ drop } = await createTestDatabase(kind));
      const { registerProduct } = await import("~/domains/booking/products");
      const { agencyTimeline } = await import("~/travel/timeline");
      registerProduct({
        kind: "test-docs-tour",
        perUnit: false,
        ships: false,
        document: "voucher",
        timeline: (view) => agencyTimeline(view.departsAt),
        // Adults upload both; a child only a photo (the view is the product's to read).
        travellerDocuments: (view) => (view.passengers.length ? ["passportScan", "photo"] : []),
      });
    });
    afterAll(async () => drop());

    const photo = async () =>
      new Uint8Array(
        await sharp({ create: { width: 700, height: 900, channels: 3, background: "#c8b4a0" } })
          .jpeg()
          .toBuffer(),
      );
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

    async function account(email: string) {
      const { getDb } = await import("~/db/client.server");
      const { users } = await import("~/db/schema");
      const [row] = await (
        await getDb()
      )
        .insert(users)
        .values({
          email,
          passwordHash: "!",
          status: "active",
          clientNumber: `T${Math.random().toString().slice(2, 10)}`,
        })
        .returning();
      return row!;
    }
    let serial = 0;
    async function order(userId: number | null, status: "confirmed" | "cancelled" = "confirmed") {
      const { getDb } = await import("~/db/client.server");
      const { orders, orderLines } = await import("~/db/schema");
      const db = await getDb();
      serial += 1;
      const number = `PZ${String(Date.now() % 1e6).padStart(6, "0")}${String(serial).padStart(2, "0")}`;
      const [o] = await db
        .insert(orders)
        .values({
          number,
          userId,
          status,
          ticketAmount: 100_00,
          tax: 0,
          commission: 0,
          otherCosts: 0,
          vat: 0,
          total: 100_00,
          cardAmount: 100_00,
          buyer: { firstName: "Sara", lastName: "Ahmadi", email: "sara@example.com", phone: "+989121234567" },
          expiresAt: new Date(Date.now() + 60_000),
          confirmedAt: new Date(),
        })
        .returning();
      const [line] = await db
        .insert(orderLines)
        .values({
          orderId: o!.id,
          kind: "test-docs-tour",
          payload: {
            title: "Isfahan, 4 days",
            passengers: [
              { firstName: "Sara", lastName: "Ahmadi" },
              { firstName: "Reza", lastName: "Ahmadi" },
            ],
            segments: [{ label: "Isfahan", departsAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }],
          },
          amount: 100_00,
          breakdown: { items: [], tax: 0, commission: 0, otherCosts: 0, total: 100_00 },
        })
        .returning();
      return { order: o!, line: line! };
    }
    const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
    async function signedIn(userId: number) {
      const { createSession } = await import("~/domains/accounts/session.server");
      return cookieOf(await createSession(userId, new Request("http://x/")));
    }
    function uploadRequest(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) form.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "image/jpeg" }));
      return new Request("http://x/en/booking/PZ", { method: "POST", body: form });
    }
    /** The customer's route: the document's answer, or the status it was refused with. */
    async function open(publicId: string, cookie = "") {
      const { loader } = await import("~/routes/resources/traveller-document");
      try {
        return await loader({
          request: new Request(`http://x/_/traveller-document/${publicId}`, { headers: { Cookie: cookie } }),
          params: { id: publicId },
          context: {},
        } as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    }

    it("lists what each traveller must upload, takes an upload and replaces it", async () => {
      const { documentsOfOrder, saveTravellerDocument } =
        await import("~/domains/traveller-documents/documents.server");
      const { getDb } = await import("~/db/client.server");
      const { storedFiles, travellerDocuments } = await import("~/db/schema");
      const owner = await account(`docs-owner-${kind}@example.com`);
      const { order: o, line } = await order(owner.id);
      const before = await documentsOfOrder(o.id, [line]);
      expect(before).toHaveLength(1);
      expect(before[0]!.travellers.map((t) => t.name)).toEqual(["Sara Ahmadi", "Reza Ahmadi"]);
      expect(before[0]!.travellers[1]!.documents).toEqual([
        { kind: "passportScan", uploaded: null },
        { kind: "photo", uploaded: null },
      ]);
      const input = { orderId: o.id, lineId: line.id, traveller: 1, kind: "photo" as const, contentType: "image/jpeg" };
      const first = await saveTravellerDocument({ ...input, fileName: "reza.jpg", bytes: await photo() });
      expect(first.ok).toBe(true);
      const second = await saveTravellerDocument({ ...input, fileName: "reza-2.jpg", bytes: await photo() });
      expect(second.ok).toBe(true);
      const after = await documentsOfOrder(o.id, [line]);
      expect(after[0]!.travellers[1]!.documents[1]!.uploaded?.fileName).toBe("reza-2.jpg");
      expect(after[0]!.travellers[0]!.documents.every((d) => d.uploaded === null)).toBe(true);
      // One row and one stored file for the slot: the replaced bytes are gone.
      const db = await getDb();
      const rows = await db.select().from(travellerDocuments);
      const mine = rows.filter((r) => r.orderLineId === line.id);
      expect(mine).toHaveLength(1);
      const keys = (await db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);
      expect(keys).toContain(mine[0]!.storageKey);
      expect(keys.filter((k) => k.startsWith("traveller-documents/"))).toHaveLength(rows.length);
      // Nothing that the line does not ask: a traveller it does not have, another order's line.
      expect(await saveTravellerDocument({ ...input, traveller: 2, fileName: "x.jpg", bytes: await photo() })).toEqual({
        ok: false,
        reason: "notAsked",
      });
      const other = await order(null);
      expect(
        await saveTravellerDocument({ ...input, orderId: other.order.id, fileName: "x.jpg", bytes: await photo() }),
      ).toEqual({ ok: false, reason: "notAsked" });
      // A cancelled booking takes no more documents.
      const cancelled = await order(owner.id, "cancelled");
      expect(
        await saveTravellerDocument({
          ...input,
          orderId: cancelled.order.id,
          lineId: cancelled.line.id,
          fileName: "x.jpg",
          bytes: await photo(),
        }),
      ).toEqual({ ok: false, reason: "closed" });
    });

    it("reads the booking page's multipart post: wrong type, oversize and path names come back on the field", async () => {
      const { uploadDocument } = await import("~/domains/traveller-documents/upload.server");
      const { documentsOfOrder } = await import("~/domains/traveller-documents/documents.server");
      const { DOCUMENT_MAX_BYTES } = await import("~/domains/traveller-documents/kinds");
      const { order: o, line } = await order(null);
      const fields = { intent: "uploadDocument", line: String(line.id), traveller: "0", kind: "photo" };
      const form = `document-${line.id}-0-photo`;
      // A PDF named as a JPEG is still a PDF: not a photo.
      expect(await uploadDocument(uploadRequest(fields, { bytes: pdf, name: "me.jpg" }), o.id)).toEqual({
        ok: false,
        form,
        result: { status: "error", error: { file: ["orders:documents.errors.type"] } },
      });
      const big = new Uint8Array(DOCUMENT_MAX_BYTES + 10);
      expect(await uploadDocument(uploadRequest(fields, { bytes: big, name: "big.jpg" }), o.id)).toMatchObject({
        ok: false,
        form,
        result: { error: { file: ["orders:documents.errors.size"] } },
      });
      const none = await uploadDocument(uploadRequest(fields), o.id);
      expect(none).toMatchObject({ ok: false, form, result: { error: { file: ["orders:documents.errors.missing"] } } });
      // A kind or traveller outside the schema is the schema's error, never a 500.
      const odd = await uploadDocument(uploadRequest({ ...fields, kind: "visa" }, { bytes: pdf, name: "a.pdf" }), o.id);
      expect(odd.ok).toBe(false);
      // A body that is not multipart at all.
      const broken = new Request("http://x/", {
        method: "POST",
        body: "--x\r\nbroken",
        headers: { "Content-Type": "multipart/form-data; boundary=y" },
      });
      expect((await uploadDocument(broken, o.id)).ok).toBe(false);
      // A path for a name is harmless: only its last part is kept, to be shown.
      const ok = await uploadDocument(
        uploadRequest({ ...fields, kind: "passportScan" }, { bytes: pdf, name: "../../etc/passwd", type: "image/png" }),
        o.id,
      );
      expect(ok).toEqual({ ok: true });
      const listed = await documentsOfOrder(o.id, [line]);
      const scan = listed[0]!.travellers[0]!.documents[0]!.uploaded!;
      expect(scan.fileName).toBe("passwd");
      expect(scan.contentType).toBe("application/pdf");
    });

    it("keeps and serves the files in an S3-compatible bucket when one is installed", async () => {
      const { setFileStorage } = await import("~/domains/storage/index.server");
      const { saveTravellerDocument, documentByPublicId, documentResponse } =
        await import("~/domains/traveller-documents/documents.server");
      const { getDb } = await import("~/db/client.server");
      const { storedFiles } = await import("~/db/schema");
      const s3 = await startLocalS3();
      setFileStorage(s3.storage);
      try {
        const { order: o, line } = await order(null);
        const bytes = await photo();
        const before = (await (await getDb()).select({ key: storedFiles.key }).from(storedFiles)).length;
        const saved = await saveTravellerDocument({
          orderId: o.id,
          lineId: line.id,
          traveller: 0,
          kind: "photo",
          fileName: "s3.jpg",
          contentType: "image/jpeg",
          bytes,
        });
        if (!saved.ok) throw new Error("not saved");
        // Nothing more in the database's own storage: the bytes are in the bucket.
        expect((await (await getDb()).select({ key: storedFiles.key }).from(storedFiles)).length).toBe(before);
        const found = await documentByPublicId(saved.publicId);
        expect(await s3.storage.get(found!.document.storageKey)).toMatchObject({ contentType: "image/jpeg" });
        const response = await documentResponse(found!.document);
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
      } finally {
        setFileStorage(null);
        await s3.close();
      }
    });

    it("opens a document for its owner, a booking link's browser and the desk; nobody else", async () => {
      const { saveTravellerDocument } = await import("~/domains/traveller-documents/documents.server");
      const { bookingLinkKey, openBookingLink, withdrawBookingLinks } =
        await import("~/domains/orders/booking-link.server");
      const { grantAccess } = await import("~/domains/orders/access.server");
      const owner = await account(`owner-${kind}@example.com`);
      const stranger = await account(`stranger-${kind}@example.com`);
      const own = await order(owner.id);
      const saved = await saveTravellerDocument({
        orderId: own.order.id,
        lineId: own.line.id,
        traveller: 0,
        kind: "photo",
        fileName: "sara.jpg",
        contentType: "image/jpeg",
        bytes: await photo(),
      });
      if (!saved.ok) throw new Error("not saved");

      const seen = await open(saved.publicId, await signedIn(owner.id));
      expect(seen.status).toBe(200);
      expect(seen.headers.get("Content-Type")).toBe("image/jpeg");
      expect(seen.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(seen.headers.get("Content-Disposition")).toBe('inline; filename="photo.jpg"');
      expect(seen.headers.get("Cache-Control")).toBe("private, no-store");
      expect((await seen.arrayBuffer()).byteLength).toBeGreaterThan(100);
      expect((await open(saved.publicId, await signedIn(stranger.id))).status).toBe(404);
      expect((await open(saved.publicId)).status).toBe(404);
      expect((await open("not-an-id-of-anything-at-all")).status).toBe(404);

      // A guest's booking: a browser that opened a valid booking link sees it; a withdrawn link opens nothing.
      const guest = await order(null);
      const scan = await saveTravellerDocument({
        orderId: guest.order.id,
        lineId: guest.line.id,
        traveller: 1,
        kind: "passportScan",
        fileName: "reza.pdf",
        contentType: "application/pdf",
        bytes: pdf,
      });
      if (!scan.ok) throw new Error("not saved");
      const key = bookingLinkKey(guest.order, [guest.line]);
      const opened = await openBookingLink(key);
      expect(opened.ok).toBe(true);
      const linkCookie = cookieOf(await grantAccess(new Request("http://x/"), guest.order.number));
      const viaLink = await open(scan.publicId, linkCookie);
      expect(viaLink.status).toBe(200);
      expect(viaLink.headers.get("Content-Disposition")).toBe('attachment; filename="passport-scan.pdf"');
      expect((await open(scan.publicId)).status).toBe(404);
      // The owner of another order, signed in, is not this guest's browser.
      expect((await open(scan.publicId, await signedIn(owner.id))).status).toBe(404);
      await withdrawBookingLinks(guest.order.number);
      expect(await openBookingLink(key)).toEqual({ ok: false, reason: "withdrawn" });

      // The desk: staff with "orders.read" and a desk session, through the route table's guard.
      const { getDb } = await import("~/db/client.server");
      const { staffRoles } = await import("~/db/schema");
      const { openDeskSession } = await import("~/desk/staff.server");
      const { withScreenGuards } = await import("~/routing/guards.server");
      const { pathFor, screenRoutes } = await import("~/routing/screens");
      const module = await import("~/desk/orders/screens/traveller-document");
      const agent = await account(`agent-${kind}@example.com`);
      await (await getDb()).insert(staffRoles).values({ userId: agent.id, role: "agent" });
      const routes: ServerBuild["routes"] = {};
      for (const { id, path } of screenRoutes("deskTravellerDocument"))
        routes[id] = { id, path, module: { loader: module.loader } } as never;
      const build = withScreenGuards({ routes } as unknown as ServerBuild);
      const route = build.routes[screenRoutes("deskTravellerDocument").find((r) => r.locales.includes("en"))!.id]!;
      const deskOpen = async (orderNumber: string, cookie: string) => {
        const url = `http://x${pathFor("deskTravellerDocument", "en", { orderNumber, id: saved.publicId })}`;
        try {
          return (await route.module.loader!({
            request: new Request(url, { headers: { Cookie: cookie } }),
            params: { lang: "en", orderNumber, id: saved.publicId },
            context: {},
          } as never)) as Response;
        } catch (thrown) {
          if (thrown instanceof Response) return thrown;
          throw thrown;
        }
      };
      const staffCookie = `${await signedIn(agent.id)}; ${cookieOf(await openDeskSession(agent.id, "totp"))}`;
      const desk = await deskOpen(own.order.number, staffCookie);
      expect(desk.status).toBe(200);
      expect(desk.headers.get("X-Content-Type-Options")).toBe("nosniff");
      // Only under its own order's number; and never for a customer, even the owner.
      expect((await deskOpen(guest.order.number, staffCookie)).status).toBe(404);
      expect((await deskOpen(own.order.number, await signedIn(owner.id))).status).toBe(404);
      // Staff without a desk session go to the second factor first.
      const noDesk = await deskOpen(own.order.number, await signedIn(agent.id));
      expect([302, 303]).toContain(noDesk.status);
    });
  });
}
