import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLocale, matchPath, pathFor, screenOf, translatePath, type ScreenId } from "~/routing/screens";
import { translateSlug } from "~/domains/content/content.server";
import { localeCookie } from "~/utils/cookies.server";
import { safeRedirect } from "~/utils/safe-redirect";

const contentScreens = ["blogArticle", "faqEntry", "qaEntry", "teamMember"] as const;
type ContentScreen = (typeof contentScreens)[number];

/** Choose a language: remember it for 365 days and show the same screen (and query) in it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLocale(lang)) throw new Response("Unknown language", { status: 400 });
  const from = safeRedirect(form.get("path"), "/");
  const screen = matchPath(new URL(from, "http://x").pathname)?.screen;
  let target = screen && screen !== "language" ? translatePath(from, lang) : pathFor("home", lang);
  // Content pages have a slug per language: find this page's slug in the chosen language,
  // or go one level up there when it does not exist in it (a question asked only in English).
  const found = matchPath(new URL(from, "http://x").pathname);
  if (found && contentScreens.includes(found.screen as ContentScreen) && found.params.slug) {
    const slug = await translateSlug(found.screen as ContentScreen, found.locale, found.params.slug, lang);
    target = slug ? pathFor(found.screen, lang, { slug }) : pathFor(screenOf(found.screen).parent as ScreenId, lang);
  }
  // pathFor percent-encodes Persian segments, so the Location header is valid.
  return redirect(target, { status: 303, headers: { "Set-Cookie": await localeCookie.serialize(lang) } });
}

export async function loader() {
  return redirect("/");
}
