import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useMarket } from "../hooks/use-market";
import { pagePath } from "../shared/route-table";
import { listingPath } from "../shared/blog";
import type { FooterLinkKey, Language, NavKey } from "../shared/keys";
import { ContactActions } from "./contact-actions";

export interface LayoutProps {
  children: React.ReactNode;
}

/** Header with logo, main navigation and contact actions; main content; footer with company details. */
export function Layout({ children }: LayoutProps) {
  const { t } = useTranslation();
  const { brand, country, regions, siteEnv } = useMarket();
  // SPEC-NOTES 10: the testing blog and its link exist outside production only.
  const showTestingBlog = siteEnv !== "production" && country.mainNav.includes("BLOG");
  const language = country.contentLanguage as Language;
  const region = regions[0];
  const appUrl = country.appUrl.replace(/\/$/, "");

  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipLink")}
      </a>
      <header className="site-header">
        <Link to="/" className="site-header__logo" aria-label={t("site.homeLink")}>
          {brand.name}
          <span className="site-header__market">{country.logo}</span>
        </Link>
        <nav aria-label={t("site.mainNavLabel")}>
          <ul className="site-nav">
            {(country.mainNav as NavKey[]).map((key) => (
              <li key={key}>
                <Link to={pagePath(key, language)} activeClassName="is-active">
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
            {showTestingBlog && (
              <li>
                <Link to={listingPath("blog-testing", 1)} activeClassName="is-active">
                  {t("nav.BLOG_TESTING")}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {region && (
          <ContactActions
            number={region.number}
            loginUrl={`${appUrl}/`}
            signupUrl={`${appUrl}${country.appRegisterPath}`}
            labels={{
              call: t("contact.call", { number: region.numberFormatted }),
              login: t("contact.login"),
              signup: t("contact.signup"),
            }}
          />
        )}
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <address className="site-footer__company">
          <strong>{country.companyName}</strong>
          <br />
          {country.address.street}, {country.address.postalCode} {country.address.city}
          <br />
          {region && <a href={`tel:${region.number}`}>{region.numberFormatted}</a>}
          <br />
          <a href={`mailto:${country.email}`}>{country.email}</a>
        </address>
        <p className="site-footer__hours">{country.openingHours}</p>
        {country.footerLinks.length > 0 && (
          <nav aria-label={t("site.footerNavLabel")}>
            <ul className="site-footer__links">
              {(country.footerLinks as FooterLinkKey[]).map((key) => (
                <li key={key}>
                  {key === "RECRUITING" ? (
                    <a href={country.recruitingUrl ?? undefined} target="_blank" rel="noopener noreferrer">
                      {t(`footer.${key}`)}
                    </a>
                  ) : (
                    <Link to={pagePath(key, language)}>{t(`footer.${key}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__copyright">
          {t("footer.copyright", { year: brand.copyrightYear, company: country.companyName })}
        </p>
      </footer>
    </>
  );
}
