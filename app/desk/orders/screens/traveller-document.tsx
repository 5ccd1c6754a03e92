import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentByPublicId, documentResponse } from "~/domains/traveller-documents/documents.server";

/**
 * A traveller's document on the desk (decision 412): the route guard has already checked the desk session
 * and the "orders.read" permission (the route table); the document must belong to the order in the path.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await documentByPublicId(String(params.id ?? ""));
  // A page that is a file: its 404 has a body, so a browser shows it rather than an error of its own.
  if (!found || found.orderNumber !== params.orderNumber) throw new Response("Not found", { status: 404 });
  return documentResponse(found.document);
}
