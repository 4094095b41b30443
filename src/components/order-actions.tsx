import React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { useAppLinks } from "../hooks/use-app-links";
import { CallButton } from "./call-link";

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
        <CallButton phone={links.region} outlined size="large" tracking={`${tracking}_call`} />
      )}
    </div>
  );
}
