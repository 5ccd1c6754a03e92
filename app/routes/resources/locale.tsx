import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLocale, matchPath, pathFor, translatePath } from "~/routing/screens";
import { localeCookie } from "~/utils/locale.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** Choose a language: remember it for 365 days and show the same screen (and query) in it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLocale(lang)) throw new Response("Unknown language", { status: 400 });
  const from = safeRedirect(form.get("path"), "/");
  const screen = matchPath(new URL(from, "http://x").pathname)?.screen;
  const target = screen && screen !== "language" ? translatePath(from, lang) : pathFor("home", lang);
  return redirect(target, { status: 303, headers: { "Set-Cookie": await localeCookie.serialize(lang) } });
}

export async function loader() {
  return redirect("/");
}
