import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { pathFor } from "~/routing/screens";
import { localeOf } from "~/utils/locale.server";

/** "/" → the home page in the visitor's language (cookie, else Accept-Language, else fa). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  const url = new URL(request.url);
  return redirect(pathFor("home", locale) + url.search, { headers: { Vary: "Cookie, Accept-Language" } });
}
