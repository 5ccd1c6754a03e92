import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { RouteErrorBoundary } from "~/components/route-error";
import { pathFor } from "~/routing/screens";

/**
 * Everything no route matched. A path written in another language's words under this
 * prefix (/en/winkelwagen) moves permanently to the right one (/en/cart); anything else
 * is the 404 page, in the visitor's language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = context.screen;
  if (found?.wrongLanguage) {
    return redirect(pathFor(found.screen, found.locale, found.params) + url.search, 301);
  }
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
