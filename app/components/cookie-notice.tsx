import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ScreenLink } from "./screen-link";
import { useHere } from "./here";
import { resources } from "~/routing/screens";

/**
 * The cookie notice: a plain form (works without JavaScript); with JavaScript it closes in place.
 * It is the page's first block, in its flow (decision 028, as GOV.UK's cookie banner): a notice
 * floating over the bottom of the screen covered the focused control on a phone.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const here = useHere();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section aria-labelledby="cookie-notice-title" className="border-b border-gray-200 bg-white p-4">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <h2 id="cookie-notice-title" className="font-semibold">
            {t("cookies.title")}
          </h2>
          <p className="text-gray-700">
            {t("cookies.text")}{" "}
            <ScreenLink to="rules" className="underline">
              {t("cookies.more")}
            </ScreenLink>
          </p>
        </div>
        <fetcher.Form method="post" action={resources.cookieConsent.path} className="flex shrink-0 gap-2">
          <input type="hidden" name="redirectTo" value={here} />
          <button name="consent" value="necessary" className="btn-secondary">
            {t("cookies.necessary")}
          </button>
          <button name="consent" value="all" className="btn-primary">
            {t("cookies.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
