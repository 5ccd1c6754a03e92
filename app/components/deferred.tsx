import { lazy, Suspense, type ComponentProps } from "react";
import { CookieNotice as CookieNoticeNow } from "./cookie-notice";
import { ErrorPage as ErrorPageNow } from "./error-page";
import { ToastCard as ToastCardNow } from "./toast-card";

/**
 * Parts of the frame that most pages never show — the error screen, a flashed toast, the cookie notice (shown until the
 * visitor answers it once) — so the browser loads their code only when a page shows them, instead of with every page
 * (issue 9's first-load budget).
 *
 * The server renders them in place as usual (its build imports them directly: `import.meta.env.SSR` is a constant
 * that each build folds, so the browser build drops the direct import), so they are in the HTML with or without
 * JavaScript. In the browser each sits in its own Suspense boundary: hydration leaves the server's HTML as it is
 * until the code has arrived, and its forms work meanwhile as plain forms.
 */
const CookieNoticeCode = import.meta.env.SSR
  ? CookieNoticeNow
  : lazy(() => import("./cookie-notice").then((m) => ({ default: m.CookieNotice })));
const ErrorPageCode = import.meta.env.SSR
  ? ErrorPageNow
  : lazy(() => import("./error-page").then((m) => ({ default: m.ErrorPage })));
const ToastCardCode = import.meta.env.SSR
  ? ToastCardNow
  : lazy(() => import("./toast-card").then((m) => ({ default: m.ToastCard })));

export function CookieNoticeLater() {
  return (
    <Suspense fallback={null}>
      <CookieNoticeCode />
    </Suspense>
  );
}

export function ErrorPageLater(props: ComponentProps<typeof ErrorPageNow>) {
  return (
    <Suspense fallback={null}>
      <ErrorPageCode {...props} />
    </Suspense>
  );
}

export function ToastLater(props: ComponentProps<typeof ToastCardNow>) {
  return (
    <Suspense fallback={null}>
      <ToastCardCode {...props} />
    </Suspense>
  );
}
