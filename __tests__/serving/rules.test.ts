import crypto from "node:crypto";
import {
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
  cacheControlFor,
  carriesPolicy,
  contentSecurityPolicy,
  fileTypeOf,
  inlineScriptHashes,
  isBuildInternal,
  isPublished,
  normalizeTarget,
  redirectFor,
  headersActingOn,
  pageScriptSources,
  SEARCH_MARKER,
} from "../../src/serving/rules.mjs";
import { SEARCH_MARKER_ATTRIBUTE } from "../../src/shared/site-search";

const sha = (body: string) =>
  `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`;

describe("the request target the servers look up", () => {
  it.each([
    ["/agb/", "/agb/"],
    ["//", "/"],
    ["//x:99999/", "/x:99999/"],
    ["/.//evil.example/index.html", "/evil.example/index.html"],
    ["/%2e//evil.example/index.html", "/evil.example/index.html"],
    ["/x/..//evil.example/index.html", "/evil.example/index.html"],
    ["/a%2Fb/", "/a/b/"],
    ["/caf%c3%a9/", "/café/"],
    ["/x/.", "/x/"],
    ["http://evil.example/agb/", "/agb/"],
    ["http://evil.example", "/"],
  ])("reads %s as %s, as nginx does", (target, pathname) => {
    expect(normalizeTarget(target)?.pathname).toBe(pathname);
  });

  it.each(["/%00/", "/x%0a/", "/%zz/", "/%e0%a4/", "/../etc/passwd", "*", ""])(
    "refuses %s: no file can answer it (400)",
    (target) => {
      expect(normalizeTarget(target)).toBeNull();
    },
  );

  it("keeps the query apart from the path", () => {
    expect(normalizeTarget("/services/index.html?x=1&y=%2F")).toEqual({
      pathname: "/services/index.html",
      search: "?x=1&y=%2F",
    });
  });
});

describe("the redirects", () => {
  it("sends /x/index.html to /x/ and /x to /x/, with the query", () => {
    expect(redirectFor("/services/index.html", "?x=1")).toBe("/services/?x=1");
    expect(redirectFor("/services")).toBe("/services/");
    expect(redirectFor("/index.html")).toBe("/");
  });

  it("leaves files and slashed paths alone", () => {
    expect(redirectFor("/services/")).toBeNull();
    expect(redirectFor("/app-0123456789abcdef.js")).toBeNull();
  });

  it("never points at another host, whatever the path holds", () => {
    for (const target of [
      "/.//evil.example/index.html",
      "/%2e//evil.example/index.html",
      "/x/..//evil.example/index.html",
      "/%5Cevil.example/index.html",
      "/%5C%5Cevil.example",
      "/x?%0d%0aSet-Cookie:%20a=b",
    ]) {
      const normalized = normalizeTarget(target);
      if (!normalized) continue;
      const location = redirectFor(normalized.pathname, normalized.search) ?? "/";
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toMatch(/[\s\\]/);
    }
  });
});

describe("the cache classes and what is published", () => {
  it("revalidates pages and data, and keeps bundles and /static/ for a year", () => {
    for (const pathname of [
      "/",
      "/agb/index.html",
      "/page-data/app-data.json",
      "/assets/data/agb/index.json",
      "/404.html",
    ])
      expect(cacheControlFor(pathname)).toBe(REVALIDATE);
    for (const pathname of [
      "/static/logo-1a2b.svg",
      "/app-0123456789abcdef0123.js",
      "/styles.0123456789abcdef0123.css",
    ])
      expect(cacheControlFor(pathname)).toBe(IMMUTABLE);
    expect(cacheControlFor("/assets/app-0123456789abcdef0123.js")).toBe(REVALIDATE);
  });

  it("does not publish source maps, webpack's stats, the chunk map or the servers' files", () => {
    for (const pathname of [
      "/app-0123456789abcdef0123.js.map",
      "/webpack.stats.json",
      "/chunk-map.json",
      "/_serving.json",
      "/_headers",
      "/_redirects",
    ])
      expect(isPublished(pathname)).toBe(false);
    for (const pathname of [
      "/",
      "/app-0123456789abcdef0123.js",
      "/page-data/app-data.json",
      "/sitemap.xml",
    ])
      expect(isPublished(pathname)).toBe(true);
    expect(isBuildInternal("/webpack.stats.json")).toBe(true);
    expect(isBuildInternal("/_serving.json")).toBe(false);
  });
});

