/**
 * The serving rules (src/serving/rules.mjs) as both servers apply them to the DE artifact: the
 * Node server (scripts/server.mjs) and real nginx with the configuration the build generated
 * (npm run serve:nginx). The same expectations run against both, so the two cannot drift.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type APIResponse } from "@playwright/test";
import { ARTIFACTS, STAGING_FR, baseUrl, nginxUrl, served } from "./artifacts";
import { catalog, data, otherMarketsPaths } from "./site";

const ROOT = path.resolve(__dirname, "../..");
const MARKET = "DE" as const;
const DIR = path.join(ROOT, "dist/de");
const notFoundHeading = catalog(MARKET)("pages.NOT_FOUND.heading");
const appOrigin = new URL(data.countries[MARKET].appUrl).origin;
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

// Read when this run serves the DE artifact: a run of other artifacts only (E2E_ARTIFACTS, the
// pipeline's content lane) loads this file without it, and runs none of its tests.
const files = served(DIR) ? fs.readdirSync(DIR) : [];
const bundle = files.find((name) => /^app-[0-9a-f]{16,}\.js$/.test(name));
const stylesheet = files.find((name) => /^styles\.[0-9a-f]{16,}\.css$/.test(name));
const staticFile = (
  served(DIR) ? fs.readdirSync(path.join(DIR, "static"), { recursive: true, encoding: "utf8" }) : []
).find((name) => /\.(png|jpg|webp|avif)$/.test(name));

const SERVERS = [
  { name: "Node", url: baseUrl(MARKET) },
  { name: "nginx", url: nginxUrl("dist/de") },
];

/** A raw request line sent as it is (no client normalises it); the answer's status, headers and body. */
function rawRequest(
  url: string,
  requestLine: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: Buffer.from(rest.join("\r\n\r\n"), "latin1").toString("utf8"),
      });
    });
    socket.write(
      Buffer.from(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, "latin1"),
    );
  });
}

/** Request lines a new visitor or a scanner may send; none may crash a server, get a 5xx or leave the host. */
const HOSTILE = [
  "GET // HTTP/1.1",
  "GET //x:99999/ HTTP/1.1",
  "GET //evil.example/%2e%2e HTTP/1.1",
  "GET /.//evil.example/index.html HTTP/1.1",
  "GET /%2e//evil.example/index.html HTTP/1.1",
  "GET /x/..//evil.example/index.html HTTP/1.1",
  "GET /%5Cevil.example/index.html HTTP/1.1",
  "GET /%5C%5Cevil.example HTTP/1.1",
  "GET /\\evil.example HTTP/1.1",
  "GET /caf%c3%a9/ HTTP/1.1",
  "GET /a%2Fb/ HTTP/1.1",
  "GET /x%0a/ HTTP/1.1",
  "GET /x%0d%0aSet-Cookie:%20a=b HTTP/1.1",
  "GET /de/%3cscript%3e/ HTTP/1.1",
  "GET /services/%70lomb-x/ HTTP/1.1",
  "GET /%00/ HTTP/1.1",
  "GET /%zz/ HTTP/1.1",
  `GET /${"a".repeat(254)}/ HTTP/1.1`,
  `GET /${"a".repeat(300)}.html HTTP/1.1`,
  "GET /../../etc/passwd HTTP/1.1",
  "GET /services?x=%0d%0aSet-Cookie:a HTTP/1.1",
  "GET http://evil.example/agb/ HTTP/1.1",
  "GET /webpack.stats.json HTTP/1.1",
  "GET /chunk-map.json HTTP/1.1",
  "GET /_serving.json HTTP/1.1",
  `GET /${bundle}.map HTTP/1.1`,
  "POST /agb/ HTTP/1.1",
  "GARBAGE",
];

