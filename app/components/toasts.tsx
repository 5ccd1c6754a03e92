import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Toast } from "~/utils/toast.server";
import { useHydrated } from "remix-utils/use-hydrated";

export const TOAST_TIMEOUT_MS = 5000;

/**
 * The toast area. A flashed toast is in the server HTML, so it is seen without
 * JavaScript, and its close button is a CSS-only checkbox; with JavaScript the close
 * button is a real button and the toast also closes by itself after 5000 ms.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setHidden(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = toast && hidden !== toast.id;
  // Without JavaScript the label toggles the CSS-only checkbox; with it, a real button (reachable by keyboard).
  const hydrated = useHydrated();
  const closeLabel = (
    <>
      <span aria-hidden="true">×</span>
      <span className="sr-only">{t("action.close")}</span>
    </>
  );
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {visible ? (
        <div className="toast pointer-events-auto">
          <input
            type="checkbox"
            id={`toast-${toast.id}`}
            className="toast-toggle sr-only"
            aria-hidden="true"
            tabIndex={-1}
          />
          <div
            className={`toast-body flex max-w-md items-start gap-3 rounded-lg px-4 py-3 shadow-lg ring-1 ${
              toast.type === "error"
                ? "bg-red-50 text-red-900 ring-red-200"
                : toast.type === "info"
                  ? "bg-white text-gray-900 ring-gray-200"
                  : "bg-green-50 text-green-900 ring-green-200"
            }`}
          >
            <p className="text-sm font-medium">{t(toast.message, toast.values)}</p>
            {hydrated ? (
              <button type="button" className="cursor-pointer text-lg leading-none" onClick={() => setHidden(toast.id)}>
                {closeLabel}
              </button>
            ) : (
              <label htmlFor={`toast-${toast.id}`} className="cursor-pointer text-lg leading-none">
                {closeLabel}
              </label>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
