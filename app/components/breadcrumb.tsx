import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pathFor, screenOf, type ScreenId } from "~/routing/screens";
import { useScreenMatch } from "~/routing/screen-match";
import { useRootData } from "~/utils/root-data";

/** Home › … › current screen, from the route table's parents, with BreadcrumbList JSON-LD. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const match = useScreenMatch();
  const root = useRootData();
  if (!match || match.screen === "home" || !root) return null;
  const chain: ScreenId[] = [];
  let cursor: ScreenId | undefined = match.screen;
  while (cursor && cursor !== "home") {
    chain.unshift(cursor);
    cursor = screenOf(cursor).parent as ScreenId | undefined;
  }
  const pageTitle = (match.data as { title?: string } | null)?.title;
  const items = [{ name: t("screen.home"), href: pathFor("home", match.locale) }];
  for (const s of chain) {
    let href: string | null = null;
    try {
      href = pathFor(s, match.locale, match.params);
    } catch {
      href = null;
    }
    items.push({ name: s === match.screen && pageTitle ? pageTitle : t(`screen.${s}`), href: href ?? "" });
  }
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${root.origin}${item.href}`,
    })),
  };
  return (
    <nav aria-label={t("nav.breadcrumb")} className="mx-auto max-w-7xl px-4 pt-4 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-gray-900">
                {item.name}
              </span>
            ) : (
              <Link to={item.href} className="hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </nav>
  );
}
