/**
 * What src/node/gatsby-internals.ts relies on in the installed gatsby, read from its sources. A
 * failure here after an upgrade names what moved: the build must follow it before the site can ship.
 */
import fs from "node:fs";
import path from "node:path";
import React from "react";
import {
  PAGE_PATH_SCRIPT,
  PAGE_PATH_SCRIPT_ID,
  SCRIPTS_SLICE_END,
  gatsbyPageDataFile,
  isGatsbyGeneratorTag,
  isGatsbyPagePathScript,
  pagePathScript,
  replaceBundleTags,
} from "../../src/node/gatsby-internals";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const gatsbyVersion = (
  JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as { version: string }
).version;

function source(file: string): string {
  const full = path.join(gatsbyDir, file);
  if (!fs.existsSync(full)) throw new Error(`gatsby ${gatsbyVersion}: ${full} is gone`);
  return fs.readFileSync(full, "utf8");
}

/** Fails with a sentence naming the file and what it no longer does. */
function mustHold(condition: boolean, file: string, what: string): void {
  if (!condition)
    throw new Error(
      `gatsby ${gatsbyVersion}: ${file} no longer ${what}; src/node/gatsby-internals.ts relies on it`,
    );
}

describe("Gatsby's page data on disk", () => {
  it("is where the build reads it: the same file Gatsby's own writer names for each page", async () => {
    // Gatsby names the file with gatsby-core-utils' generatePageDataPath, as resolved from gatsby itself.
    const { generatePageDataPath } = (await import(
      require.resolve("gatsby-core-utils", { paths: [gatsbyDir] })
    )) as { generatePageDataPath?: (publicDir: string, pagePath: string) => string };
    mustHold(
      typeof generatePageDataPath === "function",
      "gatsby-core-utils",
      "exports generatePageDataPath(publicDir, pagePath)",
    );
    for (const pagePath of ["/", "/agb/", "/dienstleistungen/container/", "/404.html"]) {
      mustHold(
        generatePageDataPath!("/p", pagePath) === gatsbyPageDataFile("/p", pagePath),
        "gatsby-core-utils",
        `writes the page data of ${pagePath} to ${gatsbyPageDataFile("/p", pagePath)} (now: ${generatePageDataPath!("/p", pagePath)})`,
      );
    }
  });

  it("holds the query's data and the page's context under `result`", () => {
    mustHold(
      source("dist/utils/page-data-helpers.js").includes('`"result":${result},`'),
      "dist/utils/page-data-helpers.js",
      "writes the query result under `result`",
    );
    mustHold(
      source("dist/query/query-runner.js").includes(
        "result[`pageContext`] = Object.assign({}, queryJob.context)",
      ),
      "dist/query/query-runner.js",
      "puts the page's context in the query result as `pageContext`",
    );
  });
});

describe("Gatsby's bundle tags, which the build rewrites to load after the first paint", () => {
  it("are still async script tags of the scripts slice, ending with the comment the rewrite looks for", () => {
    const extractor = "dist/utils/gatsby-webpack-stats-extractor.js";
    const code = source(extractor);
    const tag = '`<script src="${this.publicPath}/${asset}" async></script>`';
    mustHold(code.includes(tag), extractor, `renders each app bundle as ${tag}`);
    mustHold(
      code.includes("`_gatsby-scripts-1.html`"),
      extractor,
      "writes the bundle tags into the _gatsby-scripts-1 slice",
    );
    mustHold(
      source("dist/utils/slices/stitching.js").includes(
        '`${await stitchSlices(await getSliceContent(meta.id), publicDir)}<!-- slice-end id="${meta.id}" -->`',
      ),
      "dist/utils/slices/stitching.js",
      'ends a stitched slice with <!-- slice-end id="…" -->',
    );
    mustHold(
      source("cache-dir/static-entry.js").includes("sliceId: `_gatsby-scripts`"),
      "cache-dir/static-entry.js",
      "renders the _gatsby-scripts slice at the end of the body",
    );

    // The tail of a page as those templates build it (public path "" on this site).
    const publicPath = "";
    const assets = [
      "webpack-runtime-2b7407fcf53bfffbbd5c.js",
      "framework-121f4664696e61734409.js",
      "app-d75df25f2456649d4879.js",
    ];
    const tags = assets
      .map((asset) => `<script src="${publicPath}/${asset}" async></script>`)
      .join("");
    const page = `<main>Text</main><script>window.___webpackCompilationHash="abc";</script>${tags}${SCRIPTS_SLICE_END}</body></html>`;
    const seen: string[][] = [];
    const rewritten = replaceBundleTags(page, (sources) => {
      seen.push(sources);
      return "<script>load()</script>";
    });
    expect(seen).toEqual([assets.map((asset) => `/${asset}`)]);
    expect(rewritten).toBe(
      `<main>Text</main><script>window.___webpackCompilationHash="abc";</script><script>load()</script>${SCRIPTS_SLICE_END}</body></html>`,
    );
  });
});

