import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";

/** A rate's cancellation terms in plain words (pages.server.ts timelineText: keys of hotels:timeline with values). */
export function TimelineText({ terms }: { terms: { key: string; values: Record<string, string | number> }[] }) {
  const { t } = useTranslation("hotels");
  if (!terms.length) return null;
  const free = terms[0].key === "freeUntil" || terms[0].key === "freeUntilCheckIn";
  return (
    <p className={free ? "mt-1 text-green-800" : "mt-1 text-gray-700"}>
      {terms.map((term) => t(keyIn("hotels:timeline", term.key), term.values)).join(" ")}
    </p>
  );
}
