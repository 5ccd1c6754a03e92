import { useTranslation } from "~/i18n/react";
import { LanguageSwitcher } from "~/components/switchers";

/** The language-choice screen (layout "language"), at /lang and /{lang}/{word for language}. */
export default function LanguageChoice() {
  const { t } = useTranslation();
  return (
    <main id="main" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-gray-200">
      <p className="text-2xl font-bold text-green-800">{t("brand")}</p>
      <h1 className="mt-4 text-xl font-semibold">{t("language.title")}</h1>
      <p className="mt-2 text-sm text-gray-700">{t("language.text")}</p>
      <div className="mt-6 flex justify-center">
        <LanguageSwitcher id="choose-language" />
      </div>
    </main>
  );
}
