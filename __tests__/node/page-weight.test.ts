import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import {
  bundleLoader,
  deferBundles,
  deferBundlesInDir,
  SAFETY_MS,
} from "../../src/node/deferred-bundles";
import { precompressBundles } from "../../src/node/precompress";

const GATSBY_TAIL =
  `<script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/webpack-runtime-2b7407fcf53bfffbbd5c.js" async></script><script src="/framework-121f4664696e61734409.js" async></script>` +
  `<script src="/app-d75df25f2456649d4879.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

/**
 * Runs the loader against a stand-in browser; returns the script sources it appended, its timers
 * and the paint observer's callback (call it with entry names to report paints).
 */
function runLoader(html: string, { hidden = false, paintTiming = true } = {}) {
  const appended: string[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let reportPaints: (names: string[]) => void = () => undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "longtask"] : ["longtask"];
    constructor(
      callback: (
        list: { getEntries: () => Array<{ name: string }> },
        observer: { disconnect: () => void },
      ) => void,
    ) {
      reportPaints = (names) =>
        callback(
          { getEntries: () => names.map((name) => ({ name })) },
          { disconnect: () => (reportPaints = () => undefined) },
        );
    }
    observe() {}
  }
  const context = {
    window: { PerformanceObserver },
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}),
      body: { appendChild: (script: { src: string }) => appended.push(script.src) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  const script = /<script>(\(function\(\)\{var done.*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error("no loader in the page");
  vm.runInNewContext(script, context);
  const runTimers = (ms: number) =>
    timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.run());
  return { appended, runTimers, timers, reportPaints: (names: string[]) => reportPaints(names) };
}

const BUNDLES = [
  "/webpack-runtime-2b7407fcf53bfffbbd5c.js",
  "/framework-121f4664696e61734409.js",
  "/app-d75df25f2456649d4879.js",
];

describe("bundles load after the first paint", () => {
  it("replaces Gatsby's bundle tags with one inline loader and keeps everything else", () => {
    const html = deferBundles(`<body><main>Text</main>${GATSBY_TAIL}`);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`<main>Text</main>`);
    expect(html).toContain(`window.___webpackCompilationHash="abc"`);
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/);
  });

  it("adds the same bundles, in order, once the first contentful paint is reported, and only once", () => {
    const loader = runLoader(deferBundles(GATSBY_TAIL));
    loader.reportPaints(["first-paint"]);
    loader.runTimers(0);
    expect(loader.appended).toEqual([]);
    loader.reportPaints(["first-contentful-paint"]);
    loader.runTimers(0);
    expect(loader.appended).toEqual(BUNDLES);
    loader.runTimers(SAFETY_MS);
    expect(loader.appended).toEqual(BUNDLES);
  });

  it("does not wait forever for a paint: the safety delay loads them", () => {
    const loader = runLoader(deferBundles(GATSBY_TAIL));
    loader.runTimers(SAFETY_MS);
    expect(loader.appended).toEqual(BUNDLES);
  });

  it("loads them at once in a background tab or a browser without paint timing", () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const loader = runLoader(deferBundles(GATSBY_TAIL), options);
      expect(loader.timers.map((timer) => timer.ms)).toEqual([0]);
      loader.runTimers(0);
      expect(loader.appended).toEqual(BUNDLES);
    }
  });

  it("leaves a page without bundle tags (or already deferred) as it is", () => {
    const once = deferBundles(GATSBY_TAIL);
    expect(deferBundles(once)).toBe(once);
    expect(deferBundles("<html><body>no scripts</body></html>")).toBe(
      "<html><body>no scripts</body></html>",
    );
  });

  it("cannot be broken out of by a source holding </script>", () => {
    expect(bundleLoader(["/a</script><script>alert(1)//.js"])).not.toContain(
      "</script><script>alert",
    );
  });

  it("rewrites every HTML file of a build, including nested pages and 404.html", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-defer-"));
    try {
      fs.mkdirSync(path.join(dir, "agb"));
      fs.mkdirSync(path.join(dir, "odd.html"));
      fs.writeFileSync(path.join(dir, "agb", "index.html"), GATSBY_TAIL);
      fs.writeFileSync(path.join(dir, "404.html"), GATSBY_TAIL);
      fs.writeFileSync(path.join(dir, "page-data.json"), GATSBY_TAIL);
      expect(deferBundlesInDir(dir)).toBe(2);
      expect(fs.readFileSync(path.join(dir, "agb", "index.html"), "utf8")).not.toContain(
        "<script src=",
      );
      expect(fs.readFileSync(path.join(dir, "page-data.json"), "utf8")).toBe(GATSBY_TAIL);
      expect(deferBundlesInDir(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("brotli copies of the hashed bundles", () => {
  it("are written beside each hashed JS and CSS bundle only, and decode to the same bytes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-br-"));
    try {
      const js = "function hello(){return 'bonjour'}\n".repeat(200);
      fs.writeFileSync(path.join(dir, "app-d75df25f2456649d4879.js"), js);
      fs.writeFileSync(path.join(dir, "styles.9c1e2a3b4c5d6e7f8a9b.css"), "body{margin:0}");
      fs.writeFileSync(path.join(dir, "sw.js"), "unhashed");
      fs.writeFileSync(path.join(dir, "index.html"), "<html></html>");
      expect(precompressBundles(dir)).toBe(2);
      const copy = fs.readFileSync(path.join(dir, "app-d75df25f2456649d4879.js.br"));
      expect(zlib.brotliDecompressSync(copy).toString()).toBe(js);
      expect(copy.length).toBeLessThan(zlib.gzipSync(js).length);
      expect(fs.existsSync(path.join(dir, "sw.js.br"))).toBe(false);
      expect(precompressBundles(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