describe("the blog search under the policy and the caches", () => {
  it("allows WebAssembly (never eval) on the pages that offer the search, and only there", () => {
    expect(SEARCH_MARKER).toBe(SEARCH_MARKER_ATTRIBUTE);
    const inline = "<script>one()</script>";
    expect(
      pageScriptSources(
        `<html><body><button ${SEARCH_MARKER}>Search</button>${inline}</body></html>`,
      ),
    ).toEqual([sha("one()"), "'wasm-unsafe-eval'"]);
    expect(pageScriptSources(`<html><body>${inline}</body></html>`)).toEqual([sha("one()")]);
    const policy = contentSecurityPolicy({
      scriptHashes: pageScriptSources(`<a ${SEARCH_MARKER}></a>`),
      appOrigin: "https://app.debrix.eu",
    });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("keeps the index's hashed files for a year; its entry, script and WebAssembly revalidate", () => {
    for (const pathname of [
      "/pagefind/fragment/fr_b077cbb.pf_fragment",
      "/pagefind/index/fr_1a2b3c4.pf_index",
      "/pagefind/filter/fr_9f8e7d6.pf_filter",
    ])
      expect(cacheControlFor(pathname)).toBe(IMMUTABLE);
    for (const pathname of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.fr.pagefind",
      "/pagefind/pagefind-worker.js",
    ])
      expect(cacheControlFor(pathname)).toBe(REVALIDATE);
  });
});

describe("the Content-Security-Policy", () => {
  const directive = (policy: string, name: string) =>
    policy.split("; ").find((part) => part.startsWith(`${name} `));

  it("allows inline scripts by hash only, and nothing third-party without a tag manager", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      appOrigin: "https://app.debrix.eu",
    });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval|https:\/\/\*?\.?google/);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data:");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-ancestors")).toBe(
      "frame-ancestors 'self' https://app.debrix.eu",
    );
  });

  it("allows the tag manager's and its analytics' hosts when the market has a container", () => {
    const policy = contentSecurityPolicy({ appOrigin: "https://app.debrix.eu", tagManager: true });
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "script-src")).not.toContain("unsafe");
  });

  it("hashes every inline script that runs, and skips data blocks and external scripts", () => {
    const html = [
      `<script>var a=1;</script>`,
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/agb/";/*]]>*/</script>`,
      `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
      `<script src="/app-0123456789abcdef.js" async></script>`,
      `<script type="module">import "/x.js";</script>`,
      `<script>var a=1;</script>`,
      `<script></script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("var a=1;"),
      sha(`/*<![CDATA[*/window.pagePath="/agb/";/*]]>*/`),
      sha(`import "/x.js";`),
      sha(""),
    ]);
  });
});

describe("the security headers of each kind of answer", () => {
  const names = (kind: Parameters<typeof headersActingOn>[0]) =>
    Object.keys(headersActingOn(kind)).sort();
  const every = SECURITY_HEADERS.map(({ name }) => name).sort();

  it("gives a document every security header and the policy", () => {
    expect(names("document")).toEqual(every);
    expect(every).toEqual([
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
    ]);
    expect(carriesPolicy("document")).toBe(true);
  });

  it("gives a script, data and images only nosniff, and no policy", () => {
    for (const kind of ["script", "other"] as const) {
      expect(names(kind)).toEqual(["X-Content-Type-Options"]);
      expect(carriesPolicy(kind)).toBe(false);
    }
  });

  it("gives a stylesheet nosniff and the Referrer-Policy its own requests follow", () => {
    expect(headersActingOn("stylesheet")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(carriesPolicy("stylesheet")).toBe(false);
  });

  it("gives a redirect the HTTPS rule and the referrer of its next hop", () => {
    expect(names("redirect")).toEqual(["Referrer-Policy", "Strict-Transport-Security"]);
    expect(carriesPolicy("redirect")).toBe(false);
  });

  it("refuses a kind it does not know, naming the allowed ones", () => {
    expect(() => headersActingOn("image" as never)).toThrow(
      'Unknown kind of answer "image"; allowed: document, stylesheet, script, other, redirect',
    );
  });

  it("reads the kind from the file's extension: pages, the 404 page, SVG and XML are documents", () => {
    for (const pathname of [
      "/",
      "/agb/",
      "/404.html",
      "/favicon.svg",
      "/static/1a2b/logo.svg",
      "/sitemap-index.xml",
      "/blog/rss.xml",
    ])
      expect(fileTypeOf(pathname).kind).toBe("document");
    expect(fileTypeOf("/app-0123456789abcdef0123.js")).toEqual({
      type: "application/javascript; charset=utf-8",
      kind: "script",
    });
    expect(fileTypeOf("/styles.0123456789abcdef0123.css").kind).toBe("stylesheet");
    for (const pathname of [
      "/page-data/app-data.json",
      "/static/1a2b/hero.avif",
      "/robots.txt",
      "/LICENSE",
      "/x.unknown",
    ])
      expect(fileTypeOf(pathname).kind).toBe("other");
    expect(fileTypeOf("/x.unknown").type).toBe("application/octet-stream");
    expect(fileTypeOf("/FAVICON.SVG").type).toBe("image/svg+xml");
  });
});
