/**
 * scripts/check-typography.ts: the French typography of a built page, read as a browser and a
 * search engine read it (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
 */
import path from "node:path";
import {
  artifactLanguage,
  builtArtifacts,
  marketRules,
  pageTypographyFaults,
} from "../../scripts/check-typography";
import { loadSiteData } from "../../src/node/data/load";
import { tempFiles } from "../temp-files";

const NNBSP = "\u202F";
const NBSP = "\u00A0";

const page = ({
  lang = "fr",
  head = "",
  body = "",
}: {
  lang?: string;
  head?: string;
  body?: string;
}) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe("the typography faults of a built page", () => {
  it("name each ordinary space before : ; ! ? or inside « » in the page's text, title and description tags", () => {
    const html = page({
      head: [
        "<title>Benne : le guide | Debrix</title>",
        '<meta name="description" content="Quel volume ? Le bon.">',
        '<meta property="og:title" content="Benne : le guide | Debrix">',
        '<meta name="twitter:description" content="« Tri » facile">',
        '<meta name="robots" content="noindex : nofollow">',
      ].join(""),
      body: "<main><h1>Un chantier ?</h1><p>Triez ; <strong>vraiment</strong> !</p></main>",
    });
    expect(pageTypographyFaults(html)).toEqual([
      '<title>: ordinary space before ":" in "Benne : le guide | Debrix"',
      '<meta description>: ordinary space before "?" in "Quel volume ? Le bon."',
      '<meta og:title>: ordinary space before ":" in "Benne : le guide | Debrix"',
      '<meta twitter:description>: ordinary space after "«" in "« Tri » facile"',
      '<meta twitter:description>: ordinary space before "»" in "« Tri » facile"',
      'text: ordinary space before "?" in "Un chantier ?"',
      'text: ordinary space before ";" in "Triez ;"',
      'text: ordinary space before "!" in "!"',
    ]);
  });

  it("are none on a typeset page, with URLs and times as typed", () => {
    const html = page({
      head: `<title>Benne${NBSP}: le guide</title><meta name="description" content="Quel volume${NNBSP}?">`,
      body: `<p>«${NNBSP}Tri${NNBSP}» à 8:00, voir https://www.debrix.fr/?a=1${NNBSP}!</p>`,
    });
    expect(pageTypographyFaults(html)).toEqual([]);
  });

  it("skip scripts, styles and code, and text in another language", () => {
    const html = page({
      head: '<script>var a = b ? c : d;</script><style>a::after { content: " :"; }</style><script type="application/ld+json">{"name": "Benne : x"}</script>',
      body: '<pre><code>a ? b : c</code></pre><p>Le code <code>x ? y : z</code>.</p><p lang="de">Hinweis : ja</p><p>Fin.</p>',
    });
    expect(pageTypographyFaults(html)).toEqual([]);
  });

  it("are none on a page in German or English, except a part marked as French", () => {
    expect(pageTypographyFaults(page({ lang: "de", body: "<p>Hinweis : ja ?</p>" }))).toEqual([]);
    expect(
      pageTypographyFaults(
        page({ lang: "en-GB", body: '<p>Say <span lang="fr-FR">Bonjour !</span></p>' }),
      ),
    ).toEqual(['text: ordinary space before "!" in "Bonjour !"']);
  });

  it("follow each market language's rules from data/: Swiss French without spaces, Swiss German «» and ss, Belgian Dutch ‘’", () => {
    const rules = marketRules(loadSiteData(path.resolve(__dirname, "../../data")).data);
    const what = (faults: string[]) => faults.map((fault) => fault.replace(/ in ".*$/s, ""));
    expect(
      what(
        pageTypographyFaults(
          page({ lang: "fr-CH", body: `<p>Prix${NNBSP}: «${NNBSP}net${NNBSP}»${NBSP}?</p>` }),
          rules,
        ),
      ),
    ).toEqual([
      'text: space before ":"',
      'text: space after "«"',
      'text: space before "»"',
      'text: space before "?"',
    ]);
    expect(
      pageTypographyFaults(page({ lang: "de-CH", body: "<p>„Große“ Mulde</p>" }), rules),
    ).toEqual([
      'text: sharp s (ß) where ss is written in "„Große“ Mulde"',
      'text: quote mark „ where « » are the language\'s in "„Große“ Mulde"',
      'text: quote mark “ where « » are the language\'s in "„Große“ Mulde"',
    ]);
    expect(
      pageTypographyFaults(page({ lang: "nl-BE", body: "<p>Een “grote” container</p>" }), rules),
    ).toHaveLength(2);
    // The same texts in the languages whose rules allow them: Germany's German, France's French.
    expect(pageTypographyFaults(page({ lang: "de", body: "<p>„Große“ Mulde</p>" }), rules)).toEqual(
      [],
    );
    expect(
      pageTypographyFaults(page({ lang: "fr", body: `<p>Prix${NNBSP}: net</p>` }), rules),
    ).toEqual([]);
    expect(
      pageTypographyFaults(page({ lang: "fr-CH", body: "<p>Prix: «net»?</p>" }), rules),
    ).toEqual([]);
  });

  it("include the text a visitor without JavaScript reads in a <noscript>", () => {
    expect(
      pageTypographyFaults(page({ body: "<noscript><p>Activez JavaScript ?</p></noscript>" })),
    ).toEqual(['text: ordinary space before "?" in "Activez JavaScript ?"']);
  });
});

describe("the artifacts checked by default", () => {
  it("are the dist/ folders with pages, not their deploy folders", () => {
    const dist = tempFiles("debrix-check-typography-", {
      "fr/index.html": page({ lang: "fr" }),
      "fr-staging/index.html": page({ lang: "fr-FR" }),
      "de/index.html": page({ lang: "de" }),
      "en/404.html": page({ lang: "en-GB" }),
      "fr.deploy/nginx/rules.conf": "",
    });
    expect(builtArtifacts(dist).map((dir) => path.basename(dir))).toEqual([
      "de",
      "en",
      "fr",
      "fr-staging",
    ]);
    expect(artifactLanguage(path.join(dist, "en"))).toBe("en-GB");
  });
});
