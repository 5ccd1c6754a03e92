import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Toast } from "~/utils/toast.server";
import { useHydrated } from "remix-utils/use-hydrated";

const TOAST_TIMEOUT_MS = 5000;

/** One flashed toast with its close button (loaded when there is one: app/components/deferred.tsx). */
export function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setHidden(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = hidden !== toast.id;
  // Without JavaScript the label toggles the CSS-only checkbox; with it, a real button (reachable by keyboard).
  const hydrated = useHydrated();
  const closeLabel = (
    <>
      <span aria-hidden="true">×</span>
      <span className="sr-only">{t("action.close")}</span>
    </>
  );
  return visible ? (
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
  ) : null;
}
