/**
 * The checks the build and `npm run check:content` run, on the entry being edited in the studio:
 * the same schemas (src/shared/data-schema.ts, the article front matter, the dynamic pages), the
 * loader's cross-check of data/ files against each other, the articles' checks against data/ and
 * the build's compilation of an article's body. Each is the build's own function; only the reading
 * of files is replaced, by the entry and by the other files as the studio's server sent them
 * (src/studio/preview-data.ts). Pure, so unit-tested and run in the preview.
 */
import { z } from "zod";
import {
  crossCheck,
  missingIllustrations,
  type DataSources,
} from "../../../rules/data/cross-check";
import { zodIssues, type DataIssue, type SourceFile } from "../../../rules/data/issues";
import type { SiteData } from "../../../rules/data/site-data";
import { checkFrontMatterFields, type FrontMatter } from "../../../rules/blog/front-matter-fields";
import { articleDataIssues } from "../../../rules/blog/article-check";
import { compileArticleTree } from "../../../rules/blog/article-compile";
import {
  DYNAMIC_CONTENT_DIR,
  dynamicPagePath,
  dynamicPageSchema,
  type DynamicPageContent,
} from "../../../rules/dynamic-page-content";
import {
  regionFileSchema,
  serviceFileSchema,
  type Region,
  type Service,
} from "../../../shared/data-schema";
import type { ArticleNode } from "../../../shared/article-tree";
import type { Market } from "../../../shared/keys";
import { withoutEmptyFields } from "../../yaml-patch";
import { checkToolData } from "../../../rules/tools/check";
import { checkStreetPermits } from "../../../rules/placement/check";
import type { PreviewData, PreviewSourceFile } from "../../preview-data";
import { VISITOR_TOOL_FILES, type VisitorToolData, type VisitorToolFile } from "../../tool-files";

/** The entry has no file lines: the preview names the field instead. */
const noLine = () => undefined;

const located = <T>(source: PreviewSourceFile<T>): SourceFile<T> => ({ ...source, locate: noLine });

/** The files of data/ as the loader hands them to its cross-check. */
export function dataSources(preview: Pick<PreviewData, "sources">): DataSources {
  const { sources } = preview;
  return {
    brand: located(sources.brand),
    business: located(sources.business),
    catalogue: located(sources.catalogue),
    services: located(sources.services),
    blogCategories: located(sources.blogCategories),
    blogTags: located(sources.blogTags),
    marketFiles: sources.marketFiles.map(located),
    regionFiles: sources.regionFiles.map(located),
    containers: located(sources.containers),
    wastes: located(sources.wastes),
    commonItems: located(sources.commonItems),
    streetPermits: located(sources.streetPermits),
  };
}

/** The visitor tools' files among the loader's sources, as SiteData holds them. */
const toolsOf = (sources: DataSources): SiteData["tools"] => ({
  containers: sources.containers.value,
  wastes: sources.wastes.value,
  commonItems: sources.commonItems.value,
});

/** The data of the site as the saved files make it (the loader's SiteData, without a second read of the page paths). */
export function savedSiteData(preview: PreviewData): SiteData {
  const sources = dataSources(preview);
  return {
    ...crossCheck(sources).data,
    routePaths: preview.routePaths,
    tools: toolsOf(sources),
    streetPermits: sources.streetPermits.value,
  };
}

export interface DataFileCheck {
  /** What the content check would say, every file included (an edit can make another file wrong). */
  issues: DataIssue[];
  /** The site's data with the entry in place; undefined when the entry is too broken to read. */
  data?: SiteData;
}

/** Where a data file's value goes among the loader's sources: regions by their file, services in their one file. */
type Place<T> = (sources: DataSources, file: SourceFile<T>) => DataSources;

const placeRegionFile: Place<Region[]> = (sources, file) => {
  const known = sources.regionFiles.some((source) => source.file === file.file);
  const regionFiles = known
    ? sources.regionFiles.map((source) => (source.file === file.file ? file : source))
    : [...sources.regionFiles, file];
  return { ...sources, regionFiles };
};

const placeServiceFile: Place<Service[]> = (sources, file) => ({ ...sources, services: file });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A value the schema refused, with the defaults it gives a field left out wherever the value's
 * shape lets it be read (a street rule's empty `notes` is left out by the studio, and the page
 * reads `notes.fr`): the page is drawn from it under the messages.
 */
export function withDefaults(schema: z.ZodTypeAny, value: unknown): unknown {
  if (schema instanceof z.ZodDefault)
    return withDefaults(
      schema._def.innerType,
      value === undefined ? schema._def.defaultValue() : value,
    );
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return value === undefined || value === null ? value : withDefaults(schema.unwrap(), value);
  if (schema instanceof z.ZodEffects) return withDefaults(schema.innerType(), value);
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => withDefaults(schema.element, item));
  if (schema instanceof z.ZodRecord && isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withDefaults(schema.valueSchema, inner)]),
    );
  if (schema instanceof z.ZodObject && isPlainObject(value)) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    const keys = new Set([...Object.keys(value), ...Object.keys(shape)]);
    return Object.fromEntries(
      [...keys].flatMap((key) => {
        const inner = shape[key] ? withDefaults(shape[key], value[key]) : value[key];
        return inner === undefined ? [] : [[key, inner]];
      }),
    );
  }
  return value;
}

/**
 * A data file's entries checked as the loader checks the file (its schema, then the cross-check of
 * every file), with `images` standing for content/images/. The cross-check runs only when the
 * schema accepts the file, as in the loader; the data is still made from a refused file when it can
 * be (with the schema's defaults), so that the preview shows the page with the messages above it.
 */
