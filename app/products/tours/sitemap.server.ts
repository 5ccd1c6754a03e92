import type { SitemapItem } from "~/domains/content/sitemap-item";
import { locales } from "~/routing/screen-table";
import { getDb } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { tours } from "./schema";
import { destinations } from "./catalogue.server";

/** Every published tour's page and every destination's landing page, in every language (the same Latin slug). */
export async function tourSitemapItems(): Promise<SitemapItem[]> {
  const db = await getDb();
  const rows = await db.select({ slug: tours.slug }).from(tours).where(eq(tours.published, true));
  const all = (slug: string) => Object.fromEntries(locales.map((l) => [l, slug]));
  return [
    ...(await destinations()).map((d) => ({
      kind: "tourDestination" as const,
      slugs: all(d.destination),
      lastmod: null,
    })),
    ...rows.map((r) => ({ kind: "tour" as const, slugs: all(r.slug), lastmod: null })),
  ];
}
