import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/route-error";
import { dirOf } from "~/i18n/config";
import { messagesFor } from "~/i18n/resources.server";
import { isLocale, pathFor } from "~/routing/screens";

/**
 * The `:lang` route: the parent of every screen, and the one place that owns the language.
 * An unknown language is the 404 page; a path written in another language's words under
 * this prefix (/fa/hotels, where Persian says /fa/هتل) moves permanently to the right one.
 * It gives everything below the locale, the direction and the `common` messages.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = params.lang;
  if (!isLocale(locale)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const found = context.screen;
  if (found?.wrongLanguage) throw redirect(pathFor(found.screen, found.locale, found.params) + url.search, 301);
  return { locale, dir: dirOf(locale), messages: messagesFor(locale, "common") };
}

/** The language's messages change only with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.lang !== nextParams.lang;

export default function Language() {
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
