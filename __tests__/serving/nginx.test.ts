import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import {
  NGINX_CONF_DIR,
  SITES_ROOT,
  pageLocation,
  rulesConf,
  siteConf,
} from "../../src/serving/nginx.mjs";
import {
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
  headersActingOn,
} from "../../src/serving/rules.mjs";
import { headersFile, redirectsFile } from "../../src/serving/static-hosts.mjs";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

/** The server blocks of a configuration, as text. */
const servers = (conf: string) =>
  conf
    .split(/^server \{$/m)
    .slice(1)
    .map((block) => block.slice(0, block.indexOf("\n}")));

describe.each(Object.keys(data.countries))("the production nginx site of market %s", (market) => {
  const { domains } = data.countries[market];
  const [primary, ...aliases] = domains;
  const conf = siteConf({ market, domains });
  const blocks = servers(conf);

  it("redirects http to https on every host of the market, to the primary host", () => {
    const http = blocks.find((block) => block.includes("listen 80;"));
    expect(http).toContain(`server_name ${domains.join(" ")};`);
    expect(http).toContain(`return 301 https://${primary}$request_uri;`);
  });

  it("redirects the bare domain to the www host over https", () => {
    expect(aliases.length).toBeGreaterThan(0);
    const bare = blocks.find((block) => block.includes(`server_name ${aliases.join(" ")};`));
    expect(bare).toContain("listen 443 ssl");
    expect(bare).toContain(`return 301 https://${primary}$request_uri;`);
  });

  it("serves the primary host from the current release with the generated rules", () => {
    const site = blocks.find((block) => block.includes(`server_name ${primary};`));
    expect(site).toContain(`root ${SITES_ROOT}/${market.toLowerCase()}/current;`);
    expect(site).toContain(`include ${NGINX_CONF_DIR}/${market.toLowerCase()}/rules.conf;`);
    expect(site).not.toContain("return 301");
  });
});

describe("the generated nginx rules", () => {
  const conf = rulesConf({
    market: "DE",
    basePolicy: "default-src 'self'",
    policies: [
      { file: "/agb/index.html", policy: "script-src 'self' 'sha256-agb='" },
      { file: "/404.html", policy: "script-src 'self' 'sha256-404='" },
    ],
  });
  /** A location of the server context (not one nested in another). */
  const location = (match: string) => {
    const start = conf.indexOf(`\nlocation ${match} {`);
    return start < 0 ? undefined : conf.slice(start, conf.indexOf("\n}", start));
  };

  it("gives each page its own policy, with every header, at the address it is asked for", () => {
    expect(pageLocation("/agb/index.html")).toBe("/agb/");
    const agb = location('= "/agb/"');
    expect(agb).toContain(
      `add_header Content-Security-Policy "script-src 'self' 'sha256-agb='" always;`,
    );
    for (const { name } of SECURITY_HEADERS) expect(agb).toContain(`add_header ${name} `);
    expect(location('= "/404.html"')).toContain("'sha256-404='");
  });

  /** The header names a location block adds, in order. */
  const added = (block: string | undefined) =>
    [...(block ?? "").matchAll(/^ {4}add_header (\S+) /gm)].map((match) => match[1]);
  const securityNames = (kind: Parameters<typeof headersActingOn>[0]) =>
    Object.keys(headersActingOn(kind));

  it("gives the 404 page and every other document every security header and a policy", () => {
    const documentHeaders = [
      ...SECURITY_HEADERS.map(({ name }) => name),
      "Cache-Control",
      "Content-Security-Policy",
    ];
    expect(added(location('= "/404.html"'))).toEqual(documentHeaders);
    expect(added(location('~ "\\.(html|svg|xml)$"'))).toEqual(documentHeaders);
    expect(location('~ "\\.(html|svg|xml)$"')).toContain(
      `add_header Cache-Control "${REVALIDATE}" always;`,
    );
    expect(location('~ "\\.(html|svg|xml)$"')).toContain(
      `add_header Content-Security-Policy "default-src 'self'" always;`,
    );
  });

  it("sends scripts, data and images without the headers that act only on documents", () => {
    expect(added(location('~ "^/[^/]*[.-][0-9a-f]{16,}\\.(js)$"'))).toEqual([
      ...securityNames("script"),
      "Cache-Control",
    ]);
    expect(added(location('~ "^/[^/]*[.-][0-9a-f]{16,}\\.(css)$"'))).toEqual([
      ...securityNames("stylesheet"),
      "Cache-Control",
    ]);
    expect(added(location("/"))).toEqual(["X-Content-Type-Options", "Cache-Control"]);
    const staticFiles = location("^~ /static/") ?? "";
    expect(added(staticFiles)).toEqual(["X-Content-Type-Options", "Cache-Control"]);
    // An SVG under /static/ opened by its address is a document, and keeps a document's headers.
    expect(staticFiles).toContain(
      '    location ~ "\\.(html|svg|xml)$" {\n        add_header Strict-Transport-Security',
    );
    expect(staticFiles.slice(staticFiles.indexOf('location ~ "\\.(html'))).toContain(
      "Content-Security-Policy",
    );
  });

  it("gives the redirects, answered before any location, the HTTPS rule and the Referrer-Policy only", () => {
    const serverHeaders = [
      ...conf.slice(0, conf.indexOf("\nlocation ")).matchAll(/^add_header (\S+) /gm),
    ].map((match) => match[1]);
    expect(serverHeaders).toEqual([...securityNames("redirect"), "Cache-Control"]);
  });

  it("serves the build-time brotli copies, compresses the rest and answers unknown paths with the 404 page", () => {
    expect(conf).toMatch(/^brotli_static on;$/m);
    expect(conf).toMatch(/^gzip on;$/m);
    expect(conf).toMatch(/^error_page 400 404 405 \/404\.html;$/m);
    expect(conf).toMatch(/^absolute_redirect off;$/m);
  });

  it("never sends X-Frame-Options: frame-ancestors says who may frame the site", () => {
    expect(conf).not.toContain("X-Frame-Options");
  });
});

describe("the static-host files", () => {
  const headers = headersFile({
    hashes: ["'sha256-b='", "'sha256-a='", "'sha256-b='"],
    appOrigin: "https://app.debrix.eu",
    tagManager: false,
    bundles: ["/app-0123456789abcdef0123.js"],
  });
  const rules = headers.split(/\n(?=\/)/).slice(1);

  it("send one policy with every page's hashes, once each, from one rule", () => {
    expect(rules[0]).toMatch(/^\/\*\n/);
    expect(rules[0]).toContain(
      "Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b=';",
    );
    expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(1);
  });

  it("set Cache-Control once per path: immutable for /static/, the search index's hashed files and the bundles", () => {
    expect(rules.slice(1)).toEqual([
      `/static/*\n  Cache-Control: ${IMMUTABLE}`,
      ...["fragment", "index", "filter"].map(
        (folder) => `/pagefind/${folder}/*\n  Cache-Control: ${IMMUTABLE}`,
      ),
      `/app-0123456789abcdef0123.js\n  Cache-Control: ${IMMUTABLE}\n`,
    ]);
    expect(rules[0]).not.toContain("Cache-Control");
  });

  it("answer build internals with the 404 page", () => {
    expect(redirectsFile()).toContain("/webpack.stats.json  /404.html  404!");
  });
});
