import { labelClass } from "~/components/label-class";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NEWSLETTER_FORM } from "~/domains/newsletter/constants";
import { resources } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { formatDigits, formatNumber } from "~/utils/format";
import { useRootData } from "~/utils/root-data";
import { ErrorList } from "./error-list";
import { useHere } from "./here";
import { ScreenLink } from "./screen-link";

/**
 * The newsletter form is on every page, so it stays light: the browser checks the
 * address (type="email", required) and the server validates it with the zod schema
 * (newsletterSchema); errors come back next to the field, with what was typed.
 */
function NewsletterForm() {
  const { t } = useTranslation();
  const root = useRootData();
  const here = useHere();
  const flashed = root?.flashedForm?.form === NEWSLETTER_FORM ? root.flashedForm : null;
  const errors = flashed?.errors.email ?? [];
  return (
    <Form
      method="post"
      action={resources.newsletter.path}
      id="newsletter"
      preventScrollReset
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="redirectTo" value={here} />
      <div>
        <label htmlFor="newsletter-email" className={labelClass}>
          {t("newsletter.label")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          className="input"
          defaultValue={flashed?.values.email ?? ""}
          key={flashed ? JSON.stringify(flashed) : "newsletter"}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? "newsletter-email-error" : undefined}
        />
        <ErrorList id="newsletter-email-error" errors={errors} />
      </div>
      <button className="btn-primary self-start">{t("newsletter.submit")}</button>
    </Form>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const root = useRootData();
  const locale = root?.locale ?? "fa";
  const year = root?.year ?? new Date().getFullYear();
  /** The agency's name in the page's language: the copyright line of a Persian page names «پرواز». */
  const brand = t("brand");
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 font-semibold">
            {t("footer.aboutTitle")}
          </h2>
          <p className="text-sm text-gray-700">{t("footer.aboutText")}</p>
          <ScreenLink to="about" className="mt-2 inline-block text-sm text-green-800 underline">
            {t("screen.about")}
          </ScreenLink>
          <ul className="mt-4 space-y-1 text-sm text-gray-700">
            <li>
              {t("common:labelled", { label: t("footer.licenceCivilAviation") })}{" "}
              <bdi dir="ltr" className="whitespace-nowrap">
                {root?.licences.civilAviation}
              </bdi>
            </li>
            <li>
              {t("common:labelled", { label: t("footer.licenceCulturalHeritage") })}{" "}
              <bdi dir="ltr" className="whitespace-nowrap">
                {root?.licences.culturalHeritage}
              </bdi>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="mb-2 font-semibold">
            {t("footer.supportTitle")}
          </h2>
          <p className="text-sm text-gray-700">{t("footer.supportText")}</p>
          <a
            href={agency.supportPhoneHref}
            className="mt-2 inline-block text-lg font-semibold text-green-800"
            dir="ltr"
          >
            {formatDigits(agency.supportPhone, locale)}
          </a>
          <ul className="mt-4 grid grid-cols-2 gap-1 text-sm">
            {(
              [
                "contact",
                "faqList",
                "qaList",
                "team",
                "help",
                "purchaseGuide",
                "refundGuide",
                "rules",
                "jobs",
                "inquiry",
                "credits",
                ...(root?.demo ? (["mailbox"] as const) : []),
              ] as const
            ).map((s) => (
              <li key={s}>
                <ScreenLink to={s} className="text-gray-700 hover:underline">
                  {t(`screen.${s}`)}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="mb-2 font-semibold">
            {t("newsletter.title")}
          </h2>
          <p className="mb-2 text-sm text-gray-700">{t("newsletter.text")}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-gray-100 py-4 text-center text-sm text-gray-600">
        {/* Persian pages: the Solar Hijri year and the Persian name («© ۱۴۰۵ پرواز»). */}©{" "}
        {locale === "fa" ? (
          <>
            {formatNumber(root?.jalaliYear ?? year, locale, { useGrouping: false })} {brand}
          </>
        ) : (
          <>
            {formatNumber(year, locale, { useGrouping: false })} <span lang="en">{agency.name}</span>
          </>
        )}{" "}
        — {t("footer.rights")}
      </div>
    </footer>
  );
}
