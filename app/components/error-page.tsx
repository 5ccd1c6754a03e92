import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";

/**
 * The error screen (spec §2, §8): the word for error with the status code, the message,
 * and a button to the start page. 404 says "Page not found" with the requested path.
 * Production errors never show a stack trace.
 */
export function ErrorPage({ status, error }: { status: number; error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const notFound = status === 404;
  let message: ReactNode = t("error.generic");
  // The path is left-to-right (its Persian words too, between slashes): isolated, so a Persian sentence does not reorder it;
  // a long one breaks anywhere rather than widen a phone's screen.
  if (notFound) {
    const [before, after = ""] = t("error.notFound", { path: "{{path}}" }).split("{{path}}");
    message = (
      <>
        {before}
        <bdi dir="ltr" data-testid="error-path" className="wrap-anywhere">
          {decodeSafe(location.pathname)}
        </bdi>
        {after}
      </>
    );
  } else if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data) message = error.data;
  else if (status === 429) message = t("error.tooMany");
  else if (status === 403) message = t("error.crossSite");
  else if (status >= 400 && status < 500) message = t("error.badRequest");
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-green-700">
        {t("error.word")}{" "}
        {new Intl.NumberFormat(locale === "fa" ? "fa-IR" : locale).format(status).replace(/[,٬.]/g, "")}
      </p>
      <h1 className="text-3xl font-bold">{notFound ? t("error.notFoundTitle") : t("error.title")}</h1>
      <p className="max-w-prose text-gray-700" data-testid="error-message">
        {message}
      </p>
      <a href={pathFor("home", locale)} className="btn-primary">
        {t("error.home")}
      </a>
    </main>
  );
}

function decodeSafe(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
