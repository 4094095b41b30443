import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import {
  breadcrumbLd,
  jsonLdText,
  organizationId,
  organizationLd,
  webSiteLd,
  type BusinessInput,
} from "../../src/shared/structured-data";
import { serviceLd } from "../../src/shared/service-structured-data";
import { regionOfferingLd, regionServiceLd } from "../../src/shared/region-structured-data";
import {
  checkStructuredData,
  formatStructuredDataIssue,
} from "../../src/node/structured-data-check";
import { blogPostingLd } from "../../src/shared/article-structured-data";
import { offerLd } from "../../src/shared/offer-structured-data";
import { countryIn, regionIn } from "../../src/shared/languages";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

/** The business as a page in one of the market's languages (its first by default) describes it. */
function business(market: "FR" | "DE" | "EN" | "BE", locale?: string): BusinessInput {
  const { languages } = data.countries[market];
  const language = languages.find((candidate) => candidate.locale === locale) ?? languages[0];
  const country = countryIn(data.countries[market], language);
  return {
    ...country,
    brandName: data.brand.name,
    domain: country.domains[0],
    regions: country.regions.map((key) => {
      const region = data.regions.find((candidate) => candidate.key === key);
      if (!region) throw new Error(`no region ${key}`);
      return regionIn(region, language);
    }),
  };
}

/** What a search engine reads: the script's text parsed back. */
const parsed = (node: Parameters<typeof jsonLdText>[0]) =>
  JSON.parse(jsonLdText(node)) as Record<string, unknown>;

describe("the business node", () => {
  it("has a stable @id per domain and the market's name, address, e-mail, logo and social links from data/", () => {
    const node = parsed(organizationLd(business("DE")));
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://www.debrix.de/#organization",
      name: "Debrix Berlin GmbH",
      url: "https://www.debrix.de/",
      logo: "https://www.debrix.de/favicon.svg",
      email: "kontakt@debrix.de",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Industriestraße 12",
        postalCode: "12099",
        addressLocality: "Berlin",
        addressCountry: "DE",
      },
      sameAs: [
        "https://www.linkedin.com/company/debrix",
        "https://www.instagram.com/debrix.berlin",
      ],
    });
    expect(organizationId("www.debrix.de")).toBe(node["@id"]);
  });

  it("has one contact point per region of the market, with its number, area, hours and language", () => {
    const node = parsed(organizationLd(business("FR")));
    const points = node.contactPoint as Array<Record<string, unknown>>;
    expect(points).toHaveLength(data.countries.FR.regions.length);
    expect(points[0]).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: "+33199000101",
      areaServed: { "@type": "AdministrativeArea", name: "Île-de-France" },
      availableLanguage: "fr",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        description: data.countries.FR.openingHours,
      },
    });
    expect(points.map((point) => point.telephone)).toContain("+33465710101");
  });

  it("takes the address country from the market's locale: the UK company is in GB", () => {
    expect(parsed(organizationLd(business("EN"))).address).toMatchObject({
      addressCountry: "GB",
      addressLocality: "London",
    });
  });

  it("names the company, its address and its regions in the page's language in a market with several", () => {
    const node = parsed(organizationLd(business("BE", "nl-BE")));
    expect(node).toMatchObject({
      "@id": "https://www.debrix.be/#organization",
      name: "Debrix Belgium BV",
      address: {
        streetAddress: "Nijverheidsstraat 12",
        addressLocality: "Brussel",
        addressCountry: "BE",
      },
    });
    expect((node.contactPoint as Array<Record<string, unknown>>)[0]).toMatchObject({
      areaServed: { name: "Brussel" },
      availableLanguage: "nl-BE",
    });
    expect(parsed(organizationLd(business("BE"))).name).toBe("Debrix Belgium SRL");
  });
});

