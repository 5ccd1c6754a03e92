import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffOf } from "~/desk/frame.server";
import { isLocale } from "~/routing/screens";
import { roomingCsv } from "../desk/rooming-csv.server";

/**
 * A departure's rooming list as a CSV file (decision 707): a route module without a page, its loader answering
 * with the file. The route table's desk guard has already checked the `inventory` permission and the desk session,
 * as for the departure's page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  staffOf(context);
  const locale = isLocale(params.lang) ? params.lang : "fa";
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const file = id ? await roomingCsv(id, locale) : null;
  if (!file) throw new Response("Not found", { status: 404 });
  return new Response(file.text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
