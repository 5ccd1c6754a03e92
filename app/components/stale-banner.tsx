import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * The spec's "Probably this data is old" banner, with its "Refresh it again?" action as children. `title`: the
 * heading in a product's own words (flights has its own); by default the hotels' one.
 */
export function StaleBanner({ title, text, children }: { title?: string; text: string; children: ReactNode }) {
  const { t } = useTranslation("hotels");
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300"
    >
      <p className="font-semibold">{title ?? t("stale.title")}</p>
      <p>{text}</p>
      {children}
    </div>
  );
}
