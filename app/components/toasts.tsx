import { useEffect, useRef } from "react";
import type { Toast } from "~/utils/toast.server";
import { keepClearOfFocus } from "~/utils/clear-of-focus";
import { ToastLater } from "./deferred";

/**
 * The toast area. A flashed toast is in the server HTML, so it is seen without
 * JavaScript, and its close button is a CSS-only checkbox; with JavaScript the close
 * button is a real button and the toast also closes by itself after 5000 ms.
 *
 * It never covers the control that has focus (WCAG 2.4.11, decision 028): without JavaScript
 * the area stands in the page's flow at its top (`.toast-area` in app/tailwind.css), with it the
 * area floats at the top of the screen and moves away from the focused control (keepClearOfFocus).
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => (area.current ? keepClearOfFocus(area.current, "top") : undefined), []);
  // The live region is always in the page, so a toast that appears later is announced; the toast itself (and its code,
  // app/components/deferred.tsx) only when there is one.
  return (
    <div
      ref={area}
      aria-live="polite"
      role="status"
      className="toast-area pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {toast ? <ToastLater key={toast.id} toast={toast} /> : null}
    </div>
  );
}
