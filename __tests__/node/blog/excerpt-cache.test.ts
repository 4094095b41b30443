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

describe("cachedExcerptResolvers", () => {
  it("compiles an article for its excerpt once, however many listing pages ask for it", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache()).Mdx.excerpt;
    const originalResolver = jest.fn(async () => "Benne ou big bag : comment choisir…");
    const info = { originalResolver };
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBe("Benne ou big bag : comment choisir…");
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBe("Benne ou big bag : comment choisir…");
    expect(originalResolver).toHaveBeenCalledTimes(1);
  });

  it("compiles again when the article changes or another length is asked", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache()).Mdx.excerpt;
    const originalResolver = jest.fn(async (source: { internal: { contentDigest: string } }, args: { pruneLength?: number }) => `${source.internal.contentDigest}/${args.pruneLength}`);
    const info = { originalResolver };
    await resolve(article("a"), { pruneLength: 180 }, {}, info);
    expect(await resolve(article("b"), { pruneLength: 180 }, {}, info)).toBe("b/180");
    expect(await resolve(article("a"), { pruneLength: 60 }, {}, info)).toBe("a/60");
    expect(originalResolver).toHaveBeenCalledTimes(3);
  });

  it("keeps an article without an excerpt (null) without compiling it again", async () => {
    const { resolve } = cachedExcerptResolvers(memoryCache()).Mdx.excerpt;
    const originalResolver = jest.fn(async () => null);
    const info = { originalResolver };
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBeNull();
    expect(await resolve(article("a"), { pruneLength: 180 }, {}, info)).toBeNull();
    expect(originalResolver).toHaveBeenCalledTimes(1);
  });
});
