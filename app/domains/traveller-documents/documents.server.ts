import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orderLines, orders, travellerDocuments } from "~/db/schema";
import { productOf } from "~/domains/booking/products";
import { viewLine } from "~/domains/orders/lines";
import { agencyMoment } from "~/domains/orders/present";
import type { Locale } from "~/routing/screens";
import { fileStorage } from "~/domains/storage/index.server";
import { newStorageKey } from "~/domains/storage/storage";
import type { TravellerDocumentKind } from "./kinds";

/**
 * Travellers' documents of an order (decision 412): what each line's product asks of each traveller
 * (`Product.travellerDocuments`), what was uploaded, uploading and replacing one, and reading one back for
 * a viewer the caller has already checked (the order's owner or booking-link browser, or the desk).
 */
type LineRow = { id: number; kind: string; payload: Record<string, unknown>; quantity: number };
export type TravellerDocumentRow = typeof travellerDocuments.$inferSelect;

export interface TravellerDocumentSlot {
  kind: TravellerDocumentKind;
  uploaded: Pick<TravellerDocumentRow, "publicId" | "fileName" | "contentType" | "size" | "uploadedAt"> | null;
}
export interface TravellerDocumentsOfLine {
  lineId: number;
  title: string;
  travellers: { index: number; name: string; documents: TravellerDocumentSlot[] }[];
}

/** The kinds a line asks of each of its travellers (none when its product asks nothing). */
export function requiredKinds(line: LineRow): TravellerDocumentKind[] {
  const product = productOf(line.kind);
  if (!product.travellerDocuments) return [];
  return [...new Set(product.travellerDocuments(viewLine(line.kind, line.payload, line.quantity)))];
}

/** Each line that asks for documents, each of its travellers, each kind asked and what was uploaded for it. */
export async function documentsOfOrder(orderId: number, lines: LineRow[]): Promise<TravellerDocumentsOfLine[]> {
  const asking = lines.map((line) => ({ line, kinds: requiredKinds(line) })).filter((l) => l.kinds.length);
  if (!asking.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(travellerDocuments)
    .where(eq(travellerDocuments.orderId, orderId))
    .orderBy(asc(travellerDocuments.id));
  return asking.map(({ line, kinds }) => {
    const view = viewLine(line.kind, line.payload, line.quantity);
    return {
      lineId: line.id,
      title: view.title,
      travellers: view.passengers.map((p, index) => ({
        index,
        name: `${p.firstName} ${p.lastName}`.trim(),
        documents: kinds.map((kind) => {
          const row = rows.find((r) => r.orderLineId === line.id && r.traveller === index && r.kind === kind);
          return {
            kind,
            uploaded: row
              ? {
                  publicId: row.publicId,
                  fileName: row.fileName,
                  contentType: row.contentType,
                  size: row.size,
                  uploadedAt: row.uploadedAt,
                }
              : null,
          };
        }),
      })),
    };
  });
}

export type SaveResult = { ok: true; publicId: string } | { ok: false; reason: "notAsked" | "closed" };

/**
 * Keeps a checked upload (validate.server.ts) as the document of one kind of one traveller of a line of the
 * order, replacing the one before. The line must belong to the order, the order be confirmed, and the line's
 * product ask that kind of that traveller. The bytes are stored first under a new key; the row then points
 * to them (a new one, or the old one's row updated in a transaction); the replaced bytes are removed last.
 */
export async function saveTravellerDocument(input: {
  orderId: number;
  lineId: number;
  traveller: number;
  kind: TravellerDocumentKind;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}): Promise<SaveResult> {
  const db = await getDb();
  const [found] = await db
    .select({ line: orderLines, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, input.orderId)))
    .limit(1);
  if (!found) return { ok: false, reason: "notAsked" };
  if (found.status !== "confirmed") return { ok: false, reason: "closed" };
  const view = viewLine(found.line.kind, found.line.payload, found.line.quantity);
  if (input.traveller >= view.passengers.length || !requiredKinds(found.line).includes(input.kind))
    return { ok: false, reason: "notAsked" };

  const storage = fileStorage();
  const storageKey = newStorageKey("traveller-documents");
  await storage.put(storageKey, input.bytes, input.contentType);
  const publicId = crypto.randomBytes(24).toString("base64url");
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ id: travellerDocuments.id, storageKey: travellerDocuments.storageKey })
        .from(travellerDocuments)
        .where(
          and(
            eq(travellerDocuments.orderLineId, input.lineId),
            eq(travellerDocuments.traveller, input.traveller),
            eq(travellerDocuments.kind, input.kind),
          ),
        )
        .for("update")
        .limit(1);
      const values = {
        publicId,
        storageKey,
        fileName: input.fileName,
        contentType: input.contentType,
        size: input.bytes.byteLength,
        uploadedAt: new Date(),
      };
      if (old) {
        replaced = old.storageKey;
        await tx.update(travellerDocuments).set(values).where(eq(travellerDocuments.id, old.id));
      } else
        await tx.insert(travellerDocuments).values({
          ...values,
          orderId: input.orderId,
          orderLineId: input.lineId,
          traveller: input.traveller,
          kind: input.kind,
        });
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  // The old bytes are no longer named by any row; a failure here leaves an unnamed file, never a lost one.
  if (replaced) await storage.delete(replaced).catch(() => undefined);
  return { ok: true, publicId };
}

