/**
 * What a /de/{slug+} page file holds (docs/rules.md#dynamic-pages) and its texts as the page shows
 * them: no file access, so that the content studio's preview checks and typesets the page being
 * edited with the build's own schema and typography (src/node/dynamic-pages.ts reads the files).
 */
import { TWIN_PREFIX } from "../shared/paths";
import type { DataIssue } from "./data/issues";
import { typeset, type TypographyRules } from "./typography";
import type { DynamicPageContent } from "../shared/dynamic-page";

export const DYNAMIC_CONTENT_DIR = "content/dynamic";

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The page path of the file `file`, given by its path below its market's folder (`relativeFile`,
 * aktion/fruehjahr.yaml is /de/aktion/fruehjahr/), or the issue of a folder or file name that
 * cannot be part of an address.
 */
export function dynamicPagePath(
  file: string,
  relativeFile: string,
): { path: string; issue?: DataIssue } {
  const segments = relativeFile.replace(/\.ya?ml$/, "").split("/");
  const path = `${TWIN_PREFIX}/${segments.join("/")}/`;
  const badSegment = segments.find((segment) => !SEGMENT.test(segment));
  if (badSegment === undefined) return { path };
  return {
    path,
    issue: {
      file,
      path: ["file name"],
      value: badSegment,
      message:
        "must be a lower-case slug such as fruehjahr-aktion (a-z, 0-9, -); the file's path is the page's path",
    },
  };
}

export {
  DYNAMIC_ACTIONS,
  dynamicPageSchema,
  type DynamicPageContent,
} from "../shared/dynamic-page";

/**
 * A dynamic page's texts with the typography of its market's language, as the page data carries
 * them (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text); the file keeps what
 * the team typed. `action` is a keyword, not a text.
 */
export function typesetDynamicContent(
  content: DynamicPageContent,
  language: string | TypographyRules,
): DynamicPageContent {
  const text = (value: string) => typeset(value, language);
  const { title, description, heading, intro, sections, action } = content;
  return {
    title: text(title),
    description: text(description),
    ...(heading === undefined ? {} : { heading: text(heading) }),
    ...(intro === undefined ? {} : { intro: text(intro) }),
    sections: sections.map((section) => ({
      title: text(section.title),
      paragraphs: section.paragraphs.map(text),
    })),
    action,
  };
}
