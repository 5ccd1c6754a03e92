import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLocale, pathFor } from "~/routing/screens";
import { staffOf } from "../../frame.server";
import { reportCsv } from "../export.server";
import { reportNames, type ReportName } from "../reports.server";

/**
 * One report as a CSV file (decision 116). A route module without a page: Remix answers a document request
 * for it with what the loader returns, here the file itself (UTF-8 with a byte-order mark, as an attachment).
 * The desk guard of the route table has already checked the `reports` permission and the desk session.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  staffOf(context);
  const locale = isLocale(params.lang) ? params.lang : "fa";
  const url = new URL(request.url);
  const report = url.searchParams.get("report");
  if (!reportNames.includes(report as ReportName)) {
    url.searchParams.delete("report");
    const rest = url.searchParams.toString();
    throw redirect(`${pathFor("deskReports", locale)}${rest ? `?${rest}` : ""}`);
  }
  const file = await reportCsv(request, locale, report as ReportName);
  return new Response(file.text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