for (const server of SERVERS) {
  test.describe(`${server.name} serving the DE artifact`, () => {
    const { url } = server;

    const SECURITY = {
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "cross-origin-opener-policy": "same-origin",
    };
    /** The security headers a browser acts on, per kind of answer (docs/decisions.md#d54-security-headers-only-where-they-act). */
    const SECURITY_BY_KIND = {
      document: Object.keys(SECURITY),
      stylesheet: ["x-content-type-options", "referrer-policy"],
      script: ["x-content-type-options"],
      other: ["x-content-type-options"],
      redirect: ["strict-transport-security", "referrer-policy"],
    };

    const expectSecurityHeaders = (
      response: APIResponse,
      kind: keyof typeof SECURITY_BY_KIND,
      what: string,
    ) => {
      const headers = response.headers();
      for (const [name, value] of Object.entries(SECURITY)) {
        if (SECURITY_BY_KIND[kind].includes(name))
          expect(headers[name], `${name} on ${what}`).toBe(value);
        else expect(headers[name], `${name} on ${what}`).toBeUndefined();
      }
      expect(headers["x-frame-options"], what).toBeUndefined();
      if (kind !== "document")
        expect(headers["content-security-policy"], `the policy on ${what}`).toBeUndefined();
    };

    const expectSiteHeaders = (response: APIResponse, what: string) => {
      expectSecurityHeaders(response, "document", what);
      const policy = response.headers()["content-security-policy"] ?? "";
      const scriptSrc =
        policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
      expect(scriptSrc, what).toMatch(/^script-src 'self'/);
      expect(scriptSrc, what).not.toMatch(/unsafe|googletagmanager/);
      expect(policy, what).toContain(`frame-ancestors 'self' ${appOrigin}`);
      expect(policy, what).toContain("object-src 'none'");
      expect(policy, what).toContain("base-uri 'self'");
      return policy;
    };

    test("documents, the 404 page included, carry every security header and the policy", async ({
      request,
    }) => {
      const answers: Array<[string, number]> = [
        ["/", 200],
        ["/agb/", 200],
        ["/no-such-page-7f3a/", 404],
        ["/no-such-file-7f3a.js", 404],
        ["/favicon.svg", 200],
        ["/sitemap-index.xml", 200],
      ];
      for (const [pagePath, status] of answers) {
        const response = await request.get(`${url}${pagePath}`, { maxRedirects: 0 });
        expect(response.status(), pagePath).toBe(status);
        expectSiteHeaders(response, pagePath);
      }
      const methodNotAllowed = await request.post(`${url}/agb/`, { maxRedirects: 0 });
      expect(methodNotAllowed.status()).toBe(405);
      expectSiteHeaders(methodNotAllowed, "POST /agb/");
    });

    test("scripts, stylesheets, data, images and redirects carry only the security headers that act on them", async ({
      request,
    }) => {
      const answers: Array<[string, number, keyof typeof SECURITY_BY_KIND]> = [
        [`/${bundle}`, 200, "script"],
        [`/${stylesheet}`, 200, "stylesheet"],
        ["/assets/data/agb/index.json", 200, "other"],
        ["/page-data/app-data.json", 200, "other"],
        ["/robots.txt", 200, "other"],
        [`/static/${staticFile}`, 200, "other"],
        ["/services", 301, "redirect"],
        ["/services/index.html", 301, "redirect"],
      ];
      for (const [pagePath, status, kind] of answers) {
        const response = await request.get(`${url}${pagePath}`, { maxRedirects: 0 });
        expect(response.status(), pagePath).toBe(status);
        expectSecurityHeaders(response, kind, pagePath);
      }
    });

    test("a page's policy allows exactly its inline scripts, the same in both servers", async ({
      request,
    }) => {
      for (const pagePath of ["/agb/", "/no-such-page-7f3a/"]) {
        const [node, nginx] = await Promise.all(
          SERVERS.map((each) => request.get(`${each.url}${pagePath}`)),
        );
        const policy = node.headers()["content-security-policy"];
        expect(nginx.headers()["content-security-policy"], pagePath).toBe(policy);
        const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
        const inline = [
          ...(await node.text()).matchAll(
            /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g,
          ),
        ];
        expect(hashes.length, pagePath).toBeGreaterThan(0);
        expect(hashes.length, pagePath).toBe(inline.length);
      }
    });

    test("/x/index.html and /x redirect to /x/ on this host, with the query", async ({
      request,
    }) => {
      const index = await request.get(`${url}/services/index.html?x=1`, { maxRedirects: 0 });
      expect(index.status()).toBe(301);
      expect(index.headers()["location"]).toBe("/services/?x=1");
      const bare = await request.get(`${url}/services`, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers()["location"]).toBe("/services/");
    });

    test("unknown paths and other markets' pages answer 404 with the not-found page", async ({
      request,
    }) => {
      for (const pagePath of [
        "/no-such-page-7f3a/",
        "/de/no-such-page-7f3a/",
        ...otherMarketsPaths(MARKET).slice(0, 3),
      ]) {
        const response = await request.get(`${url}${pagePath}`);
        expect(response.status(), pagePath).toBe(404);
        expect(await response.text(), pagePath).toContain(notFoundHeading);
        expect(response.headers()["cache-control"], pagePath).toBe(REVALIDATE);
      }
    });

    test("pages and data revalidate; bundles and /static/ are immutable", async ({ request }) => {
      for (const pagePath of [
        "/",
        "/agb/",
        "/assets/data/index.json",
        "/assets/data/agb/index.json",
        "/page-data/app-data.json",
      ]) {
        expect((await request.get(`${url}${pagePath}`)).headers()["cache-control"], pagePath).toBe(
          REVALIDATE,
        );
      }
      for (const pagePath of [`/${bundle}`, `/static/${staticFile}`]) {
        expect((await request.get(`${url}${pagePath}`)).headers()["cache-control"], pagePath).toBe(
          IMMUTABLE,
        );
      }
    });

    test("bundles come as their build-time brotli copy, pages gzipped, and plain on request", async ({
      request,
    }) => {
      const br = await request.get(`${url}/${bundle}`, { headers: { "accept-encoding": "br" } });
      expect(br.headers()["content-encoding"]).toBe("br");
      expect(br.headers()["vary"]).toBe("Accept-Encoding");
      const brCopy = fs.readFileSync(path.join(DIR, `${bundle}.br`));
      const raw = await rawRequest(url, `GET /${bundle} HTTP/1.1\r\nAccept-Encoding: br`);
      expect(raw.headers["content-length"]).toBe(String(brCopy.length));
      const gzip = await request.get(`${url}/agb/`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const plain = await request.get(`${url}/${bundle}`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      expect((await plain.body()).equals(zlib.brotliDecompressSync(brCopy))).toBe(true);
    });

    test("build internals are neither in the artifact nor served", async ({ request }) => {
      const files = fs.readdirSync(DIR, { recursive: true, encoding: "utf8" });
      expect(
        files.filter((name) => /\.map$|^webpack\.stats\.json$|^chunk-map\.json$/.test(name)),
      ).toEqual([]);
      for (const pagePath of [
        "/webpack.stats.json",
        "/chunk-map.json",
        `/${bundle}.map`,
        "/_serving.json",
        "/_headers",
        "/_redirects",
      ]) {
        const response = await request.get(`${url}${pagePath}`);
        expect(response.status(), pagePath).toBe(404);
        expect(await response.text(), pagePath).toContain(notFoundHeading);
      }
    });

    test("hostile request lines get the site's answer: no crash, no 5xx, no other host", async ({
      request,
    }) => {
      for (const line of HOSTILE) {
        const answer = await rawRequest(url, line);
        expect(answer.status, line).toBeGreaterThanOrEqual(200);
        expect(answer.status, line).toBeLessThan(500);
        const location = answer.headers["location"];
        // On this host: a single "/" then neither "/" nor "\" (which browsers read as "//").
        if (location !== undefined) expect(location, line).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        if (answer.status >= 400) {
          expect([400, 404, 405], line).toContain(answer.status);
          expect(answer.body, line).toContain(notFoundHeading);
        }
      }
      const after = await request.get(`${url}/agb/`);
      expect(after.status()).toBe(200);
    });

    test("the 404 page hydrates into the full not-found page whatever the encoding of its path", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const pagePath of [
        "/caf%c3%a9/",
        "/a%2Fb/",
        "/x%0a/",
        "/de/%3cscript%3e/",
        "/services/%70lomb-x/",
      ]) {
        const response = await page.goto(`${url}${pagePath}`);
        expect([400, 404], pagePath).toContain(response?.status());
        await expect(page.locator("html"), pagePath).toHaveAttribute("data-hydrated", "true");
        await page.waitForTimeout(300);
        await expect(page.locator("h1"), pagePath).toHaveText(notFoundHeading);
        await expect(page.locator("header"), pagePath).toBeVisible();
        await expect(page.locator("footer"), pagePath).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  });
}

/** Cloudflare Pages' documented limits for `_headers` (Netlify's are looser). */
const STATIC_HOST_LIMITS = { rules: 100, lineCharacters: 2000 };

for (const { dir } of [...ARTIFACTS, STAGING_FR]) {
  test(`${dir}/_headers fits a static host's limits, and its one policy allows every page's inline scripts`, async () => {
    // Imported here, not at the top: a static import of an .mjs file from a test file makes Playwright
    // compile it as CommonJS, and the servers that import it later (scripts/server.mjs) find no named
    // exports. The pages are the ones the HTML gate validates (Gatsby's slice fragments left out);
    // they come from a module that imports nothing of the project's, as the gate's script does.
    const { inlineScriptHashes } = await import("../../src/serving/rules.mjs");
    const { htmlPages } = await import("../../src/serving/pages.mjs");
    const file = fs.readFileSync(path.join(ROOT, dir, "_headers"), "utf8");
    const lines = file.split("\n");
    expect(lines.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(
      STATIC_HOST_LIMITS.rules,
    );
    expect(
      lines
        .filter((line) => line.length > STATIC_HOST_LIMITS.lineCharacters)
        .map((line) => `${line.slice(0, 60)}… (${line.length} characters)`),
    ).toEqual([]);
    const policies = lines.filter((line) =>
      line.trimStart().startsWith("Content-Security-Policy:"),
    );
    expect(policies).toHaveLength(1);
    const allowed = new Set(policies[0].match(/'sha256-[^']+'/g));
    const pages = htmlPages(path.join(ROOT, dir));
    // Every artifact has a few dozen pages at least (Belgium's, the smallest, has 29).
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const hashes = inlineScriptHashes(fs.readFileSync(page, "utf8"));
      expect(hashes.length, page).toBeGreaterThan(0);
      expect(
        hashes.filter((hash) => !allowed.has(hash)),
        page,
      ).toEqual([]);
    }
  });
}
