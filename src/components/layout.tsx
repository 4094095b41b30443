import React from "react";
import { HeadTags } from "./head-tags";
import { useTranslation } from "react-i18next";
import { useMarket } from "../hooks/use-market";
import { useVisitor } from "../hooks/use-visitor";
import { useConsent } from "../hooks/use-consent";
import { useBrowserLayoutEffect } from "../hooks/use-browser-layout-effect";
import { appLinks } from "../shared/app-link";
import {
  footerLinkItems,
  mainNavItems,
  navKeyOfPage,
  type NavigationInput,
} from "../shared/navigation";
import type { SocialNetwork } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { pagePath, regionPath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import { checkStaleStyles, visitorStore } from "../runtime/visitor";
import { Logo } from "./brand-marks";
import { Header } from "./header";
import { Footer } from "./footer";
import { RegionPicker } from "./region-picker";
import { LanguagePicker } from "./language-picker";
import { usePageLanguage } from "../hooks/use-page-language";
import { ConsentBanner } from "./consent-banner";
import { StructuredData } from "./structured-data";
import { BRAND_ICON } from "../shared/seo-tags";
import { organizationLd } from "../shared/structured-data";

/**
 * Only builds outside production show the locale switcher: its code is a chunk of its own, so
 * production pages never load it (docs/decisions.md#d35-code-for-an-interaction-loads-on-demand).
 */
const LocaleSwitcher = React.lazy(() =>
  import("./locale-switcher").then(({ LocaleSwitcher: component }) => ({ default: component })),
);

/** The main content's id: the skip link's target, and where focus goes when nothing better is left. */
export const MAIN_ID = "main";

export interface LayoutProps {
  pageContext: Pick<PageContext, "kind" | "primaryPath"> &
    Partial<Pick<PageContext, "languageLinks">>;
  /** The page's own title, shown by the closed mobile menu when the page is not a menu entry. */
  pageLabel: string;
  /** Full-width slot under the header: the "Blog" banner of blog pages. */
  banner?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Header, main content and footer of every page, filled with the built market's data. The header,
 * the footer and the cookie banner read their texts in components of their own, so hydration can
 * yield between them (docs/decisions.md#d47-a-page-renders-in-sections).
 */
export function Layout({ pageContext, pageLabel, banner, children }: LayoutProps) {
  const { t } = useTranslation();
  const { brand, country, regions: marketRegions, siteEnv, version, appLanguage } = useMarket();
  const { region, regions, tracking, setRegion } = useVisitor();
  const consent = useConsent();
  const hasRegionPages = country.pages.includes("REGIONS");
  const navigation: NavigationInput = {
    mainNav: country.mainNav,
    footerLinks: country.footerLinks,
    recruitingUrl: country.recruitingUrl,
    language: country.contentLanguage,
    routePaths: useRoutePaths(),
    siteEnv,
  };

  // The stale-styles check reads the logo's width: in a layout effect, with the bars' measures
  // (usePinnedHeight) and before any effect writes to the page, so the read forces no style pass
  // (docs/decisions.md#d34-measure-in-layout-effects-write-in-effects).
  useBrowserLayoutEffect(() => checkStaleStyles(), []);

  React.useEffect(() => {
    // docs/rules.md#market-by-host: the country by host name again on mount.
    visitorStore().syncHost(window.location.host);
  }, []);

  return (
    <>
      {/* Site-wide head tags; each page adds its own through Seo. */}
      <HeadTags>
        <html lang={country.htmlLang} />
        <link rel="icon" href={BRAND_ICON} type="image/svg+xml" />
        {/* A preview or staging build must never be indexed (robots.txt disallows it too), nor the not-found page. */}
        {(siteEnv !== "production" || pageContext.kind === "NOT_FOUND") && (
          <meta name="robots" content="noindex" />
        )}
        {/* A tag's page is a way through the articles, not a page to rank: followed, not indexed. */}
        {siteEnv === "production" && pageContext.kind === "BLOG_TAG" && (
          <meta name="robots" content="noindex, follow" />
        )}
        {/* docs/decisions.md#d12-the-site-version-is-in-every-page: the site's version replaces Gatsby's generator tag. */}
        <meta name="generator" content={`${brand.name} site ${version}`} />
      </HeadTags>
      <StructuredData
        node={organizationLd({
          ...country,
          brandName: brand.name,
          domain: country.domains[0],
          regions: marketRegions,
        })}
      />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t("site.skipLink")}
      </a>
      <RegionPicker
        regions={regions}
        value={region.key}
        onChange={setRegion}
        labels={{ label: t("region.label"), hint: t("region.pickerHint") }}
        pageLink={
          hasRegionPages
            ? {
                to: regionPath(navigation.routePaths, region, navigation.language),
                label: t("region.pageLink"),
              }
            : null
        }
      />
      <SiteHeader
        navigation={navigation}
        pageContext={pageContext}
        pageLabel={pageLabel}
        region={region}
        links={appLinks(country, region.key, tracking, [], appLanguage)}
      />
      {banner}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter navigation={navigation} region={region} onCookieSettings={consent.reopen} />
      {/* Last in the page, as it is the bottom-most thing on screen: Tab reaches it after the footer. */}
      <SiteConsentBanner navigation={navigation} consent={consent} />
    </>
  );
}

type VisitorRegion = ReturnType<typeof useVisitor>["region"];

interface SiteHeaderProps {
  navigation: NavigationInput;
  pageContext: LayoutProps["pageContext"];
  pageLabel: string;
  region: VisitorRegion;
  links: ReturnType<typeof appLinks>;
}

function SiteHeader({ navigation, pageContext, pageLabel, region, links }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { brand, country } = useMarket();
  const language = usePageLanguage();
  const languageLinks = pageContext.languageLinks;
  const navItems = mainNavItems(navigation).map((item) => ({
    ...item,
    label: t(`nav.${item.key}`),
  }));
  const currentKey = navKeyOfPage(pageContext.kind);
  const currentLabel = navItems.find((item) => item.key === currentKey)?.label ?? pageLabel;
  return (
    <Header
      logo={<Logo variant={country.logo === "FR" ? "FR" : "DE"} title={brand.name} />}
      homeLabel={t("site.homeLink")}
      navItems={navItems}
      currentKey={currentKey}
      currentLabel={currentLabel}
      currentPath={pageContext.primaryPath}
      homePath={pagePath(navigation.routePaths, "HOME", navigation.language)}
      languagePicker={
        languageLinks && languageLinks.length > 1 ? (
          <LanguagePicker
            links={languageLinks}
            current={language.locale}
            label={t("languages.label")}
          />
        ) : undefined
      }
      labels={{
        nav: t("site.mainNavLabel"),
        menu: t("site.menu"),
        menuOpen: t("site.menuOpen"),
        menuClose: t("site.menuClose"),
      }}
      contact={{
        phone: region,
        loginUrl: links.login,
        signupUrl: links.signup,
        labels: {
          group: t("site.contactLabel"),
          login: t("contact.login"),
          signup: t("contact.signup"),
        },
      }}
    />
  );
}

function SiteFooter({
  navigation,
  region,
  onCookieSettings,
}: {
  navigation: NavigationInput;
  region: VisitorRegion;
  onCookieSettings: () => void;
}) {
  const { t } = useTranslation();
  const { brand, country, regions, siteEnv } = useMarket();
  const { routePaths, language } = navigation;
  // One element for the page's life: the switcher's lazy chunk hydrates after the rest of the page,
  // and a boundary still waiting for its code that receives new props (each render of the footer,
  // as the visitor's region arrives) is thrown away and rendered anew on the client (React's
  // error 421).
  const localeSwitcher = React.useMemo(
    () =>
      siteEnv !== "production" ? (
        <React.Suspense fallback={null}>
          <LocaleSwitcher pageLanguage={country.language} />
        </React.Suspense>
      ) : null,
    [siteEnv, country.language],
  );
  const regionLinks = country.pages.includes("REGIONS")
    ? {
        title: t("footer.regions"),
        links: [
          ...regions.map((candidate) => ({
            key: candidate.key,
            label: candidate.name,
            to: regionPath(routePaths, candidate, language),
          })),
          {
            key: "REGIONS",
            label: t("footer.allRegions"),
            to: pagePath(routePaths, "REGIONS", language),
          },
        ],
      }
    : null;
  return (
    <Footer
      companyName={country.companyName}
      address={country.address}
      openingHours={country.openingHours}
      phone={region}
      email={country.email}
      links={footerLinkItems(navigation).map((link) => ({
        ...link,
        label: t(`footer.${link.key}`),
      }))}
      regions={regionLinks}
      socialLinks={country.socialLinks.map((link) => ({
        label: link.label as SocialNetwork,
        to: link.to,
      }))}
      supporters={[...country.supportedBy]}
      extra={localeSwitcher}
      onCookieSettings={onCookieSettings}
      appStores={country.appStores ?? null}
      copyright={t("footer.copyright", { year: brand.copyrightYear, company: country.companyName })}
      labels={{
        company: t("footer.company"),
        legal: t("footer.legalTitle"),
        followUs: t("footer.followUs"),
        supportedBy: t("footer.supportedBy"),
        apps: t("footer.apps"),
        appStore: t("footer.appStore"),
        googlePlay: t("footer.googlePlay"),
        newTab: t("site.newTab"),
        cookieSettings: t("consent.settings"),
        social: (network) => t("footer.social", { network }),
      }}
    />
  );
}

function SiteConsentBanner({
  navigation,
  consent,
}: {
  navigation: NavigationInput;
  consent: ReturnType<typeof useConsent>;
}) {
  const { t } = useTranslation();
  const { country } = useMarket();
  return (
    <ConsentBanner
      visible={consent.bannerVisible}
      reopened={consent.reopened}
      onChoose={consent.choose}
      privacyPath={
        country.pages.includes("PRIVACY")
          ? pagePath(navigation.routePaths, "PRIVACY", navigation.language)
          : null
      }
      fallbackFocusId={MAIN_ID}
      labels={{
        title: t("consent.label"),
        text: t("consent.text"),
        accept: t("consent.accept"),
        decline: t("consent.decline"),
        more: t("consent.more"),
      }}
    />
  );
}
