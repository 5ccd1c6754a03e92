import { useTranslation } from "~/i18n/react";

/** A star rating for reading (1–5), with its value for screen readers. */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  const { t } = useTranslation("content");
  const rounded = Math.round(value);
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-amber-600 ${className}`}
      role="img"
      aria-label={t("rating.value", { value })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true">
          {n <= rounded ? "★" : "☆"}
        </span>
      ))}
    </span>
  );
}

/** Classes of a filter chip (blog categories, FAQ topics). */
export function chipClass(active: boolean) {
  return `inline-block rounded-full border px-3 py-1 text-sm ${active ? "border-green-700 bg-green-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-100"}`;
}

/** Typography for sanitised article HTML. */
export const proseClass =
  "space-y-4 leading-8 text-gray-800 [&_a]:text-green-800 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6";
