/**
 * What the studio's previews (src/studio/admin/previews/) need from the working copy, read in Node
 * by the studio's server and sent to the browser as /admin/preview-data.json: every file of data/
 * as the loader validated it (the preview checks the file being edited against the others with the
 * loader's own cross-check), the page paths, each market's catalog typeset as the build's Locale
 * nodes are, the illustrations there are, and the blog's articles as the build lists them.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSiteData } from "../node/data/load";
import type { SourceFile } from "../rules/data/issues";
import type { DataSources } from "../rules/data/cross-check";
import { checkArticles } from "../node/content-check/articles";
import { readArticleSource } from "../node/blog/article-source";
import { typesetCatalog, withFallback } from "../node/catalog-namespaces";
import { typographyOf } from "../rules/typography";
import type { CatalogRoutePaths } from "../shared/route-table";
import { articleReadingMinutes, type BlogCollection } from "../shared/blog";

/** A file of data/ as validated, without the way to its lines (a function, which JSON cannot carry). */
export type PreviewSourceFile<T> = Omit<SourceFile<T>, "locate">;

type WithoutLines<S> = S extends SourceFile<infer T>[]
  ? PreviewSourceFile<T>[]
  : S extends SourceFile<infer T>
    ? PreviewSourceFile<T>
    : never;

export type PreviewSources = { [K in keyof DataSources]: WithoutLines<DataSources[K]> };

/** An article of a blog market as its listings and the region pages show it. */
export interface PreviewPost {
  /** content/blog/<slug>/index.mdx */
  file: string;
  slug: string;
  collection: BlogCollection;
  /** The front matter's title and description as written; the preview typesets them as the build does. */
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  tags: string[];
  /** The regions its front matter names: it is listed on their pages. */
  regions: string[];
  readingMinutes: number;
}

export interface PreviewData {
  sources: PreviewSources;
  routePaths: CatalogRoutePaths;
  /** Each market's catalog by its locale (content/locales/<locale>/translation.json), typeset for that locale. */
  catalogs: Record<string, unknown>;
  /** The file names of content/images/, where a service's illustration must be. */
  images: string[];
  /** The articles the content check accepts, in the markets that show the blog. */
  posts: PreviewPost[];
}

const withoutLines = <T>({ file, value }: SourceFile<T>): PreviewSourceFile<T> => ({ file, value });

function previewSources(sources: DataSources): PreviewSources {
  return {
    brand: withoutLines(sources.brand),
    business: withoutLines(sources.business),
    catalogue: withoutLines(sources.catalogue),
    services: withoutLines(sources.services),
    blogCategories: withoutLines(sources.blogCategories),
    blogTags: withoutLines(sources.blogTags),
    streetPermits: withoutLines(sources.streetPermits),
    marketFiles: sources.marketFiles.map(withoutLines),
    regionFiles: sources.regionFiles.map(withoutLines),
    containers: withoutLines(sources.containers),
    wastes: withoutLines(sources.wastes),
    commonItems: withoutLines(sources.commonItems),
  };
}

/** The title, description, regions and reading time of an article the check accepted, read from its file. */
function previewPost(
  root: string,
  post: {
    contentFilePath: string;
    slug: string;
    collection: BlogCollection;
    date: string;
    category: string;
    tags: readonly string[];
  },
): PreviewPost {
  const file = path.relative(root, post.contentFilePath).split(path.sep).join("/");
  const article = readArticleSource(fs.readFileSync(post.contentFilePath, "utf8"), file, []);
  const frontmatter = (article?.frontmatter ?? {}) as {
    title?: unknown;
    description?: unknown;
    regions?: unknown;
  };
  return {
    file,
    slug: post.slug,
    collection: post.collection,
    title: String(frontmatter.title ?? ""),
    description: String(frontmatter.description ?? ""),
    date: post.date,
    category: post.category,
    tags: [...post.tags],
    regions: Array.isArray(frontmatter.regions) ? frontmatter.regions.map(String) : [],
    readingMinutes: articleReadingMinutes(article?.body ?? ""),
  };
}

/** Reads what the previews need from the working copy `root`; throws the loader's DataValidationError when data/ has problems. */
export function previewData(root: string): PreviewData {
  const { data, sources } = loadSiteData(path.join(root, "data"), root);
  const read = (catalog: string): unknown =>
    JSON.parse(
      fs.readFileSync(path.join(root, "content/locales", catalog, "translation.json"), "utf8"),
    );
  // Each market language's catalog as its pages get it: over its fallback, in its typography.
  const languages = Object.values(data.countries).flatMap((country) => country.languages);
  const catalogs = Object.fromEntries(
    languages.map((language) => [
      language.catalog,
      typesetCatalog(
        language.catalogFallback
          ? withFallback(read(language.catalog), read(language.catalogFallback))
          : read(language.catalog),
        typographyOf(language),
      ),
    ]),
  );
  const imagesDir = path.join(root, "content/images");
  const images = fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir).sort() : [];
  // An article shown by two blog markets is one file: listed once.
  const accepted = new Map(
    Object.values(checkArticles(root, data).posts)
      .flatMap((list) => list ?? [])
      .map((post) => [post.contentFilePath, post]),
  );
  const posts = [...accepted.values()].map((post) => previewPost(root, post));
  return { sources: previewSources(sources), routePaths: data.routePaths, catalogs, images, posts };
}
