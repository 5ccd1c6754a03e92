import { useTranslation } from "~/i18n/react";

/**
 * Where the PWA's toasts appear ("offline ready"; an update waiting behind unsaved input,
 * with a reload button). Empty in the HTML: app/pwa/client.ts (loaded on idle) fills it
 * from the translated texts in the data attributes, so the home page's first-load
 * JavaScript carries none of this. Decision 008.
 */
export function PwaStatus() {
  const { t } = useTranslation();
  return (
    <div
      id="pwa-status"
      // A live region without role="status": that role names the page's one toast area (Toasts).
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
      data-offline-ready={t("pwa.offlineReady")}
      data-update-ready={t("pwa.updateReady")}
      data-reload={t("pwa.reload")}
      data-close={t("action.close")}
    />
  );
}
