import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLocale, matchPath, pathFor, screenOf, translatePath, type ScreenId } from "~/routing/screens";
import { localeCookie } from "~/utils/locale.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** Choose a language: remember it for 365 days and show the same screen (and query) in it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLocale(lang)) throw new Response("Unknown language", { status: 400 });
  const from = safeRedirect(form.get("path"), "/");
  const screen = matchPath(new URL(from, "http://x").pathname)?.screen;
  let target = screen && screen !== "language" ? translatePath(from, lang) : pathFor("home", lang);
  // Pages whose slug differs per language send their versions; one missing in the chosen
  // language leads to the screen one level up there (e.g. a question asked only in English).
  if (screen && form.get("hasAlternates")) {
    const alternate = form.get(`alternate.${lang}`);
    const parent = screenOf(screen).parent as ScreenId | undefined;
    if (typeof alternate === "string" && matchPath(alternate)?.locale === lang) target = safeRedirect(alternate, pathFor("home", lang));
    else target = pathFor(parent ?? "home", lang);
  }
  return redirect(target, { status: 303, headers: { "Set-Cookie": await localeCookie.serialize(lang) } });
}

export async function loader() {
  return redirect("/");
}
