import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

/** Page links for a list (?page=N, keeping the other query parameters). */
export function Pager({ page, pages, search }: { page: number; pages: number; search: URLSearchParams }) {
  const { t } = useTranslation("content");
  const locale = useLocale();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const s = new URLSearchParams(search);
    if (n === 1) s.delete("page");
    else s.set("page", String(n));
    const q = s.toString();
    return q ? `?${q}` : "?";
  };
  return (
    <nav aria-label={t("pager.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="rounded border border-gray-300 px-3 py-1 hover:bg-gray-100">
          {t("pager.previous")}
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="rounded bg-green-700 px-3 py-1 font-semibold text-white">
            {formatNumber(n, locale)}
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            className="rounded border border-gray-300 px-3 py-1 hover:bg-gray-100"
            aria-label={t("pager.page", { page: formatNumber(n, locale) })}
          >
            {formatNumber(n, locale)}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="rounded border border-gray-300 px-3 py-1 hover:bg-gray-100">
          {t("pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
