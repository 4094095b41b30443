/**
 * scripts/compare-builds.mjs, run as the README says, on small dist/ folders made here: what a
 * rebuild changes by itself is set aside; every other difference is named.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { tempFiles } from "../temp-files";

const root = path.resolve(__dirname, "../..");

function compare(before: string, after: string, ...flags: string[]) {
  const result = spawnSync(
    "node",
    [path.join(root, "scripts/compare-builds.mjs"), before, after, ...flags],
    { cwd: root, encoding: "utf8" },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One artifact as a build writes it, with the hashes a rebuild changes and the texts a visitor reads. */
function artifact({
  hash,
  bundle,
  query,
  title = "Accueil",
  robots = "User-agent: *\nAllow: /\n",
}: {
  hash: string;
  bundle: string;
  query: string;
  title?: string;
  robots?: string;
}) {
  return {
    "fr/index.html": `<html><head><meta name="debrix:hash" content="${hash}"><title>${title}</title><script src="/app-${bundle}.js"></script></head></html>`,
    "fr/page-data/app-data.json": `{"webpackCompilationHash":"c0ffee${hash}"}`,
    "fr/page-data/index/page-data.json": `{"componentChunkName":"component---home","staticQueryHashes":["${query}"],"path":"/"}`,
    [`fr/page-data/sq/d/${query}.json`]: `{"data":{"region":{"key":"FR_IDF"}}}`,
    "fr/assets/data/index.json": `{"hash":"${hash}","title":"${title}"}`,
    "fr/robots.txt": robots,
    "fr/sitemap-0.xml": "<urlset><url><loc>https://www.debrix.fr/</loc></url></urlset>",
    // Inline scripts carry the build's hashes, so the policy's script hashes change with them.
    "fr/_headers": `/*\n  Content-Security-Policy: script-src 'self' 'sha256-${bundle.repeat(3).slice(0, 43)}='\n`,
    [`fr/app-${bundle}.js.LICENSE.txt`]: "/*! react */\n",
    "fr.deploy/nginx/site.conf": "server_name www.debrix.fr;\n",
  };
}

describe("comparing two builds", () => {
  it("finds them the same when only the build hash, bundle hashes, script hashes and static query ids changed", () => {
    const before = tempFiles(
      "debrix-before-",
      artifact({ hash: "aaaa1111", bundle: "0123456789abcdef0123", query: "1234567" }),
    );
    const after = tempFiles(
      "debrix-after-",
      artifact({ hash: "bbbb2222", bundle: "fedcba9876543210fedc", query: "7654321" }),
    );
    expect(compare(before, after)).toEqual({
      status: 0,
      output: "== fr: 10 files the same, 0 differ, 0 only before, 0 only after\n",
    });
  });

  it("names each page, text file and deploy file that differs, with the changed text, and the files only one build has", () => {
    const before = tempFiles("debrix-before-", {
      ...artifact({ hash: "aaaa1111", bundle: "0123456789abcdef0123", query: "1234567" }),
      "fr/old/index.html": "<p>old</p>",
    });
    const after = tempFiles("debrix-after-", {
      ...artifact({
        hash: "bbbb2222",
        bundle: "fedcba9876543210fedc",
        query: "7654321",
        title: "Bienvenue",
        robots: "User-agent: *\nDisallow: /\n",
      }),
      "fr.deploy/nginx/site.conf": "server_name debrix.fr;\n",
      "fr/new/index.html": "<p>new</p>",
    });
    const { status, output } = compare(before, after);
    expect(status).toBe(1);
    expect(output).toContain("== fr: 6 files the same, 4 differ, 1 only before, 1 only after");
    expect(output).toContain("only before: old/index.html");
    expect(output).toContain("only after:  new/index.html");
    for (const file of [
      "<deploy>/nginx/site.conf",
      "assets/data/index.json",
      "index.html",
      "robots.txt",
    ])
      expect(output).toContain(`differs: ${file}\n`);
    expect(output).toContain("<title>Accueil</title>");
    expect(output).toContain("<title>Bienvenue</title>");
  });

  it("with --without-styles, sets aside the inlined stylesheet and class attributes, and names any other change of the markup", () => {
    const page = (style: string, classes: string, attribute = "") => ({
      ...artifact({ hash: "aaaa1111", bundle: "0123456789abcdef0123", query: "1234567" }),
      "fr/services/index.html": `<html><head><style data-identity="gatsby-global-css">${style}</style></head><body><ul class="${classes}"><li${attribute}>Bennes</li></ul></body></html>`,
    });
    const before = tempFiles(
      "debrix-before-",
      page(".service-cards{display:grid}", "service-cards"),
    );
    const restyled = tempFiles(
      "debrix-after-",
      page("@layer blocks{.service-cards{--grid-min:18rem}}", "grid service-cards"),
    );
    expect(compare(before, restyled)).toEqual({
      status: 1,
      output: expect.stringContaining("differs: services/index.html"),
    });
    expect(compare(before, restyled, "--without-styles")).toEqual({
      status: 0,
      output: "== fr: 11 files the same, 0 differ, 0 only before, 0 only after\n",
    });
    const marked = tempFiles(
      "debrix-after-",
      page("", "grid service-cards", ' data-available="true"'),
    );
    expect(compare(before, marked, "--without-styles")).toEqual({
      status: 1,
      output: expect.stringContaining('<li data-available="true">Bennes'),
    });
  });

  it("reports an artifact that only one build has", () => {
    const before = tempFiles(
      "debrix-before-",
      artifact({ hash: "aaaa1111", bundle: "0123456789abcdef0123", query: "1234567" }),
    );
    const after = tempFiles("debrix-after-", {
      ...artifact({ hash: "bbbb2222", bundle: "fedcba9876543210fedc", query: "7654321" }),
      "de/index.html": "<p>de</p>",
    });
    expect(compare(before, after)).toEqual({
      status: 1,
      output: expect.stringContaining(`== de: only in ${after}`),
    });
  });
});
