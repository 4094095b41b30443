/**
 * @jest-environment jsdom
 */
import React from "react";
import * as runtime from "react/jsx-runtime";
import { MDXProvider, useMDXComponents } from "@mdx-js/react";
import { screen } from "@testing-library/react";
import { ArticleBody } from "../../src/components/blog/article-body";
import { BlogDataProvider, type BlogData } from "../../src/components/blog/blog-data";
import { FIXTURE_FACT_TEXTS } from "./blog-fixture";
import { liveBlocks } from "../../src/components/blog/live-blocks";
import { compileArticleTree } from "../../src/node/blog/article-tree";
import type { ArticleNode } from "../../src/shared/article-tree";
import { renderWithCatalog } from "./i18n";

jest.mock("../../src/hooks/use-route-paths", () => {
  const { readRoutePaths } = jest.requireActual("../../src/node/route-paths");
  const root = jest.requireActual("node:path").resolve(__dirname, "../..");
  return {
    // The French catalog's paths, as the runtime settings give them: by content language.
    useRoutePaths: () => ({
      fr: readRoutePaths(root, [{ value: { languages: [{ catalog: "fr-fr" }] } }])["fr-fr"],
    }),
  };
});

const fixture: BlogData = {
  language: "fr",
  factTexts: FIXTURE_FACT_TEXTS,
  regions: [
    {
      key: "FR_TEST",
      name: "Région test",
      nameInText: "en région test",
      number: "+33199000999",
      numberFormatted: "01 99 00 09 99",
      slug: "region-test",
      parkingMinutes: 40,
      parkingMinutesText: "40",
      services: ["BIGBAG"],
      zones: [{ id: "Z1", name: "Zone une", nameShort: "Z1", services: null }],
    },
  ],
  services: [
    {
      key: "BIGBAG",
      slugs: { fr: "big-bags", de: "bigbags", en: "big-bags" },
      names: { fr: "Big bags", de: "Big Bags", en: "Big bags" },
      timingHoursText: "48",
    },
  ],
};

/** Every kind of Markdown the articles use, and each live-data block. */
const ARTICLE = `## Pourquoi un *big bag* ?

Un big bag est livré en <Timing service="BIGBAG" /> h, pour <Fact name="bigBagTransportEuros" /> € HT.
Voir **la page** <ServiceLink service="BIGBAG">des big bags</ServiceLink> ou appelez le <RegionPhone region="FR_TEST" />.

1. Commander
2. Remplir (<Fact name="parkingMinutes" region="FR_TEST" /> min de stationnement)

- une [liste](/services/ "titre")
- avec \`du code\`

> Une citation.

Une ligne\
coupée, et du *texte **imbriqué***.

<RegionServices region="FR_TEST" />

![Un big bag](/images/big-bag.png)
`;

const inPage = (body: React.ReactElement) => (
  <BlogDataProvider value={fixture}>{body}</BlogDataProvider>
);

describe("ArticleBody", () => {
  it("renders the recorded tree as the MDX component renders the article", async () => {
    const { evaluate } = await import("@mdx-js/mdx");
    const { default: remarkUnwrapImages } = await import("remark-unwrap-images");
    const { default: Compiled } = await evaluate(ARTICLE, {
      ...runtime,
      useMDXComponents,
      remarkPlugins: [remarkUnwrapImages],
      remarkRehypeOptions: { passThrough: ["element"] },
    } as never);
    const viaMdx = renderWithCatalog(
      inPage(
        <MDXProvider components={liveBlocks}>
          <Compiled />
        </MDXProvider>,
      ),
    ).container.innerHTML;

    const { tree, issues } = await compileArticleTree(ARTICLE, "a.mdx");
    expect(issues).toEqual([]);
    const viaTree = renderWithCatalog(inPage(<ArticleBody tree={tree as ArticleNode} />)).container
      .innerHTML;

    expect(viaTree).toBe(viaMdx);
    // Not two empty renderings: the blocks show the fixture's data.
    expect(viaTree).toContain('<a href="tel:+33199000999">01 99 00 09 99</a>');
    expect(viaTree).toContain("<blockquote>");
  });

  it("gives a live-data block its attributes and children", () => {
    renderWithCatalog(
      inPage(
        <ArticleBody
          tree={[
            "p",
            {},
            [
              "Voir ",
              ["ServiceLink", { service: "BIGBAG" }, ["les ", ["em", {}, ["big bags"]]]],
              ".",
            ],
          ]}
        />,
      ),
    );
    const link = screen.getByRole("link", { name: "les big bags" });
    expect(link).toHaveAttribute("href", "/services/big-bags/");
    expect(link.closest("p")).toHaveTextContent("Voir les big bags.");
  });

  it("renders a fragment without an element of its own", () => {
    const { container } = renderWithCatalog(
      inPage(
        <ArticleBody
          tree={[null, {}, [["h2", { id: "t" }, ["Titre"]], "\n", ["p", {}, ["Texte"]]]]}
        />,
      ),
    );
    expect(container.innerHTML).toBe('<h2 id="t">Titre</h2>\n<p>Texte</p>');
  });
});
