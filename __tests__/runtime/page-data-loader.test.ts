import {
  PageDataError,
  createPageDataLoader,
  outcomeOf,
  pageDataUrl,
} from "../../src/runtime/page-data-loader";
import { shouldReload } from "../../src/runtime/stale-page";

function response(status: number, body: string): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => body } as Response;
}

function loaderWith(answer: () => Promise<Response>, hash = "h1") {
  const fetch = jest.fn(answer);
  return {
    fetch,
    loader: createPageDataLoader({
      fetch: fetch as unknown as typeof globalThis.fetch,
      currentHash: () => hash,
    }),
  };
}

async function failure(promise: Promise<unknown>): Promise<PageDataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PageDataError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("the page-data loader", () => {
  it("GETs {data root}/{route path}/index.json with credentials, the home page at the root", async () => {
    const { fetch, loader } = loaderWith(async () => response(200, '{"hash":"h1","path":"/"}'));
    await loader.load("/");
    await loader.load("/dienstleistungen");
    expect(fetch).toHaveBeenNthCalledWith(1, "/assets/data/index.json", { credentials: "include" });
    expect(fetch).toHaveBeenNthCalledWith(2, "/assets/data/dienstleistungen/index.json", {
      credentials: "include",
    });
    expect(pageDataUrl("/blog/x/?utm_source=a#top")).toBe("/assets/data/blog/x/index.json");
  });

  it("uses page data whose hash matches the page's meta hash, fetched once per path", async () => {
    const { fetch, loader } = loaderWith(async () =>
      response(200, '{"hash":"h1","path":"/agb/","title":"AGB"}'),
    );
    await expect(loader.load("/agb/")).resolves.toMatchObject({ title: "AGB" });
    await loader.load("/agb/");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers a 404 with "Could not find {path}", which leads to the not-found page', async () => {
    const { loader } = loaderWith(async () => response(404, "Not found"));
    const error = await failure(loader.load("/nope/"));
    expect(error.message).toBe("Could not find /nope/");
    expect(outcomeOf(error)).toBe("not-found");
  });

  it("answers 410 (a page taken away) like a 404", async () => {
    const { loader } = loaderWith(async () => response(410, "Gone"));
    expect((await failure(loader.load("/alt/"))).message).toBe("Could not find /alt/");
  });

  it('answers invalid JSON with "Failed to parse JSON", passed to the router', async () => {
    const { loader } = loaderWith(async () => response(200, "{not json"));
    const error = await failure(loader.load("/agb/"));
    expect(error.message).toBe("Failed to parse JSON");
    expect(outcomeOf(error)).toBe("router");
  });

  it('answers JSON without a hash with "JSON data is missing a hash"', async () => {
    const { loader } = loaderWith(async () => response(200, '{"path":"/agb/"}'));
    const error = await failure(loader.load("/agb/"));
    expect(error.message).toBe("JSON data is missing a hash");
    expect(outcomeOf(error)).toBe("router");
  });

  it("answers a hash that differs from the page's with INVALID_HASH, which forces a full page load", async () => {
    const { loader } = loaderWith(async () => response(200, '{"hash":"h2","path":"/agb/"}'), "h1");
    const error = await failure(loader.load("/agb/"));
    expect(error.code).toBe("INVALID_HASH");
    expect(outcomeOf(error)).toBe("full-reload");
  });

  it('answers a network failure or a server error with "Failed to fetch", passed on', async () => {
    const offline = loaderWith(async () => {
      throw new TypeError("NetworkError");
    });
    const down = loaderWith(async () => response(503, "down"));
    for (const { loader } of [offline, down]) {
      const error = await failure(loader.load("/agb/"));
      expect(error.message).toBe("Failed to fetch");
      expect(outcomeOf(error)).toBe("router");
    }
  });

  it("forgets a failed request, so a later navigation tries again", async () => {
    let calls = 0;
    const { loader } = loaderWith(async () =>
      calls++ === 0 ? response(503, "") : response(200, '{"hash":"h1"}'),
    );
    await failure(loader.load("/agb/"));
    await expect(loader.load("/agb/")).resolves.toMatchObject({ hash: "h1" });
  });
});

describe("the full reload on a stale hash", () => {
  it("happens once per target and page hash, never in a loop", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(shouldReload("/agb/", "old", storage)).toBe(true);
    // The reload brought stale HTML again (same hash): the router takes over instead.
    expect(shouldReload("/agb/", "old", storage)).toBe(false);
    expect(shouldReload("/impressum/", "old", storage)).toBe(true);
    // Fresh HTML came with the reload; a later deploy reloads again.
    expect(shouldReload("/agb/", "new", storage)).toBe(true);
  });

  it("still happens when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(shouldReload("/agb/", "old", blocked)).toBe(true);
  });
});
