/**
 * The sitemaps of a market with several languages (src/rules/language-sitemaps.ts): one per
 * language under one index, each listing its language's pages and nothing else.
 */
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes } from "../../src/rules/market";
import { languageSitemaps } from "../../src/rules/language-sitemaps";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe("the sitemaps of a market with several languages", () => {
  const files = languageSitemaps({
    routes: marketRoutes(data, "BE"),
    languages: data.countries.BE.languages,
    domain: "www.debrix.be",
    indexPath: "/sitemap-index.xml",
  });

  it("are an index naming a sitemap per language, on the market's domain", () => {
    expect(files.map((file) => file.path)).toEqual([
      "/sitemap-index.xml",
      "/sitemap-fr.xml",
      "/sitemap-nl.xml",
    ]);
    expect(locs(files[0].xml)).toEqual([
      "https://www.debrix.be/sitemap-fr.xml",
      "https://www.debrix.be/sitemap-nl.xml",
    ]);
  });

  it("list each language's pages, sorted, and neither / nor the not-found page", () => {
    const dutch = locs(files[2].xml);
    expect(dutch).toContain("https://www.debrix.be/nl/");
    expect(dutch).toContain("https://www.debrix.be/nl/werkgebied/brussel/");
    expect(dutch.every((loc) => loc.startsWith("https://www.debrix.be/nl/"))).toBe(true);
    expect([...dutch].sort()).toEqual(dutch);
    const all = [...locs(files[1].xml), ...dutch];
    expect(all).not.toContain("https://www.debrix.be/");
    expect(all).not.toContain("https://www.debrix.be/404/");
    // Every page of a language but those two: as many as the market's routes in it.
    expect(dutch).toHaveLength(
      marketRoutes(data, "BE").filter(
        (route) => route.locale === "nl-BE" && route.kind !== "LANGUAGES",
      ).length,
    );
  });

  it("escape what XML reads as markup", () => {
    const [, sitemap] = languageSitemaps({
      routes: [
        {
          id: "HOME",
          kind: "HOME",
          pageKey: "HOME",
          locale: "fr-BE",
          primaryPath: "/fr/a&b/",
          aliases: [],
          twins: [],
        },
      ],
      languages: [{ locale: "fr-BE", prefix: "fr" }],
      domain: "www.debrix.be",
      indexPath: "/sitemap-index.xml",
    });
    expect(sitemap.xml).toContain("<loc>https://www.debrix.be/fr/a&amp;b/</loc>");
  });
});
