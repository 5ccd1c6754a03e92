import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Sections, type ContentSection } from "~/components/prose";
import { ScreenLink } from "~/components/screen-link";
import { PenaltyTable } from "~/products/flights/components/penalty-table";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { proseClass } from "~/components/content/stars";
import { guidePage } from "~/domains/content/pages.server";

/**
 * The agency's fixed pages (about us, help, job offers, rules, purchase guide, refund
 * guide, credits): one module, the text in locales/{lang}/pages.json under the screen id. The
 * two guides are written on the desk (decision 118): their text is the database's, in the page's
 * language only; a guide not published in a language is not found in it.
 */
const textPages = ["about", "help", "jobs", "rules", "credits"] as const;
const guides = ["purchaseGuide", "refundGuide"] as const;
type TextPage = (typeof textPages)[number];

export const contentPages = [...textPages, ...guides] as const;
export type ContentPage = (typeof contentPages)[number];

export async function loader({ context }: LoaderFunctionArgs) {
  const found = context.screen;
  const page = contentPages.find((p) => p === found?.screen);
  if (!found || !page) throw new Response(null, { status: 404 });
  const t = await getFixedT(found.locale, "pages");
  const text = textPages.find((p) => p === page);
  const guide = text ? null : await guidePage(page, found.locale);
  if (!text && !guide) throw new Response(null, { status: 404 });
  return {
    page,
    text,
    guide,
    title: guide?.title ?? t(`${text!}.title`),
    description: guide?.intro ?? t(`${text!}.intro`),
    // The refund guide shows the flights' penalty table (its labels are in "flights").
    messages:
      found.screen === "refundGuide"
        ? messagesFor(found.locale, "pages", "flights")
        : messagesFor(found.locale, "pages"),
  };
}

export default function ContentPageScreen() {
  const { page, text, guide, title, description } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  const sections = text ? t<ContentSection[]>(`${text satisfies TextPage}.sections`, { returnObjects: true }) : [];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-lg leading-8 text-gray-700">{description}</p>
      <div className="mt-8">
        {guide ? (
          <div className={proseClass} dangerouslySetInnerHTML={{ __html: guide.html }} />
        ) : (
          <Sections sections={Array.isArray(sections) ? sections : []} />
        )}
      </div>
      {page === "refundGuide" ? <PenaltyTable /> : null}
      {page === "help" || page === "purchaseGuide" || page === "refundGuide" ? (
        <p className="mt-10 rounded-lg bg-green-50 p-4 text-green-900">
          {t("common:help.stillQuestions")}{" "}
          <ScreenLink to="contact" className="font-semibold underline">
            {t("common:screen.contact")}
          </ScreenLink>
        </p>
      ) : null}
    </main>
  );
}
