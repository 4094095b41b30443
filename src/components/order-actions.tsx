import React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { useAppLinks } from "../hooks/use-app-links";
import { telHref } from "./call-link";

/** The closing call to action of a page: order in the app, or call the region's number. */
export function OrderActions({ tracking }: { tracking: string }) {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <div className="cluster button-row">
      <Button href={links.signup} dark size="large" tracking={`${tracking}_order`}>
        {t("home.hero.ctaPrimary")}
      </Button>
      {links.region && (
        <Button
          href={telHref(links.region.number)}
          outlined
          size="large"
          tracking={`${tracking}_call`}
        >
          {t("contact.call", { number: links.region.numberFormatted })}
        </Button>
      )}
    </div>
  );
}