describe("Gatsby's generator tag", () => {
  it("is the meta tag Gatsby adds, and only that one is taken out", () => {
    const file = "cache-dir/static-entry.js";
    mustHold(
      /name="generator"\s+content=\{`Gatsby \$\{gatsbyVersion\}`\}/.test(source(file)),
      file,
      'adds <meta name="generator" content="Gatsby …">',
    );
    expect(
      isGatsbyGeneratorTag(
        React.createElement("meta", { name: "generator", content: `Gatsby ${gatsbyVersion}` }),
      ),
    ).toBe(true);
    expect(
      isGatsbyGeneratorTag(
        React.createElement("meta", { name: "generator", content: "Debrix 0.7.23" }),
      ),
    ).toBe(false);
    expect(
      isGatsbyGeneratorTag(React.createElement("meta", { name: "description", content: "Gatsby" })),
    ).toBe(false);
  });
});

describe("Gatsby's page-path script", () => {
  it("sets only window.pagePath when slices are on, and the browser runtime reads window.pagePath", () => {
    const file = "cache-dir/static-entry.js";
    const code = source(file);
    mustHold(
      code.includes("id={`gatsby-script-loader`}"),
      file,
      `adds an inline script with id="${PAGE_PATH_SCRIPT_ID}"`,
    );
    // With slices (Gatsby 5's default) the compilation hash travels in the scripts slice, not in this script.
    mustHold(
      code.includes(
        "const windowPageData = `/*<![CDATA[*/window.pagePath=${JSON.stringify(\n      pagePath\n    )};${\n      process.env.GATSBY_SLICES\n        ? ``",
      ),
      file,
      "puts only window.pagePath in that script when slices are on",
    );
    mustHold(
      source("cache-dir/production-app.js").includes(
        "const { pagePath, location: browserLoc } = window",
      ),
      "cache-dir/production-app.js",
      "reads the page's path from window.pagePath",
    );
  });

  it("is replaced by one whose text is the same on every page, the path in an attribute", () => {
    const gatsbys = React.createElement("script", {
      key: "script-loader",
      id: PAGE_PATH_SCRIPT_ID,
      dangerouslySetInnerHTML: { __html: '/*<![CDATA[*/window.pagePath="/agb/";/*]]>*/' },
    });
    expect(isGatsbyPagePathScript(gatsbys)).toBe(true);
    expect(
      isGatsbyPagePathScript(React.createElement("script", { id: "gatsby-chunk-mapping" })),
    ).toBe(false);
    expect(isGatsbyPagePathScript(React.createElement("div", { id: PAGE_PATH_SCRIPT_ID }))).toBe(
      false,
    );
    const [agb, home] = [pagePathScript("/agb/"), pagePathScript("/")];
    expect(agb.props).toEqual({
      id: PAGE_PATH_SCRIPT_ID,
      "data-page-path": "/agb/",
      dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
    });
    expect(home.props.dangerouslySetInnerHTML).toEqual(agb.props.dangerouslySetInnerHTML);
    // What the browser does with it: the script reads its own attribute.
    const window: { pagePath?: string } = {};
    const document = {
      currentScript: {
        getAttribute: (name: string) => (name === "data-page-path" ? "/agb/" : null),
      },
    };
    new Function("window", "document", PAGE_PATH_SCRIPT)(window, document);
    expect(window.pagePath).toBe("/agb/");
  });
});
