/**
 * An article of content/blog/ previewed as its page: the site's article template
 * (src/templates/blog-post.tsx) with its body compiled as the build compiles it (@mdx-js/mdx, in
 * the browser, src/rules/blog/article-compile.ts) and typeset, its live-data blocks drawn by the
 * site's components with data/ as saved, its category and tags named as data/ names them.
 */
import React from "react";
import BlogPostPage from "../../../templates/blog-post";
import type { SiteData } from "../../../rules/data/site-data";
import { typesetArticleTree } from "../../../rules/blog/article-compile";
import { articleReadingMinutes } from "../../../shared/blog";
import type { Market } from "../../../shared/keys";
import { withoutEmptyFields } from "../../yaml-patch";
import type { PreviewData } from "../../preview-data";
import { checkArticle, savedSiteData, type ArticleCheck } from "./checks";
import { useContentKey, type EntrySnapshot } from "./entry";
import { previewImage, useImageSize } from "./image";
import { articleContext, articleSlug } from "./article-page";
import { blogPostPageQuery, marketData } from "./page-data";
import { chosenMarket, siteOptions, siteValue, marketsWithRoute, pageProps } from "./page-routes";
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
    () => (shown ? marketData(data, shown.market, shown.route.locale) : undefined),
    [data, shown],
  );
  const image = typeof article.frontmatter.image === "string" ? article.frontmatter.image : null;
  const coverUrl = image ? entry.assetUrl(image) : null;
  const coverSize = useImageSize(coverUrl);
  const frontmatter = check?.frontmatter;
  const context =
    shown && check && frontmatter
      ? articleContext(data, shown, article, frontmatter, check.regionKeys, preview.posts)
      : undefined;
  return (
    <SitePage
      title={`Article ${article.slug || "(no title yet)"}`}
      choices={[
        {
          label: "Site",
          value: shown ? siteValue(shown) : "",
          options: siteOptions(routes),
          onChange: chooseMarket,
        },
      ]}
      issues={check?.issues ?? []}
      lineLabel="body line"
      view={check ? view : undefined}
      catalog={view && (preview.catalogs[view.language.catalog] as object | undefined)}
      missing={check ? "No market shows the blog." : "Compiling the article…"}
      resetKey={key}
    >
      {view && check && frontmatter && context ? (
        <BlogPostPage
          {...pageProps(
            context.primaryPath,
            blogPostPageQuery(view, data.blogCategories, {
              tree: check.tree
                ? (typesetArticleTree(check.tree, view.language.locale) as unknown as Record<
                    string,
                    unknown
                  >)
                : null,
              title: frontmatter.title,
              description: frontmatter.description,
              date: context.datePublished,
              category: frontmatter.category,
              tags: frontmatter.tags,
              service: context.serviceKey,
              readingMinutes: articleReadingMinutes(article.body),
              regionKeys: context.regionKeys,
              coverUrl,
              cover:
                coverUrl && coverSize
                  ? previewImage(coverUrl, coverSize, COVER_WIDTH, COVER_ASPECT_RATIO)
                  : null,
              related: preview.posts.filter(
                (post) =>
                  post.collection === context.collection && context.related.includes(post.slug),
              ),
            }),
            context,
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
