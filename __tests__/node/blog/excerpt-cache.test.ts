import { cachedExcerptResolvers } from "../../../src/node/blog/excerpt-cache";

function memoryCache() {
  const store = new Map<string, unknown>();
  return {
    get: jest.fn(async (key: string) => store.get(key)),
    set: jest.fn(async (key: string, value: unknown) => {
      store.set(key, value);
      return value;
    }),
  };
}

const article = (digest: string) => ({ internal: { contentDigest: digest } });
/** The built market's language, as gatsby-node reads it from the market's Country node. */
const french = () => "fr";

describe("cachedExcerptResolvers", () => {
  it("compiles an article for its excerpt once, however many listing pages ask for it", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache(), french).Mdx.excerpt;
    const originalResolver = jest.fn(async () => "Benne ou big bag : comment choisir…");
    const info = { originalResolver };
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBe(
      "Benne ou big bag\u00A0: comment choisir…",
    );
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBe(
      "Benne ou big bag\u00A0: comment choisir…",
    );
    expect(originalResolver).toHaveBeenCalledTimes(1);
  });

  it("gives the excerpt the typography of the market's language, the cache keeping what the article says", async () => {
    const cache = memoryCache();
    const originalResolver = jest.fn(async () => "Une benne ? Oui : 10 m3.");
    await cachedExcerptResolvers(cache, french).Mdx.excerpt.resolve(
      article("a"),
      { pruneLength: 180 },
      {},
      { originalResolver },
    );
    expect(
      await cachedExcerptResolvers(cache, () => "de").Mdx.excerpt.resolve(
        article("a"),
        { pruneLength: 180 },
        {},
        { originalResolver },
      ),
    ).toBe("Une benne ? Oui : 10 m3.");
    expect(
      await cachedExcerptResolvers(cache, french).Mdx.excerpt.resolve(
        article("a"),
        { pruneLength: 180 },
        {},
        { originalResolver },
      ),
    ).toBe("Une benne\u202F? Oui\u00A0: 10\u00A0m3.");
    expect(originalResolver).toHaveBeenCalledTimes(1);
  });

  it("compiles again when the article changes or another length is asked", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache(), french).Mdx.excerpt;
    const originalResolver = jest.fn(
      async (source: { internal: { contentDigest: string } }, args: { pruneLength?: number }) =>
        `${source.internal.contentDigest}/${args.pruneLength}`,
    );
    const info = { originalResolver };
    await resolve(article("a"), { pruneLength: 180 }, {}, info);
    expect(await resolve(article("b"), { pruneLength: 180 }, {}, info)).toBe("b/180");
    expect(await resolve(article("a"), { pruneLength: 60 }, {}, info)).toBe("a/60");
    expect(originalResolver).toHaveBeenCalledTimes(3);
  });

  it("keeps an article without an excerpt (null) without compiling it again", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache(), french).Mdx.excerpt;
    const originalResolver = jest.fn(async () => null);
    const info = { originalResolver };
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBeNull();
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBeNull();
    expect(originalResolver).toHaveBeenCalledTimes(1);
  });
});
