/**
 * gatsby-plugin-mdx computes `Mdx.excerpt` by compiling the whole article again, on every query
 * that asks for it: each listing page (/blog/, /blog/2/, …) and its /de/ twin compile the same
 * articles, and the cost grows with the blog. The excerpt is kept in Gatsby's cache, keyed by the
 * article's content digest and the length asked, so that an article is not compiled again for
 * each page that lists it (docs/decisions.md#d42-an-articles-excerpt-is-computed-once). What the
 * listing shows is typeset in the market's language, as the article's own text is
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
 */
import type { GatsbyCache } from "gatsby";
import { typeset } from "../../rules/typography";

interface MdxSource {
  internal: { contentDigest: string };
}

/** What Gatsby passes a resolver set by createResolvers: the field's resolver it replaces. */
interface ResolveInfo<C> {
  originalResolver: (
    source: MdxSource,
    args: { pruneLength?: number },
    context: C,
    info: ResolveInfo<C>,
  ) => unknown;
}

export function excerptCacheKey(source: MdxSource, pruneLength: number | undefined): string {
  return `mdx-excerpt:${source.internal.contentDigest}:${pruneLength ?? "default"}`;
}

/**
 * For createResolvers: the plugin's own excerpt resolver (info.originalResolver), its result cached,
 * then typeset in the language `languageOf` gives for the resolver's context (the built market's).
 */
export function cachedExcerptResolvers<C>(
  cache: Pick<GatsbyCache, "get" | "set">,
  languageOf: (context: C) => string,
) {
  const typesetIn = (excerpt: unknown, context: C) =>
    typeof excerpt === "string" ? typeset(excerpt, languageOf(context)) : excerpt;
  return {
    Mdx: {
      excerpt: {
        async resolve(
          source: MdxSource,
          args: { pruneLength?: number },
          context: C,
          info: ResolveInfo<C>,
        ) {
          const key = excerptCacheKey(source, args.pruneLength);
          const cached = (await cache.get(key)) as { excerpt: unknown } | undefined;
          if (cached) return typesetIn(cached.excerpt, context);
          const excerpt = await info.originalResolver(source, args, context, info);
          await cache.set(key, { excerpt });
          return typesetIn(excerpt, context);
        },
      },
    },
  };
}
