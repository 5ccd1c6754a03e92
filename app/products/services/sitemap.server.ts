import { eq } from "drizzle-orm";
import type { SitemapItem } from "~/domains/content/sitemap-item";
import { getDb } from "~/db/client.server";
import { locales } from "~/routing/screen-table";
import { services } from "./schema";

/** Every published service's page in every language (the same Latin slug). */
export async function serviceSitemapItems(): Promise<SitemapItem[]> {
  const db = await getDb();
  const rows = await db.select({ slug: services.slug }).from(services).where(eq(services.published, true));
  return rows.map((r) => ({
    kind: "serviceDetail" as const,
    slugs: Object.fromEntries(locales.map((l) => [l, r.slug])),
    lastmod: null,
  }));
}
