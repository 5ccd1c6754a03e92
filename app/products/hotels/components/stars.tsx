import { useTranslation } from "~/i18n/react";

/** A star rating: drawn stars for the eye, "4 stars" for screen readers. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation("hotels");
  return (
    <p className="text-amber-600">
      <span aria-hidden="true">{"★".repeat(count)}</span>
      <span className="sr-only">{t("stars", { count })}</span>
    </p>
  );
}