describe("page nodes", () => {
  it("describes the web site on the home page, published by the business", () => {
    expect(
      parsed(webSiteLd({ domain: "www.debrix.fr", brandName: "Debrix", htmlLang: "fr" })),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://www.debrix.fr/#website",
      url: "https://www.debrix.fr/",
      name: "Debrix",
      inLanguage: "fr",
      publisher: { "@id": "https://www.debrix.fr/#organization" },
    });
  });

  it("describes a service with its provider and the regions that offer it", () => {
    const node = parsed(
      serviceLd({
        domain: "www.debrix.fr",
        canonicalUrl: "https://www.debrix.fr/services/plomb/",
        name: "Plomb",
        description: "Enlèvement",
        regionNames: ["Île-de-France", "Lyon"],
      }),
    );
    expect(node).toMatchObject({
      "@type": "Service",
      name: "Plomb",
      description: "Enlèvement",
      provider: { "@id": "https://www.debrix.fr/#organization" },
      areaServed: [
        { "@type": "AdministrativeArea", name: "Île-de-France" },
        { "@type": "AdministrativeArea", name: "Lyon" },
      ],
    });
  });

  it("numbers the breadcrumb from 1 in the order of the trail", () => {
    const node = parsed(
      breadcrumbLd([
        { name: "Accueil", url: "https://www.debrix.fr/" },
        { name: "Blog", url: "https://www.debrix.fr/blog/" },
      ]),
    );
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.debrix.fr/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.debrix.fr/blog/" },
    ]);
  });

  it("describes an article with its dates, image, language, page and the business as author and publisher", () => {
    const node = parsed(
      blogPostingLd({
        domain: "www.debrix.fr",
        canonicalUrl: "https://www.debrix.fr/blog/big-bag-lyon/",
        headline: "Big bag à Lyon",
        description: "Tout sur le big bag.",
        datePublished: "2026-03-14",
        dateModified: "2026-04-02",
        imageUrl: "https://www.debrix.fr/static/cover.png",
        htmlLang: "fr",
      }),
    );
    expect(node).toMatchObject({
      "@type": "BlogPosting",
      headline: "Big bag à Lyon",
      description: "Tout sur le big bag.",
      datePublished: "2026-03-14",
      dateModified: "2026-04-02",
      image: "https://www.debrix.fr/static/cover.png",
      author: { "@id": "https://www.debrix.fr/#organization" },
      publisher: { "@id": "https://www.debrix.fr/#organization" },
      inLanguage: "fr",
      mainEntityOfPage: "https://www.debrix.fr/blog/big-bag-lyon/",
    });
  });
});

describe("region pages", () => {
  const canonicalUrl = "https://www.debrix.fr/zones-d-intervention/lyon-saint-etienne/";

  const offering = regionOfferingLd({
    domain: "www.debrix.fr",
    canonicalUrl,
    name: "Debrix Lyon et Saint-Étienne",
    description: "…",
    telephone: "+33465710101",
    zoneNames: ["Métropole de Lyon", "Saint-Étienne Métropole"],
    htmlLang: "fr",
  });

  it("describe what the company offers in the region: provided by the company, in its zones, at the region's number", () => {
    expect(offering).toMatchObject({
      "@type": "Service",
      "@id": `${canonicalUrl}#service`,
      provider: { "@id": "https://www.debrix.fr/#organization" },
      areaServed: [
        { "@type": "AdministrativeArea", name: "Métropole de Lyon" },
        { "@type": "AdministrativeArea", name: "Saint-Étienne Métropole" },
      ],
      availableChannel: {
        "@type": "ServiceChannel",
        servicePhone: { "@type": "ContactPoint", telephone: "+33465710101" },
      },
    });
  });

  it("describe each service as the company provides it in the region, and each real price as an offer of it", () => {
    const service = regionServiceLd({
      domain: "www.debrix.fr",
      canonicalUrl,
      serviceKey: "DUMPSTER",
      name: "Location de bennes",
      serviceUrl: "https://www.debrix.fr/services/bennes/",
      zoneNames: ["Métropole de Lyon"],
    });
    expect(service).toMatchObject({
      "@id": `${canonicalUrl}#service-dumpster`,
      provider: { "@id": "https://www.debrix.fr/#organization" },
      isRelatedTo: { "@id": offering["@id"] },
    });
    const offer = offerLd({
      canonicalUrl,
      serviceKeys: ["DUMPSTER"],
      name: "Benne de 6 m³",
      price: 289,
    });
    expect(offer).toEqual({
      "@context": "https://schema.org",
      "@type": "Offer",
      name: "Benne de 6 m³",
      price: 289,
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: 289,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
      },
      itemOffered: { "@id": service["@id"] },
    });
    // A size two of the region's services rent has one "from" price, the lowest of either: an
    // offer of the region's whole offering, not of one service it might not be the price of.
    const shared = offerLd({
      canonicalUrl,
      serviceKeys: ["DUMPSTER", "DUMPSTER_TP"],
      name: "Benne de 3 m³",
      price: 249,
    });
    expect(shared.itemOffered).toEqual({ "@id": offering["@id"] });
    // The page as a whole meets the requirements of each type it uses.
    const page = [organizationLd(business("FR")), offering, service, offer, shared].map((node) =>
      jsonLdText(node),
    );
    expect(checkStructuredData(page).map(formatStructuredDataIssue)).toEqual([]);
  });
});

describe("the script text", () => {
  it("writes every < as \\u003c, so a title cannot close the script, and still parses to the same text", () => {
    const headline = "Bennes </script><script>alert(1)</script> <!-- et big bags";
    const text = jsonLdText(breadcrumbLd([{ name: headline, url: "https://www.debrix.fr/" }]));
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(
      (JSON.parse(text) as { itemListElement: Array<{ name: string }> }).itemListElement[0].name,
    ).toBe(headline);
  });
});
