/**
 * What the previews give the site's templates, and how they pick what they show: the page queries'
 * data as the GraphQL layer makes it (typeset, printed numbers and lists), the markets whose site
 * has the page, the item of a list being edited, an article's slug, the previews of
 * the studio's configuration, and what the studio's server serves them.
 */
import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { loadSiteData } from "../../src/node/data/load";
import { NARROW_NBSP, NBSP } from "../../src/rules/typography";
import { studioConfig, previewTemplates } from "../../src/studio/decap-config";
import { contentImage, studioSettings } from "../../src/studio/server";
import { withoutEmptyFields } from "../../src/studio/yaml-patch";
import { previewData } from "../../src/studio/preview-data";
import {
  checkRegionFile,
  checkToolFile,
  savedSiteData,
} from "../../src/studio/admin/previews/checks";
import { toolModelInput } from "../../src/rules/tools/model-input";
import { marketSizeViews, regionSizes, whichContainerModel } from "../../src/rules/tools/model";
import { toolModels } from "../../src/node/tool-pages";
import {
  blogPostPageQuery,
  marketConfigQuery,
  marketData,
  regionPageQuery,
  servicePageQuery,
  visitorRegionsQuery,
} from "../../src/studio/admin/previews/page-data";
import {
  chosenMarket,
  firstChangedIndex,
  listEntries,
  marketsWithRoute,
  textField,
} from "../../src/studio/admin/previews/page-routes";
import {
  articleContext,
  articleSlug,
  slugFromTitle,
} from "../../src/studio/admin/previews/article-page";
import { checkFrontMatterFields } from "../../src/rules/blog/front-matter-fields";
import { articleDataIssues } from "../../src/rules/blog/article-check";
import { readArticleSource } from "../../src/node/blog/article-source";
import { checkArticles } from "../../src/node/content-check/articles";
import { createBlogPages } from "../../src/node/blog/pages";
import { blogTopics } from "../../src/rules/blog/topics";
import { marketRoutes } from "../../src/rules/market";
import type { BlogPostContext } from "../../src/shared/page-context";
import { previewImage } from "../../src/studio/admin/previews/image";
import { dynamicPagePath } from "../../src/rules/dynamic-page-content";
import { articleReadingMinutes } from "../../src/shared/blog";
import { pageContextOf } from "../../src/shared/page-context";

const root = path.resolve(__dirname, "../..");
const preview = previewData(root);
const data = savedSiteData(preview);
const fr = marketData(data, "FR");

