import { slot, withNodes } from "~/components/message";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import type { PopularRoute } from "~/products/trains/landing.server";
import { useTranslation } from "~/i18n/react";
import { durationText } from "~/utils/duration";

/**
 * The popular train routes with their prices "from" (one adult, the cheapest wagon type),
 * each linking to its route page (decision 611). Data: popularRouteList (trains/landing.server.ts);
 * the page's loader brings the "trains" messages' popular group.
 */
export function PopularRoutes({ routes, title }: { routes: PopularRoute[]; title?: string }) {
  const { t } = useTranslation("trains");
  if (!routes.length) return null;
  return (
    <section aria-labelledby="popular-train-routes" className="mt-10" data-testid="popular-routes">
      <h2 id="popular-train-routes" className="text-xl font-semibold">
        {title ?? t("popular.title")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {routes.map((r) => (
          <li key={r.slug} className="rounded-xl bg-white p-3 ring-1 ring-gray-200">
            <ScreenLink to="trainRoute" params={{ slug: r.slug }} className="font-semibold text-green-800 underline">
              {t("popular.route", { from: r.from, to: r.to })}
            </ScreenLink>
            <p className="text-sm text-gray-700">{t("popular.duration", { duration: durationText(r.minutes, t) })}</p>
            <p className="text-sm font-semibold">
              {withNodes(t("popular.from", { price: slot("price") }), {
                price: <Price money={r.price} />,
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
