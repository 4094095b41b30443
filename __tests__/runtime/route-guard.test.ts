import { PageDataError } from "../../src/runtime/page-data-loader";
import { createRouteGuard, routeKey } from "../../src/runtime/route-guard";
import { createStalePageReload, type StalePageLocation } from "../../src/runtime/stale-page";
import { wrapGatsbyLoader, type GatsbyLoader } from "../../src/runtime/gatsby-internals";

type Answer = "ok" | PageDataError;

function setup({
  answers = {},
  pathname = "/",
  servedPagePath = pathname,
}: { answers?: Record<string, Answer>; pathname?: string; servedPagePath?: string } = {}) {
  const gatsby = {
    loadPage: jest.fn(async (path: string) => ({ page: { path } })),
    loadPageSync: jest.fn((path: string) => ({ page: { path } })),
    enqueue: jest.fn(),
    prefetch: jest.fn(),
    hovering: jest.fn(),
  };
  const gatsbyLoader: GatsbyLoader = { ...gatsby };
  const pageData = {
    load: jest.fn(async (path: string) => {
      const answer = answers[routeKey(path)] ?? "ok";
      if (answer instanceof PageDataError) throw answer;
      return { hash: "h1", path } as never;
    }),
    prefetch: jest.fn(),
  };
  const location: StalePageLocation & { pathname: string } = {
    pathname,
    assign: jest.fn(),
    reload: jest.fn(),
  };
  const store = new Map<string, string>();
  const report = jest.fn();
  const reloadIfStale = createStalePageReload({
    pageHash: () => "h1",
    location,
    storage: () => ({
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    }),
  });
  const { prefetchRoute } = wrapGatsbyLoader(
    gatsbyLoader,
    createRouteGuard({ pageData, openedPath: pathname, servedPagePath, reloadIfStale, report }),
  );
  return { gatsby, gatsbyLoader, pageData, location, report, prefetchRoute };
}

const error = (code: PageDataError["code"], message: string = code) =>
  new PageDataError(message, code, "/agb/");