describe("the page queries' data", () => {
  test("a region page: the region typeset as its node, its services listed in the market's language, the articles that name it", () => {
    const query = regionPageQuery(fr, "FR_LYON", preview.posts);
    expect(query.region?.numberFormatted).toBe(["04", "65", "71", "01", "01"].join(NBSP));
    expect(query.region?.servicesText).toBe("Location de bennes, Big bags et Location d'engins");
    expect(query.articles.nodes.map((article) => article.fields.slug)).toContain("big-bag-lyon");
    expect(
      query.articles.nodes.find((article) => article.fields.slug === "big-bag-lyon")?.dateText,
    ).toBe("7 octobre 2025");
    expect(query.region?.parkingMinutes).toBeNull();
    expect(regionPageQuery(fr, "FR_NOWHERE", []).region).toBeNull();
  });

  test("a service page: its names and the catalogue's sizes printed in the market's language", () => {
    const gear = data.services.find((service) => service.key === "GEAR_RENTAL");
    const query = servicePageQuery(fr, gear, null);
    expect(query.service?.names).toMatchObject({ fr: "Location d'engins" });
    expect(
      query.catalogue?.gearRental[0].sizesTonnesText.every((text) =>
        /^[\d,\u202F\u00A0]+$/.test(text),
      ),
    ).toBe(true);
    expect(query.service?.illustration.childImageSharp).toBeNull();
  });

  test("an article page: the facts printed, the regions of its blocks, its title and its related articles' typeset", () => {
    const query = blogPostPageQuery(fr, data.blogCategories, {
      tree: null,
      title: "Big bag à Lyon : le guide",
      description: "Un guide.",
      date: "2025-10-07",
      category: "guides-locaux",
      tags: ["lyon"],
      service: "BIGBAG",
      readingMinutes: 2,
      regionKeys: ["FR_LYON"],
      cover: null,
      coverUrl: null,
      related: [
        { slug: "benne-lyon", title: "Une benne : combien ?", description: "Le « guide »." },
      ],
    });
    expect(query.mdx?.frontmatter.title).toBe(`Big bag à Lyon${NBSP}: le guide`);
    expect(query.mdx?.dateText).toBe("7 octobre 2025");
    expect(query.regions.nodes.map((region) => region.key)).toEqual(["FR_LYON"]);
    expect(Object.keys(query.businessConstants?.factTexts ?? {})).toContain("deliveryHours");
    expect(query.related.nodes).toEqual([
      {
        fields: { slug: "benne-lyon" },
        frontmatter: {
          title: `Une benne${NBSP}: combien${NARROW_NBSP}?`,
          description: `Le «${NARROW_NBSP}guide${NARROW_NBSP}».`,
        },
      },
    ]);
    expect(query.mdx?.cover).toBeNull();
  });

  test("the static queries: the market's settings and regions, and every region by key for the visitor", () => {
    const de = marketData(data, "DE");
    expect(marketConfigQuery(de).marketCountry.key).toBe("DE");
    expect(marketConfigQuery(de).marketRegions.map((region) => region.key)).toEqual(["DE_BERLIN"]);
    const keys = visitorRegionsQuery(de).allRegion.nodes.map((region) => region.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toHaveLength(data.regions.length);
  });

  test("an image drawn at the query's width, in its proportions or the query's aspect ratio", () => {
    expect(previewImage("/a.png", { width: 1120, height: 640 }, 560)).toMatchObject({
      width: 560,
      height: 320,
      images: { fallback: { src: "/a.png" } },
    });
    expect(previewImage("/a.png", { width: 400, height: 400 }, 960, 2)).toMatchObject({
      width: 400,
      height: 200,
    });
  });
});

describe("what a preview shows", () => {
  test("the markets whose site has the page, in the markets' order, the one chosen if it has it", () => {
    const berlin = marketsWithRoute(data, "REGION:DE_BERLIN");
    expect(berlin.map(({ market }) => market)).toEqual(["DE", "EN"]);
    expect(berlin[0].route.primaryPath).toMatch(/^\/.+\/$/);
    expect(marketsWithRoute(data, "BLOG").map(({ market }) => market)).toEqual(["FR"]);
    expect(marketsWithRoute(data, "SERVICE:LEAD").map(({ market }) => market)).toEqual(["FR"]);
    expect(chosenMarket(berlin, "EN")?.market).toBe("EN");
    expect(chosenMarket(berlin, "FR")?.market).toBe("DE");
  });

  test("the item of a list being edited: the first that differs, an added one included", () => {
    expect(firstChangedIndex([{ a: 1 }, { a: 2 }], [{ a: 1 }, { a: 2 }])).toBe(-1);
    expect(firstChangedIndex([{ a: 1 }, { a: 2 }], [{ a: 1 }, { a: 3 }])).toBe(1);
    expect(firstChangedIndex([{ a: 1 }], [{ a: 1 }, { a: 2 }])).toBe(1);
    expect(listEntries({ entries: [1, 2] }, "entries")).toEqual([1, 2]);
    expect(listEntries({}, "entries")).toEqual([]);
    expect(textField({ key: "FR_LYON" }, "key")).toBe("FR_LYON");
    expect(textField(undefined, "key")).toBe("");
  });

  test("an article as saved: the page context the build gives it, its related articles and tag pages included", () => {
    const file = "content/blog/big-bag-lyon/index.mdx";
    const built: BlogPostContext[] = [];
    const createPage = ((page: { path: string; context: BlogPostContext }) =>
      page.context.kind === "BLOG_POST" &&
      built.push(page.context)) as unknown as Actions["createPage"];
    const { data: loaded } = loadSiteData(path.join(root, "data"), root);
    const posts = checkArticles(root, loaded).posts.FR ?? [];
    const blogRoute = marketRoutes(loaded, "FR").find((route) => route.kind === "BLOG");
    if (!blogRoute) throw new Error("FR has no blog");
    createBlogPages({
      posts,
      topics: blogTopics(loaded, "FR", posts),
      blogRoute,
      market: "FR",
      domain: loaded.countries.FR.domains[0],
      queriesDir: "/q",
      createPage,
    });
    const build = built.find(
      (context) =>
        context.id === file &&
        context.primaryPath === context.canonicalUrl.replace(/^https:\/\/[^/]+/, ""),
    );

    const source = readArticleSource(fs.readFileSync(path.join(root, file), "utf8"), file, []);
    const [shown] = marketsWithRoute(data, "BLOG");
    // What the preview's check of the article (checkArticle, less the body's compilation) gives its page.
    const { value: frontmatter } = checkFrontMatterFields(file, source?.frontmatter);
    const { regionKeys } = articleDataIssues(
      {
        file,
        slug: "big-bag-lyon",
        body: source?.body ?? "",
        frontmatter: source?.frontmatter,
        firstLine: 1,
      },
      data,
      shown.market,
    );
    if (!frontmatter) throw new Error(`${file} does not check`);
    const previewed = articleContext(
      data,
      shown,
      { file, slug: "big-bag-lyon" },
      frontmatter,
      regionKeys,
      preview.posts,
    );
    expect(build?.related.length).toBeGreaterThan(0);
    expect(build?.tagPages.length).toBeGreaterThan(0);
    expect(previewed).toEqual(build);
  });

  test("an article's slug: its folder, or for a new one what its title gives", () => {
    expect(articleSlug("content/blog/big-bag-lyon/index.mdx", "Autre titre")).toBe("big-bag-lyon");
    expect(articleSlug("", "Benne à Lyon : le guide")).toBe("benne-a-lyon-le-guide");
    expect(slugFromTitle("  Déchets verts — l'été !")).toBe("dechets-verts-l-ete");
  });
});

describe("a visitor tools' file", () => {
  test("is checked as the build checks it, and the tool page's model is made from the edit", () => {
    const containers = structuredClone(preview.sources.containers.value);
    const chain3 = containers.sizes.findIndex((size) => size.id === "chain-3");
    containers.sizes[chain3].maxPayloadT = 3;
    const refused = checkToolFile(preview, "containers", "data/containers.yaml", containers);
    expect(refused.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      expect.stringMatching(
        new RegExp(`^sizes.${chain3}.maxPayloadT: .*a size allowed heavy waste must carry that`),
      ),
    ]);
    containers.sizes[chain3].maxPayloadT = 9;
    const accepted = checkToolFile(preview, "containers", "data/containers.yaml", containers);
    expect(accepted.issues).toEqual([]);
    const model = whichContainerModel(
      toolModelInput(accepted.data!, "FR", preview.catalogs["fr-fr"], new Map()),
    );
    expect(model.sizes.find((size) => size.id === "chain-3")?.payload).toBe(`9${NBSP}t`);
  });
});

