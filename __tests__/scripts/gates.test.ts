/**
 * The two gates over built artifacts, run as `npm run check:html` and `npm run check:links` run
 * them, on small artifacts made here: each must pass a clean one and fail, naming the page, on a
 * broken one.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { tempFiles } from "../temp-files";

const root = path.resolve(__dirname, "../..");

const artifact = (files: Record<string, string>) => tempFiles("debrix-gate-", files);

/** What every build writes for the Node server that check:links serves the artifact with. */
const SERVING_FILE = {
  "_serving.json": JSON.stringify({
    market: "FR",
    appOrigin: "https://app.debrix.eu",
    tagManager: false,
  }),
};

function run(script: string, ...dirs: string[]) {
  const result = spawnSync("node", [path.join(root, "scripts", script), ...dirs], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, E2E_PORT_BASE: "" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

describe("npm run check:html", () => {
  it("passes valid pages and ignores Gatsby's slice fragments", () => {
    const dir = artifact({
      "index.html": page("Accueil", '<main><h1>Accueil</h1><a href="/cgv/">CGV</a></main>'),
      "cgv/index.html": page("CGV", "<main><h1>Conditions générales</h1></main>"),
      "_gatsby/slices/_gatsby-scripts-1.html": "<script>",
    });
    const { status, output } = run("validate-html.mjs", dir);
    expect(output).toContain("2 pages valid");
    expect(status).toBe(0);
  }, 120_000);

  it("fails on an invalid page and lists its errors under its file", () => {
    const dir = artifact({
      "index.html": page("Accueil", "<main><h1>Accueil</h1></main>"),
      "services/index.html": page(
        "Services",
        '<main><output><p>Zone</p></output><img src="/a.png"></main>',
      ),
    });
    const { status, output } = run("validate-html.mjs", dir);
    expect(status).toBe(1);
    expect(output).toMatch(/services\/index\.html \(2 errors\)/);
    expect(output).toContain("Element “p” not allowed as child of element “output”");
    expect(output).toContain("2 errors on 1 of 2 pages");
  }, 120_000);

  it("checks a stylesheet the pages share once, and reports every other error under its own page and line", () => {
    const style = '<style data-identity="site">\na{colr:red}\np{color:blue}</style>';
    const withStyle = (title: string, body: string) =>
      page(title, body).replace("</title>", `</title>${style}`);
    const dir = artifact({
      "a/index.html": withStyle("A", "<main><h1>A</h1></main>"),
      "b/index.html": withStyle("B", "<main>\n<output><p>Zone</p></output></main>"),
      "c/index.html": withStyle("C", '<main>\n\n<img src="/c.png"></main>'),
    });
    const { status, output } = run("validate-html.mjs", dir);
    expect(status).toBe(1);
    // The shared CSS error once, in the first page that carries the stylesheet.
    expect(output.match(/Property “colr” doesn't exist/g)).toHaveLength(1);
    expect(output).toMatch(/a\/index\.html \(1 error\)\n {2}2:\d+ CSS: “colr”/);
    expect(output).toMatch(
      /b\/index\.html \(1 error\)\n {2}4:\d+ Element “p” not allowed as child of element “output”/,
    );
    expect(output).toMatch(
      /c\/index\.html \(1 error\)\n {2}5:\d+ An “img” element must have an “alt” attribute/,
    );
    expect(output).not.toContain("debrix-html-");
    expect(output).toContain("3 errors on 3 of 3 pages");
  }, 120_000);
});

describe("npm run check:links", () => {
  it("crawls every page, linked or not, and skips other origins", () => {
    const dir = artifact({
      "index.html": page(
        "Accueil",
        '<a href="/cgv/">CGV</a><a href="https://app.debrix.eu/register">S\'inscrire</a><a href="tel:+33100000000">Appeler</a>',
      ),
      "cgv/index.html": page(
        "CGV",
        '<a href="/">Accueil</a><img src="/cover.png" srcset="/cover.png 1x" alt="">',
      ),
      "de/cgv/index.html": page("CGV", '<a href="/cgv/">CGV</a>'),
      "cover.png": "png",
      ...SERVING_FILE,
    });
    const { status, output } = run("check-links.mjs", dir);
    expect(output).toContain("3 of 3 pages crawled");
    expect(output).toContain("0 broken");
    expect(status).toBe(0);
  }, 60_000);

  it("fails on a broken link or image of any page, naming the page that links to it", () => {
    const dir = artifact({
      "index.html": page("Accueil", '<a href="/cgv/">CGV</a>'),
      "cgv/index.html": page("CGV", "<p>CGV</p>"),
      "de/cgv/index.html": page(
        "CGV",
        '<a href="/conditions/">CGV</a><img src="/gone.png" alt="">',
      ),
      ...SERVING_FILE,
    });
    const { status, output } = run("check-links.mjs", dir);
    expect(status).toBe(1);
    expect(output).toContain("/conditions/ (404), linked from /de/cgv/");
    expect(output).toContain("/gone.png (404), linked from /de/cgv/");
  }, 60_000);
});
