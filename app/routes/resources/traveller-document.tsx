import type { LoaderFunctionArgs } from "@remix-run/node";
import { viewerOf } from "~/domains/orders/access.server";
import { orderForViewer } from "~/domains/orders/order-read.server";
import { documentByPublicId, documentResponse } from "~/domains/traveller-documents/documents.server";

/**
 * A traveller's document (decision 412), for the order's viewers only: its owner signed in, or a browser
 * the booking was placed in or opened from a valid booking link (orders/access.server.ts). Anyone else,
 * an unknown id, a withdrawn link's new browser: 404, the same answer as for a document that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await documentByPublicId(String(params.id ?? ""));
  if (!found) throw new Response("Not found", { status: 404 });
  const order = await orderForViewer(found.orderNumber, await viewerOf(request));
  if (!order) throw new Response("Not found", { status: 404 });
  return documentResponse(found.document);
}