describe("a region file", () => {
  const regions = (containers: unknown) =>
    preview.sources.regionFiles
      .find((file) => file.file === "data/regions/fr.yaml")
      ?.value.map((region) => (region.key === "FR_LYON" ? { ...region, containers } : region));

  test("names sizes checked as the build checks them, and its page shows the build's figures of them", () => {
    const refused = checkRegionFile(
      preview,
      "data/regions/fr.yaml",
      regions([{ size: "hook-36" }]),
    );
    expect(refused.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^2\.containers\.0\.size: is not offered in market FR, which lists/),
    ]);
    const edited = checkRegionFile(
      preview,
      "data/regions/fr.yaml",
      regions([{ size: "chain-6", fromPriceEur: 289 }, { size: "bigbag-1" }]),
    );
    expect(edited.issues).toEqual([]);
    const lyon = edited.data!.regions.find((region) => region.key === "FR_LYON")!;
    const shown = regionSizes(
      marketSizeViews(toolModelInput(edited.data!, "FR", preview.catalogs["fr-fr"], new Map())),
      lyon,
      "fr",
    );
    const built = regionSizes(
      toolModels(root, edited.data!, "FR", new Map()).WHICH_CONTAINER,
      lyon,
      "fr",
    );
    expect(shown).toEqual(built);
    expect(shown.map((size) => [size.id, size.volume, size.price?.text ?? null])).toEqual([
      ["chain-6", `6${NBSP}m³`, `289${NBSP}€`],
      ["bigbag-1", `1${NBSP}m³`, null],
    ]);
  });
});

