/**
 * An article's body compiled at build time to its element tree (src/shared/article-tree.ts), the
 * data its one template renders (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data):
 * the compilation itself is src/rules/blog/article-compile.ts, which the content studio's preview
 * runs too; this module keeps each article's tree in Gatsby's cache and gives it to the queries.
 * What a tree cannot hold stops the build with its file and line.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyCache } from "gatsby";
import { formatIssue } from "../../rules/data/issues";
import { bodyFirstLine } from "./article-source";
import {
  compileArticleTree,
  typesetArticleTree,
  type CompiledArticle,
} from "../../rules/blog/article-compile";
import type { ResolverContext } from "../data-nodes";

export {
  compileArticleTree,
  typesetArticleTree,
  unrecordable,
  type CompiledArticle,
} from "../../rules/blog/article-compile";

/** The Mdx node fields the tree is made from. */
interface MdxNodeSource {
  body?: unknown;
  internal: { contentDigest: string; contentFilePath?: string };
}

/**
 * The tree of an Mdx node, kept in Gatsby's cache by the article's content digest: the build
 * compiles each article once (createPages, which also stops on its issues) and every query reads it.
 */
export async function cachedArticleTree(
  cache: Pick<GatsbyCache, "get" | "set">,
  source: MdxNodeSource,
  root: string,
): Promise<CompiledArticle> {
  const key = `article-tree:${source.internal.contentDigest}`;
  const cached = (await cache.get(key)) as CompiledArticle | undefined;
  if (cached) return cached;
  const absolutePath = source.internal.contentFilePath ?? "";
  const file = path.relative(root, absolutePath).split(path.sep).join("/");
  const firstLine = fs.existsSync(absolutePath)
    ? bodyFirstLine(fs.readFileSync(absolutePath, "utf8"))
    : 1;
  const compiled = await compileArticleTree(String(source.body ?? ""), file, firstLine);
  await cache.set(key, compiled);
  return compiled;
}

/**
 * For createResolvers: `Mdx.articleTree`, the body's element tree (JSON), from the cache, typeset
 * in the language `languageOf` gives (the built market's).
 */
export function articleTreeResolvers(
  cache: Pick<GatsbyCache, "get" | "set">,
  root: string,
  languageOf: (context: ResolverContext) => string,
) {
  return {
    Mdx: {
      articleTree: {
        type: "JSON",
        async resolve(source: MdxNodeSource, _args: unknown, context: ResolverContext) {
          const { tree, issues } = await cachedArticleTree(cache, source, root);
          if (!tree)
            throw new Error(
              `The article cannot be rendered:\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`,
            );
          return typesetArticleTree(tree, languageOf(context));
        },
      },
    },
  };
}
