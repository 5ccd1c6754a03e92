import type { LoaderFunctionArgs } from "@remix-run/node";
import { staffOf } from "~/desk/frame.server";
import { deskProjectById } from "../desk/projects.server";
import { findProject, ownerOf } from "../projects.server";
import { quotePdf } from "../quote-pdf.server";
import { SHARE_PARAM, sharedProject } from "../share.server";

/**
 * The quote's PDF (decision 812), a route module without a page: for the project's owner (its random slug and the
 * visitor's ownership, as the project's page, or its shared link's key: decision 813) in the page's language, and for the desk (the `requests` permission,
 * checked by the route table's desk guard) by the project's number. Not cached, never public.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const desk = context.screen?.screen === "deskProjectPdf";
  if (desk) staffOf(context);
  const project = desk
    ? /^\d{1,9}$/.test(params.id ?? "")
      ? await deskProjectById(Number(params.id))
      : null
    : ((await findProject(params.slug ?? "", await ownerOf(request))) ??
      (await sharedProject(params.slug ?? "", new URL(request.url).searchParams.get(SHARE_PARAM))));
  if (!project || project.status === "draft") throw new Response("Not found", { status: 404 });
  const pdf = await quotePdf(project, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="parvaz-quote-${project.slug.slice(0, 8)}-${locale}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
