/**
 * An article of content/blog/ previewed as its page: the site's article template
 * (src/templates/blog-post.tsx) with its body compiled as the build compiles it (@mdx-js/mdx, in
 * the browser, src/rules/blog/article-compile.ts) and typeset, its live-data blocks drawn by the
 * site's components with data/ as saved, its category and tags named as data/ names them.
 */
import React from "react";
import BlogPostPage from "../../../templates/blog-post";
import type { BlogPostContext } from "../../../shared/page-context";
import type { SiteData } from "../../../rules/data/site-data";
import type { BlogPost } from "../../../rules/blog/pages";
import { blogTopics } from "../../../rules/blog/topics";
import { isoDay, type FrontMatter } from "../../../rules/blog/front-matter-fields";
import { typesetArticleTree } from "../../../rules/blog/article-compile";
import { articlePath, articleReadingMinutes } from "../../../shared/blog";
import type { Market, ServiceKey } from "../../../shared/keys";
import { pageContextOf } from "../../../shared/page-context";
import { absoluteUrl } from "../../../shared/paths";
import { withoutEmptyFields } from "../../yaml-patch";
import type { PreviewData, PreviewPost } from "../../preview-data";
import { checkArticle, savedSiteData, type ArticleCheck } from "./checks";
import { useContentKey, type EntrySnapshot } from "./entry";
import { previewImage, useImageSize } from "./image";
import { articleSlug, tagsWithPages } from "./article-page";
import { blogPostPageQuery, marketData } from "./page-data";
import { chosenMarket, marketsWithRoute, pageProps, type MarketRoute } from "./page-routes";
import { SitePage } from "./site-page";

/** The width and proportions page-queries/blog-post-query.tsx asks of the cover. */
const COVER_WIDTH = 960;
const COVER_ASPECT_RATIO = 1.905;

/** How long the editor may pause before the body is compiled again. */
const COMPILE_DELAY_MS = 150;

interface EditedArticle {
  file: string;
  slug: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

/** The article being edited: Decap gives the front matter's fields and the body as one entry. */
function editedArticle(path: string, fields: Record<string, unknown>): EditedArticle {
  const { body, ...typed } = fields;
  const frontmatter = withoutEmptyFields(typed) as Record<string, unknown>;
  const slug = articleSlug(path, frontmatter.title);
  return {
    file: path || `content/blog/${slug}/index.mdx`,
    slug,
    frontmatter,
    body: typeof body === "string" ? body : "",
  };
}

/** The article's check, run again a moment after the editor stops typing; the last result stays shown meanwhile. */
function useArticleCheck(
  data: SiteData,
  market: Market | undefined,
  article: EditedArticle,
): ArticleCheck | undefined {
  const [result, setResult] = React.useState<ArticleCheck>();
  React.useEffect(() => {
    if (!market) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void checkArticle(data, market, article).then((check) => {
        // A body that does not compile (the message says why) leaves the last one that did on the page.
        if (current) setResult((last) => (check.tree ? check : { ...check, tree: last?.tree }));
      });
    }, COMPILE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data, market, article]);
  return result;
}

/** The page context gatsby-node gives an article (src/node/blog/pages.ts), for the article as edited; no related articles. */
function articleContext(
  data: SiteData,
  shown: MarketRoute,
  article: EditedArticle,
  frontmatter: FrontMatter,
  posts: readonly PreviewPost[],
): BlogPostContext {
  const domain = data.countries[shown.market].domains[0];
  const primaryPath = articlePath("blog", article.slug);
  const post: BlogPost = {
    id: article.file,
    slug: article.slug,
    collection: "blog",
    contentFilePath: article.file,
    date: isoDay(frontmatter.date),
    updated: frontmatter.updated === undefined ? null : isoDay(frontmatter.updated),
    category: frontmatter.category,
    tags: frontmatter.tags,
    service: frontmatter.service ?? null,
    regionKeys: [],
  };
  const { tagNames } = blogTopics(data, shown.market, [post]);
  return {
    ...pageContextOf(shown.route, shown.market, domain),
    routeId: `BLOG_POST:${article.slug}`,
    kind: "BLOG_POST",
    serviceKey: (frontmatter.service as ServiceKey | undefined) ?? null,
    primaryPath,
    canonicalUrl: absoluteUrl(domain, primaryPath),
    id: post.id,
    slug: post.slug,
    regionKeys: [],
    collection: "blog",
    related: [],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    tagNames: Object.fromEntries(frontmatter.tags.map((tag) => [tag, tagNames.get(tag) ?? tag])),
    tagPages: tagsWithPages(frontmatter.tags, article.slug, posts),
  };
}

export function ArticlePreview({ preview, entry }: { preview: PreviewData; entry: EntrySnapshot }) {
  const key = useContentKey(entry.data);
  const article = React.useMemo(
    () => editedArticle(entry.path, JSON.parse(key) as Record<string, unknown>),
    [entry.path, key],
  );
  const data = React.useMemo(() => savedSiteData(preview), [preview]);
  const [chosen, chooseMarket] = React.useState<string>();
  const routes = marketsWithRoute(data, "BLOG");
  const shown = chosenMarket(routes, chosen);
  const check = useArticleCheck(data, shown?.market, article);
  const view = React.useMemo(
    () => (shown ? marketData(data, shown.market) : undefined),
    [data, shown],
  );
  const image = typeof article.frontmatter.image === "string" ? article.frontmatter.image : null;
  const coverUrl = image ? entry.assetUrl(image) : null;
  const coverSize = useImageSize(coverUrl);
  const frontmatter = check?.frontmatter;
  return (
    <SitePage
      title={`Article ${article.slug || "(no title yet)"}`}
      choices={[
        {
          label: "Site",
          value: shown?.market ?? "",
          options: routes.map(({ market }) => ({ value: market, label: market })),
          onChange: chooseMarket,
        },
      ]}
      issues={check?.issues ?? []}
      lineLabel="body line"
      view={check ? view : undefined}
      catalog={view && (preview.catalogs[view.country.language] as object | undefined)}
      missing={check ? "No market shows the blog." : "Compiling the article…"}
      resetKey={key}
    >
      {view && shown && check && frontmatter ? (
        <BlogPostPage
          {...pageProps(
            articlePath("blog", article.slug),
            blogPostPageQuery(view, data.blogCategories, {
              tree: check.tree
                ? (typesetArticleTree(check.tree, view.country.htmlLang) as unknown as Record<
                    string,
                    unknown
                  >)
                : null,
              title: frontmatter.title,
              description: frontmatter.description,
              date: isoDay(frontmatter.date),
              category: frontmatter.category,
              tags: frontmatter.tags,
              service: frontmatter.service ?? null,
              readingMinutes: articleReadingMinutes(article.body),
              regionKeys: check.regionKeys,
              coverUrl,
              cover:
                coverUrl && coverSize
                  ? previewImage(coverUrl, coverSize, COVER_WIDTH, COVER_ASPECT_RATIO)
                  : null,
            }),
            articleContext(data, shown, article, frontmatter, preview.posts),
          )}
        />
      ) : (
        <p className="studio-preview__note">
          The page is drawn once the front matter above is fixed.
        </p>
      )}
    </SitePage>
  );
}
