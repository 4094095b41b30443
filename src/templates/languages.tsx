import React from "react";
import type { PageProps } from "gatsby";
import { HeadTags } from "../components/head-tags";
import { Seo } from "../components/seo";
import { StructuredData } from "../components/structured-data";
import { organizationLd } from "../shared/structured-data";
import { Logo } from "../components/brand-marks";
import { MAIN_ID } from "../components/layout";
import { useMarket } from "../hooks/use-market";
import { siteConfig } from "../runtime/site-config";
import { BRAND_ICON } from "../shared/seo-tags";
import { assetUrl } from "../shared/paths";
import { DEFAULT_SOCIAL_IMAGE } from "../shared/seo-tags";
import type { PageContext } from "../shared/page-context";

interface LanguagesData {
  languageTexts: { nodes: ReadonlyArray<{ language: string; data: string }> };
}

/** What each language says on the page: its catalog's `languages` texts and its not-found page's. */
interface LanguageTexts {
  languages: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    notFoundIntro: string;
  };
  pages: { NOT_FOUND: { title: string; description: string; heading: string } };
}

/**
 * `/` of a market with several languages, and its not-found page
 * (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language): the brand, then
 * each language, named in itself, with a line in it, linking that language's home page. No
 * language is chosen for the visitor: the page names them all, each part in its own language, and
 * redirects nowhere. Search engines follow its links and do not index it.
 */
export default function LanguagesPage({
  data,
  pageContext,
}: PageProps<LanguagesData, PageContext>) {
  const { brand, country, version, regions } = useMarket();
  const notFound = pageContext.routeId === "NOT_FOUND";
  const links = pageContext.languageLinks ?? [];
  const parts = links.map((link) => {
    const language = siteConfig.languages.find((candidate) => candidate.locale === link.locale);
    const node = data.languageTexts.nodes.find(
      (candidate) => candidate.language === language?.catalog,
    );
    if (!language || !node)
      throw new Error(
        `The page naming the languages has no texts for ${link.locale}: its catalog's "languages" section is missing`,
      );
    return { link, texts: JSON.parse(node.data) as LanguageTexts };
  });
  const [first] = parts;
  const joined = (text: (texts: LanguageTexts) => string) =>
    parts.map(({ texts }) => text(texts)).join(" · ");
  return (
    <>
      <HeadTags>
        <html lang={first?.link.locale ?? country.htmlLang} />
        <link rel="icon" href={BRAND_ICON} type="image/svg+xml" />
        <meta name="robots" content={notFound ? "noindex" : "noindex, follow"} />
        {/* docs/decisions.md#d12-the-site-version-is-in-every-page */}
        <meta name="generator" content={`${brand.name} site ${version}`} />
      </HeadTags>
      <Seo
        title={joined((texts) => (notFound ? texts.pages.NOT_FOUND.title : texts.languages.title))}
        description={joined((texts) =>
          notFound ? texts.pages.NOT_FOUND.description : texts.languages.description,
        )}
        canonicalUrl={pageContext.canonicalUrl}
        brandName={brand.name}
        ogLocale={country.ogLocale}
        imageUrl={assetUrl(country.domains[0], DEFAULT_SOCIAL_IMAGE)}
      />
      {/* The business, as every page of the site names it (the layout's), in the first language. */}
      <StructuredData
        node={organizationLd({
          ...country,
          brandName: brand.name,
          domain: country.domains[0],
          regions,
        })}
      />
      <div className="center languages">
        <header className="languages__brand">
          <Logo variant={country.logo === "FR" ? "FR" : "DE"} title={brand.name} />
        </header>
        <main id={MAIN_ID} className="stack languages__main" tabIndex={-1}>
          <h1 className="languages__heading">
            {parts.map(({ link, texts }, index) => (
              <React.Fragment key={link.locale}>
                {index > 0 && " · "}
                <span lang={link.locale}>
                  {notFound ? texts.pages.NOT_FOUND.heading : texts.languages.heading}
                </span>
              </React.Fragment>
            ))}
          </h1>
          <ul className="grid languages__list">
            {parts.map(({ link, texts }) => (
              <li key={link.locale} lang={link.locale}>
                <a className="stack languages__link" href={link.path} hrefLang={link.locale}>
                  <span className="languages__name">{link.name}</span>
                  <span className="languages__intro">
                    {notFound ? texts.languages.notFoundIntro : texts.languages.intro}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </main>
      </div>
    </>
  );
}
