import { robotsTxt } from "~/domains/content/sitemap";
import { publicOrigin } from "~/utils/env.server";

/** robots.txt: everything public may be crawled; the sitemap index is announced. */
export function loader() {
  const origin = publicOrigin();
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
