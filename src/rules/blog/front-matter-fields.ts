/**
 * Front matter of a blog article (docs/rules.md#article-front-matter): its schema and the checks
 * of its fields by themselves, with no file access, so that the content studio's preview runs them
 * on the article being edited; src/node/blog/front-matter.ts adds the checks of the files it names.
 */
import { z } from "zod";
import { SERVICE_KEYS } from "../../shared/keys";
import { zodIssues, type DataIssue, type FieldPath } from "../data/issues";
import { explainUnquoted, type ParsedYaml } from "../data/yaml-source";

const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

/** Whether a text is a day of the calendar written YYYY-MM-DD (2026-13-45 is not: no rolling over). */
function isCalendarDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.toISOString().slice(0, 10) === day[0];
}

/**
 * Gatsby's front-matter parser reads 2026-03-14 as a date; the content check reads the text as
 * written, so an impossible day such as 2026-13-45 is refused instead of rolled over.
 */
const frontMatterDate = z
  .union([z.date(), z.string()])
  .refine(
    (value) => (value instanceof Date ? !Number.isNaN(value.getTime()) : isCalendarDay(value)),
    {
      message:
        "must be a date such as 2026-03-14, written YYYY-MM-DD: a real day (month 01 to 12, a day that month has)",
    },
  );

/** A front-matter date as YYYY-MM-DD. */
export function isoDay(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10);
}

export const frontMatterSchema = z
  .object({
    title: z
      .string({ required_error: "is required" })
      .trim()
      .min(1, { message: "must be a non-empty text" }),
    description: z
      .string({ required_error: "is required" })
      .trim()
      .min(1, { message: "must be a non-empty text" }),
    date: frontMatterDate,
    /** The last real change of the article: its dateModified for search engines and the sitemap's lastmod. */
    updated: frontMatterDate.optional(),
    image: z
      .string()
      .refine(
        (value) =>
          IMAGE_EXTENSIONS.test(value) && (value.startsWith("/") || !/^[a-z]+:/i.test(value)),
        {
          message:
            'must start with "/" (a file in static/) or name a file beside the article, and end in .png, .jpg, .jpeg, .webp or .gif',
        },
      )
      .optional(),
    type: z.enum(["website", "article"]),
    /** A key of data/blog-categories.yaml (checked against it with the data). */
    category: z.string({ required_error: "is required" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      message: "must be a category key of data/blog-categories.yaml such as guides-locaux",
    }),
    tags: z
      .array(
        z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
          message: "must be a lower-case tag such as benne or ile-de-france",
        }),
      )
      .min(1),
    service: z.enum(SERVICE_KEYS).optional(),
    /** The regions the article is about: it is listed on their pages. */
    regions: z
      .array(
        z.string().regex(/^[A-Z][A-Z0-9_]*$/, { message: "must be a region key such as FR_LYON" }),
      )
      .min(1)
      .optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface FrontMatterFieldOptions {
  /** Real line of a field in the .mdx file, when the front matter was read from its text. */
  locate?: (fieldPath: FieldPath) => number | undefined;
  /** A field's value as written, when the front matter was read from its text: `title: 2024` then gets "put it in quotes". */
  scalarAt?: ParsedYaml["scalarAt"];
}

/** The front matter checked against its schema, and its dates against each other: the parsed fields, or the problems. */
export function checkFrontMatterFields(
  file: string,
  frontmatter: unknown,
  { locate = () => undefined, scalarAt }: FrontMatterFieldOptions = {},
): { value: FrontMatter; issues: [] } | { value?: undefined; issues: DataIssue[] } {
  const parsed = frontMatterSchema.safeParse(frontmatter ?? {});
  if (!parsed.success) {
    const issues = zodIssues(parsed.error, frontMatterSchema, file, frontmatter, locate).map(
      (issue) => {
        if (issue.message.startsWith("is required (")) return { ...issue, message: "is required" };
        return scalarAt ? explainUnquoted(issue, { scalarAt }) : issue;
      },
    );
    return { issues };
  }
  const { date, updated } = parsed.data;
  if (updated !== undefined && isoDay(updated) < isoDay(date)) {
    return {
      issues: [
        {
          file,
          path: ["updated"],
          value: isoDay(updated),
          line: locate(["updated"]),
          message: `is before the article's date ${isoDay(date)}; use the day of the last change, on or after the date`,
        },
      ],
    };
  }
  return { value: parsed.data, issues: [] };
}
