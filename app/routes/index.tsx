import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { pathFor } from "~/routing/screens";

/** "/" → the home page in the visitor's language (cookie, else Accept-Language, else fa). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const url = new URL(request.url);
  return redirect(pathFor("home", locale) + url.search, { headers: { Vary: "Cookie, Accept-Language" } });
}