function checkDataFile<T>(
  preview: PreviewData,
  file: string,
  schema: z.ZodType<T>,
  entries: unknown,
  place: Place<T>,
  extra: (sources: DataSources) => DataIssue[],
): DataFileCheck {
  const value = withoutEmptyFields(entries);
  const parsed = schema.safeParse(value);
  const sources = place(dataSources(preview), {
    file,
    value: (parsed.success ? parsed.data : withDefaults(schema, value)) as T,
    locate: noLine,
  });
  let checked: ReturnType<typeof crossCheck> | undefined;
  try {
    checked = crossCheck(sources);
  } catch {
    // A value the schema refused can break the cross-check's reading (a zone without its fields).
    checked = undefined;
  }
  const data = checked
    ? {
        ...checked.data,
        routePaths: preview.routePaths,
        tools: toolsOf(sources),
        streetPermits: sources.streetPermits.value,
      }
    : undefined;
  if (!parsed.success)
    return { issues: zodIssues(parsed.error, schema, file, value, noLine), data };
  // The visitor tools' files name services, markets, regions' zones and articles of the others.
  const toolIssues = checked
    ? checkToolData(sources, {
        ...checked.data,
        countries: Object.values(checked.data.countries),
        articleSlugs: new Set(
          preview.posts.filter((post) => post.collection === "blog").map((post) => post.slug),
        ),
      })
    : [];
  // A region's edit can leave a zone without a street rule; the rules name markets, regions, zones.
  const streetIssues = checked
    ? checkStreetPermits(sources.streetPermits, {
        countries: Object.values(checked.data.countries),
        regions: checked.data.regions,
        buildDay: new Date().toISOString().slice(0, 10),
      }).issues
    : [];
  return {
    issues: [...(checked?.issues ?? []), ...toolIssues, ...streetIssues, ...extra(sources)],
    data,
  };
}

/** One of the visitor tools' files being edited (`value`, the whole file): data/containers.yaml, wastes.yaml, common-items.yaml or street-permits.yaml. */
export function checkToolFile(
  preview: PreviewData,
  name: VisitorToolFile,
  file: string,
  value: unknown,
): DataFileCheck {
  const place: Place<VisitorToolData[typeof name]> = (sources, edited) => ({
    ...sources,
    [name]: edited,
  });
  return checkDataFile(
    preview,
    file,
    VISITOR_TOOL_FILES[name].schema as z.ZodType<VisitorToolData[typeof name]>,
    value,
    place,
    () => [],
  );
}

/** A file of data/regions/ being edited (its `entries`). */
export function checkRegionFile(
  preview: PreviewData,
  file: string,
  entries: unknown,
): DataFileCheck {
  return checkDataFile(preview, file, regionFileSchema, entries, placeRegionFile, () => []);
}

/** data/services.yaml being edited (its `entries`); an illustration must be a file of content/images/. */
export function checkServiceFile(
  preview: PreviewData,
  file: string,
  entries: unknown,
): DataFileCheck {
  const images = new Set(preview.images);
  return checkDataFile(preview, file, serviceFileSchema, entries, placeServiceFile, (sources) =>
    missingIllustrations(sources.services, (name) => images.has(name)),
  );
}

export interface ArticleEdit {
  /** content/blog/<slug>/index.mdx */
  file: string;
  slug: string;
  frontmatter: unknown;
  body: string;
}

export interface ArticleCheck {
  issues: DataIssue[];
  /** The front matter as the schema reads it, when it accepts it. */
  frontmatter?: FrontMatter;
  /** The body's element tree, when it compiles. */
  tree?: ArticleNode;
  /** The regions the body's live-data blocks show. */
  regionKeys: string[];
}

/**
 * An article being edited, checked as the build checks it in a market that shows the blog: its
 * front matter, what data/ says of it, then its body's compilation, whose messages come only when
 * nothing else was found (as `npm run check:content` gives each article its first message once).
 * Lines are the body's own: the file's lines depend on its front matter as saved.
 */
export async function checkArticle(
  data: SiteData,
  market: Market,
  edit: ArticleEdit,
): Promise<ArticleCheck> {
  const fields = checkFrontMatterFields(edit.file, edit.frontmatter);
  const fromData = articleDataIssues(
    {
      file: edit.file,
      slug: edit.slug,
      body: edit.body,
      frontmatter: edit.frontmatter,
      firstLine: 1,
    },
    data,
    market,
  );
  const compiled = await compileArticleTree(edit.body, edit.file, 1);
  const issues = [...fields.issues, ...fromData.issues];
  return {
    issues: issues.length > 0 ? issues : compiled.issues,
    frontmatter: fields.value,
    tree: compiled.tree,
    regionKeys: fromData.regionKeys,
  };
}

export interface DynamicPageCheck {
  issues: DataIssue[];
  content?: DynamicPageContent;
  /** The page's address, from its file's path; undefined before the page is first saved. */
  path?: string;
}

/** A /de/ page being edited (`file`, empty before its first save), against the schema of content/dynamic/ and the rule for its file's name. */
export function checkDynamicPage(file: string, market: Market, value: unknown): DynamicPageCheck {
  const folder = `${DYNAMIC_CONTENT_DIR}/${market.toLowerCase()}/`;
  const address = file.startsWith(folder)
    ? dynamicPagePath(file, file.slice(folder.length))
    : undefined;
  const page = withoutEmptyFields(value);
  const parsed = dynamicPageSchema.safeParse(page);
  const issues = [
    ...(address?.issue ? [address.issue] : []),
    ...(parsed.success ? [] : zodIssues(parsed.error, dynamicPageSchema, file, page, noLine)),
  ];
  return { issues, content: parsed.success ? parsed.data : undefined, path: address?.path };
}