/** A document by the id it is served under, with its order's number (for the caller's access check). */
export async function documentByPublicId(publicId: string) {
  if (!/^[\w-]{20,64}$/.test(publicId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ document: travellerDocuments, orderNumber: orders.number })
    .from(travellerDocuments)
    .innerJoin(orders, eq(orders.id, travellerDocuments.orderId))
    .where(eq(travellerDocuments.publicId, publicId))
    .limit(1);
  return row ?? null;
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };
const DOWNLOAD_NAMES: Record<TravellerDocumentKind, string> = { passportScan: "passport-scan", photo: "photo" };

/**
 * The file as an HTTP answer, for a viewer already allowed: its own type, never sniffed, never kept by a
 * shared cache; pictures shown in the browser (in a sandbox that runs nothing), a PDF downloaded. The
 * download name is the server's ("passport-scan.pdf"), never the uploader's. (The site's own headers — the
 * page CSP, nosniff, same-origin resource policy — are added to every answer by server.ts as well.)
 */
export async function documentResponse(document: TravellerDocumentRow): Promise<Response> {
  const file = await fileStorage().get(document.storageKey);
  if (!file) throw new Response(null, { status: 404 });
  const pdf = document.contentType === "application/pdf";
  const name = `${DOWNLOAD_NAMES[document.kind]}.${EXTENSIONS[document.contentType] ?? "bin"}`;
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${pdf ? "attachment" : "inline"}; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** A line's documents as the pages show them: each uploaded one with its name, day (agency clock) and link. */
export interface PresentedDocumentsOfLine {
  lineId: number;
  title: string;
  travellers: {
    index: number;
    name: string;
    documents: { kind: TravellerDocumentKind; uploaded: { fileName: string; date: string; href: string } | null }[];
  }[];
}

export function presentDocuments(
  lines: TravellerDocumentsOfLine[],
  locale: Locale,
  hrefOf: (publicId: string) => string,
): PresentedDocumentsOfLine[] {
  return lines.map((line) => ({
    ...line,
    travellers: line.travellers.map((traveller) => ({
      ...traveller,
      documents: traveller.documents.map((d) => ({
        kind: d.kind,
        uploaded: d.uploaded
          ? {
              fileName: d.uploaded.fileName,
              date: agencyMoment(d.uploaded.uploadedAt, locale).date,
              href: hrefOf(d.uploaded.publicId),
            }
          : null,
      })),
    })),
  }));
}
