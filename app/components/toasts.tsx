import type { Toast } from "~/utils/toast.server";
import { ToastLater } from "./deferred";

/**
 * The toast area. A flashed toast is in the server HTML, so it is seen without
 * JavaScript, and its close button is a CSS-only checkbox; with JavaScript the close
 * button is a real button and the toast also closes by itself after 5000 ms.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  // The live region is always in the page, so a toast that appears later is announced; the toast itself (and its code,
  // app/components/deferred.tsx) only when there is one.
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {toast ? <ToastLater key={toast.id} toast={toast} /> : null}
    </div>
  );
}