describe("the studio", () => {
  const { data: loaded } = loadSiteData(path.join(root, "data"), root);
  const config = studioConfig({ root, data: loaded, proxyUrl: "http://127.0.0.1:8081/api/v1" });

  test("registers a preview for each region file, the services, the articles, the visitor tools' files (the street rules' too) and each market's /de/ pages, and none for the other collections", () => {
    expect(previewTemplates(config)).toEqual([
      { name: "regions-be", kind: "region" },
      { name: "regions-ch", kind: "region" },
      { name: "regions-de", kind: "region" },
      { name: "regions-fr", kind: "region" },
      { name: "blog", kind: "article" },
      { name: "services", kind: "service" },
      { name: "containers", kind: "tool" },
      { name: "wastes", kind: "tool" },
      { name: "commonItems", kind: "tool" },
      { name: "streetPermits", kind: "tool" },
      { name: "dynamic-fr", kind: "dynamic", market: "FR" },
      { name: "dynamic-de", kind: "dynamic", market: "DE" },
    ]);
  });

  test("sets the previews' settings before its bundle: every language's page paths", () => {
    const settings = studioSettings(loaded, previewTemplates(config));
    const site = JSON.parse(/window\.DEBRIX_STUDIO_SITE = (.*);/.exec(settings)?.[1] ?? "null") as {
      routePaths: Record<string, unknown>;
    };
    expect(Object.keys(site.routePaths).sort()).toEqual(["de", "en", "fr", "it", "nl"]);
    expect(settings).toContain('window.DEBRIX_STUDIO_PREVIEWS = [{"name":"regions-be"');
  });

  test("serves a file of content/images/ and nothing out of it", () => {
    expect(contentImage(root, "bigbag.png")?.type).toBe("image/png");
    expect(contentImage(root, "../images/bigbag.png")).toBeUndefined();
    expect(contentImage(root, "../../package.json")).toBeUndefined();
    expect(contentImage(root, "missing.png")).toBeUndefined();
  });

  test("checks an entry without the fields it sends back empty, dates kept", () => {
    const date = new Date("2025-10-07");
    expect(
      withoutEmptyFields({
        title: "T",
        image: "",
        tags: [],
        group: { a: null },
        date,
        list: [{ a: "", b: 1 }],
      }),
    ).toEqual({ title: "T", date, list: [{ b: 1 }] });
  });
});

describe("the build's own rules the previews run", () => {
  test("a /de/ page's address from its file, and a name that cannot be one", () => {
    expect(
      dynamicPagePath("content/dynamic/de/aktion/fruehjahr.yaml", "aktion/fruehjahr.yaml"),
    ).toEqual({ path: "/de/aktion/fruehjahr/" });
    expect(dynamicPagePath("content/dynamic/de/Aktion.yaml", "Aktion.yaml").issue).toMatchObject({
      path: ["file name"],
      value: "Aktion",
    });
  });

  test("an article's reading time leaves its tags out", () => {
    expect(articleReadingMinutes(`${"mot ".repeat(400)}<RegionServices region="FR_LYON" />`)).toBe(
      2,
    );
    expect(articleReadingMinutes("")).toBe(1);
  });

  test("a route's page context: its path on the market's domain", () => {
    const [{ market, route }] = marketsWithRoute(data, "REGION:FR_LYON");
    expect(pageContextOf(route, market, "www.debrix.fr")).toMatchObject({
      kind: "REGION",
      regionKey: "FR_LYON",
      canonicalUrl: `https://www.debrix.fr${route.primaryPath}`,
      alternates: [],
    });
  });
});
