/** Renders a component with the real catalog of a locale, and the head manager, as the site does. */
import fs from "node:fs";
import path from "node:path";
import React from "react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HelmetProvider } from "react-helmet-async";
import { render } from "@testing-library/react";

/** An i18next instance holding the real catalog of a locale, ready at once. */
export function catalogI18n(locale = "fr-fr") {
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
  return i18n;
}

export function renderWithCatalog(ui: React.ReactElement, locale = "fr-fr") {
  return render(
    <HelmetProvider>
      <I18nextProvider i18n={catalogI18n(locale)}>{ui}</I18nextProvider>
    </HelmetProvider>,
  );
}
