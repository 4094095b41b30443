import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useMarket } from "../../hooks/use-market";
import { useRoutePaths } from "../../hooks/use-route-paths";
import { pagePath } from "../../shared/route-table";

/**
 * The way to the visitor tools from the pages that say what goes in a skip (the home page's
 * services, a service's and a region's wastes): which container to order, whether a waste may go
 * in, and where the container may stand and how soon. Only the tools the market's site has.
 */
export function ToolLinks() {
  const { t } = useTranslation();
  const { country } = useMarket();
  const routePaths = useRoutePaths();
  const has = (page: string) => (country.pages as readonly string[]).includes(page);
  const links = [
    has("WHICH_CONTAINER") && {
      page: "WHICH_CONTAINER" as const,
      name: t("tools.links.whichContainer"),
      body: t("tools.links.whichContainerBody"),
    },
    has("CAN_IT_GO_IN") && {
      page: "CAN_IT_GO_IN" as const,
      name: t("tools.links.canItGoIn"),
      body: t("tools.links.canItGoInBody"),
    },
    has("WHERE_CAN_IT_STAND") && {
      page: "WHERE_CAN_IT_STAND" as const,
      name: t("tools.links.whereCanItStand"),
      body: t("tools.links.whereCanItStandBody"),
    },
  ].filter((link) => link !== false);
  if (links.length === 0) return null;
  return (
    <div className="section__block tool-links">
      <h3>{t("tools.links.title")}</h3>
      <ul className="grid tool-links__list">
        {links.map((link) => (
          <li key={link.page} className="stack tool-links__item">
            <Link
              to={pagePath(routePaths, link.page, country.contentLanguage)}
              className="tap-target tool-links__link"
            >
              {link.name}
            </Link>
            <p>{link.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
