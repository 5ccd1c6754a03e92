import type { Locale, ScreenId } from "~/routing/screens";

/** A page with a slug in each language that has it (an article, a hotel city, a train route). */
export interface SitemapItem {
  kind: ScreenId;
  slugs: Partial<Record<Locale, string>>;
  lastmod: Date | null;
}
