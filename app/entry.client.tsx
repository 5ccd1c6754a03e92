import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";

// Messages come inside the page with the root loader's data (bundled, never fetched);
// root.tsx adds them to this instance before anything is rendered (useMessages).
i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, lng: document.documentElement.lang || "fa", resources: {} })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
