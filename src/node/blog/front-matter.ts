/**
 * Front matter of a blog article (docs/rules.md#article-front-matter): checked when the article is read, so a bad field stops
 * the build naming the file, the field, the value and what is allowed. The fields by themselves are
 * checked in src/rules/blog/front-matter-fields.ts (no file access, also run by the studio's preview).
 */
import fs from "node:fs";
import path from "node:path";
import type { DataIssue } from "../../rules/data/issues";
import {
  checkFrontMatterFields,
  type FrontMatterFieldOptions,
} from "../../rules/blog/front-matter-fields";

export interface FrontMatterCheckOptions extends FrontMatterFieldOptions {
  /** static/: where an image path starting with "/" must exist; not checked when left out. */
  staticDir?: string;
}

/**
 * Problems with an article's front matter; `file` is the article's path as shown to the team.
 * The fields by themselves first (checkFrontMatterFields), then the image they name: a relative
 * one must exist beside the article, an absolute one in static/.
 */
export function frontMatterIssues(
  file: string,
  absolutePath: string,
  frontmatter: unknown,
  options: FrontMatterCheckOptions = {},
): DataIssue[] {
  const { value, issues } = checkFrontMatterFields(file, frontmatter, options);
  if (!value) return issues;
  const { locate = () => undefined, staticDir } = options;
  const { image } = value;
  if (
    image &&
    !image.startsWith("/") &&
    !fs.existsSync(path.resolve(path.dirname(absolutePath), image))
  ) {
    return [
      {
        file,
        path: ["image"],
        value: image,
        line: locate(["image"]),
        message: "names no file beside the article",
      },
    ];
  }
  if (
    image &&
    image.startsWith("/") &&
    staticDir !== undefined &&
    !fs.existsSync(path.join(staticDir, image))
  ) {
    return [
      {
        file,
        path: ["image"],
        value: image,
        line: locate(["image"]),
        message:
          "names no file in static/; put the image there, or beside the article and write ./name.png",
      },
    ];
  }
  return [];
}