describe("the route guard in front of Gatsby's loader", () => {
  it("lets Gatsby load a target whose data carries this page's hash, and checks it once", async () => {
    const { gatsby, gatsbyLoader, pageData } = setup();
    await expect(gatsbyLoader.loadPage("/agb/")).resolves.toEqual({ page: { path: "/agb/" } });
    await gatsbyLoader.loadPage("/agb/?utm_source=x");
    expect(pageData.load).toHaveBeenCalledTimes(1);
    expect(gatsby.loadPage).toHaveBeenCalledWith("/agb/");
    expect(gatsbyLoader.loadPageSync("/agb/")).toEqual({ page: { path: "/agb/" } });
  });

  it("trusts the page the visitor opened: no request for it", async () => {
    const { gatsbyLoader, pageData } = setup({ pathname: "/impressum/" });
    expect(gatsbyLoader.loadPageSync("/impressum/")).toEqual({ page: { path: "/impressum/" } });
    await gatsbyLoader.loadPage("/impressum/");
    expect(pageData.load).not.toHaveBeenCalled();
  });

  it("answers 'not loaded yet' for an unchecked target, so back/forward goes through loadPage", () => {
    const { gatsby, gatsbyLoader } = setup();
    expect(gatsbyLoader.loadPageSync("/agb/")).toBeUndefined();
    expect(gatsby.loadPageSync).not.toHaveBeenCalled();
  });

  it('renders the not-found page at the address on "Could not find"', async () => {
    const { gatsby, gatsbyLoader, location } = setup({
      answers: { "/agb/": error("NOT_FOUND", "Could not find /agb/") },
    });
    await expect(gatsbyLoader.loadPage("/agb/")).resolves.toEqual({ page: { path: "/404.html" } });
    expect(gatsbyLoader.loadPageSync("/agb/")).toEqual({ page: { path: "/404.html" } });
    expect(gatsby.loadPage).not.toHaveBeenCalledWith("/agb/");
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("hydrates the server's 404 page for an unknown path, without asking for the path's data", async () => {
    const { gatsbyLoader, pageData } = setup({
      pathname: "/de/gibt-es-nicht/",
      servedPagePath: "/404.html",
    });
    expect(gatsbyLoader.loadPageSync("/de/gibt-es-nicht/")).toEqual({
      page: { path: "/404.html" },
    });
    await expect(gatsbyLoader.loadPage("/de/gibt-es-nicht/")).resolves.toEqual({
      page: { path: "/404.html" },
    });
    expect(pageData.load).not.toHaveBeenCalled();
  });

  it.each([
    ["/caf%c3%a9/", "/caf%C3%A9/"],
    ["/a%2Fb/", "/a%252Fb/"],
    ["/x%0a/", "/x%0A/"],
    ["/de/%3cscript%3e/", "/de/%3Cscript%3E/"],
    ["/services/%70lomb-x/", "/services/plomb-x/"],
  ])(
    "hydrates the server's 404 page opened as %s when the router asks for it as %s",
    async (opened, spelledByRouter) => {
      const { gatsbyLoader, pageData } = setup({ pathname: opened, servedPagePath: "/404.html" });
      expect(gatsbyLoader.loadPageSync(spelledByRouter)).toEqual({ page: { path: "/404.html" } });
      await expect(gatsbyLoader.loadPage(`${opened}?q=1`)).resolves.toEqual({
        page: { path: "/404.html" },
      });
      expect(pageData.load).not.toHaveBeenCalled();
    },
  );

  it("keys a route the same way whatever the router did to its spelling, and keeps malformed escapes", () => {
    for (const raw of ["/caf%c3%a9/", "/a%2Fb/", "/x%0a/", "/services/%70lomb-x/", "/agb"])
      expect(routeKey(routeKey(raw))).toBe(routeKey(raw));
    expect(routeKey("/caf%c3%a9/")).toBe(routeKey("/café/"));
    expect(routeKey("/%e0%a4/")).toBe("/%e0%a4/");
  });

  it("loads a clicked target fully, as a new history entry, when a deploy changed the hash", async () => {
    const { gatsby, gatsbyLoader, location } = setup({
      answers: { "/agb/": error("INVALID_HASH") },
    });
    const pending = gatsbyLoader.loadPage("/agb/?x=1");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(location.assign).toHaveBeenCalledWith("/agb/?x=1");
    expect(location.reload).not.toHaveBeenCalled();
    // Gatsby gets no answer: nothing of the old build renders the new page.
    expect(gatsby.loadPage).not.toHaveBeenCalled();
    const settled = await Promise.race([
      pending.then(() => "settled"),
      new Promise((resolve) => setTimeout(() => resolve("pending"), 20)),
    ]);
    expect(settled).toBe("pending");
  });

  it("reloads the history entry in place on back/forward, which keeps its scroll position", async () => {
    const { gatsbyLoader, location } = setup({ answers: { "/agb/": error("INVALID_HASH") } });
    location.pathname = "/agb/"; // back/forward changes the address before Gatsby loads the page
    void gatsbyLoader.loadPage("/agb/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("hands a second mismatch for the same target to the router instead of reloading again", async () => {
    const { gatsbyLoader, location, report } = setup({
      answers: { "/agb/": error("INVALID_HASH") },
    });
    void gatsbyLoader.loadPage("/agb/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(gatsbyLoader.loadPage("/agb/")).resolves.toEqual({ page: { path: "/agb/" } });
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["PARSE", "Failed to parse JSON"],
    ["MISSING_HASH", "JSON data is missing a hash"],
    ["FETCH", "Failed to fetch"],
  ] as const)("reports %s and passes the navigation on to the router", async (code, message) => {
    const { gatsby, gatsbyLoader, report, location } = setup({
      answers: { "/agb/": error(code, message) },
    });
    await expect(gatsbyLoader.loadPage("/agb/")).resolves.toEqual({ page: { path: "/agb/" } });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message }));
    expect(gatsby.loadPage).toHaveBeenCalledWith("/agb/");
    expect(location.assign).not.toHaveBeenCalled();
    // Not remembered: the next navigation checks again.
    await gatsbyLoader.loadPage("/agb/");
    expect(report).toHaveBeenCalledTimes(2);
  });

  it("prefetches a route's data into the loader's cache along with Gatsby's own prefetch", () => {
    const { gatsby, gatsbyLoader, pageData, prefetchRoute } = setup();
    prefetchRoute("/agb/");
    gatsbyLoader.hovering("/impressum/");
    gatsbyLoader.prefetch("/");
    expect(pageData.prefetch.mock.calls).toEqual([["/agb/"], ["/impressum/"]]); // "/" is the open page
    expect(gatsby.enqueue).toHaveBeenCalledWith("/agb/");
    expect(gatsby.hovering).toHaveBeenCalledWith("/impressum/");
    expect(gatsby.prefetch).toHaveBeenCalledWith("/");
  });

  it("holds back the prefetch Gatsby's Link asks for at first sight, giving it something to abort", () => {
    const { gatsby, gatsbyLoader, pageData } = setup();
    const request = gatsbyLoader.enqueue("/agb/") as { abort: () => void };
    expect(() => request.abort()).not.toThrow();
    expect(gatsby.enqueue).not.toHaveBeenCalled();
    expect(pageData.prefetch).not.toHaveBeenCalled();
  });
});
