/** Renders a component with the real catalog of a locale, and the head manager, as the site does. */
import fs from "node:fs";
import path from "node:path";
import React from "react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HelmetProvider } from "react-helmet-async";
import { render } from "@testing-library/react";

export function renderWithCatalog(ui: React.ReactElement, locale = "fr-fr") {
  const catalog = JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, "../../content/locales", locale, "translation.json"),
      "utf8",
    ),
  );
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: locale,
    lowerCaseLng: true,
    resources: { [locale]: { translation: catalog } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return render(
    <HelmetProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </HelmetProvider>,
  );
}
