/**
 * What src/runtime/gatsby-internals.ts relies on in the installed gatsby and gatsby-link, read
 * from their sources. A failure here after an upgrade names what moved: the browser wiring must
 * follow it before the site can ship.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  FOCUS_WRAPPER_ID,
  GATSBY_NOT_FOUND_PAGE,
  WRAPPED_LOADER_METHODS,
  isGatsbyErrorPage,
  type GatsbyLoader,
} from "../../src/runtime/gatsby-internals";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const gatsbyVersion = (
  JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as { version: string }
).version;
const linkDir = path.dirname(require.resolve("gatsby-link/package.json"));

function source(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new Error(`gatsby ${gatsbyVersion}: ${full} is gone`);
  return fs.readFileSync(full, "utf8");
}

/** Fails with a sentence naming the file and what it no longer does. */
function mustHold(condition: boolean, file: string, what: string): void {
  if (!condition)
    throw new Error(
      `gatsby ${gatsbyVersion}: ${file} no longer ${what}; src/runtime/gatsby-internals.ts relies on it`,
    );
}

/** The parameters of each arrow-function property of `export const <name> = { … }` in a module. */
function objectMethods(code: string, name: string): Map<string, string[]> {
  const file = ts.createSourceFile(
    "module.js",
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const methods = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const value = property.initializer;
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
          methods.set(
            property.name.text,
            value.parameters.map((parameter) => parameter.name.getText(file)),
          );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return methods;
}

describe("Gatsby's loader, which the site wraps", () => {
  const loaderJs = source(gatsbyDir, "cache-dir/loader.js");

  it("still exposes, on its public loader, every method the site wraps, with the arguments the site passes on", () => {
    const methods = objectMethods(loaderJs, "publicLoader");
    mustHold(
      methods.size > 0,
      "cache-dir/loader.js",
      "declares `export const publicLoader = { … }`",
    );
    const expected: Record<(typeof WRAPPED_LOADER_METHODS)[number], string[]> = {
      loadPage: ["rawPath"],
      loadPageSync: ["rawPath", "options"],
      enqueue: ["rawPath"],
      prefetch: ["rawPath"],
      hovering: ["rawPath"],
    };
    for (const method of WRAPPED_LOADER_METHODS) {
      mustHold(methods.has(method), "cache-dir/loader.js", `has publicLoader.${method}`);
      mustHold(
        JSON.stringify(methods.get(method)) === JSON.stringify(expected[method]),
        "cache-dir/loader.js",
        `takes (${expected[method].join(", ")}) in publicLoader.${method} (now: ${methods.get(method)?.join(", ")})`,
      );
    }
    mustHold(
      /export default publicLoader\b/.test(loaderJs),
      "cache-dir/loader.js",
      "exports publicLoader as its default",
    );
  });

  it("is the object Gatsby's router and resource check call, so wrapping its methods reaches every page load", () => {
    for (const [file, calls] of [
      ["cache-dir/navigation.js", ["loader.loadPage("]],
      ["cache-dir/ensure-resources.js", ["loader.loadPageSync(", "loader.loadPage("]],
    ] as const) {
      const code = source(gatsbyDir, file);
      mustHold(
        /import loader\b[^;\n]*from "\.\/loader"/.test(code),
        file,
        "imports the public loader as `loader`",
      );
      for (const call of calls) mustHold(code.includes(call), file, `calls ${call})`);
    }
  });

  it("is window.___loader before onClientEntry runs, and loads the first page through it afterwards", () => {
    const file = "cache-dir/production-app.js";
    const code = source(gatsbyDir, file);
    const assigned = code.indexOf("window.___loader = publicLoader");
    const clientEntry = code.indexOf("apiRunnerAsync(`onClientEntry`)");
    const firstPage = code.indexOf(
      "publicLoader.loadPage(browserLoc.pathname + browserLoc.search)",
    );
    mustHold(assigned >= 0, file, "sets window.___loader = publicLoader");
    mustHold(clientEntry > assigned, file, "runs onClientEntry after setting window.___loader");
    mustHold(
      firstPage > clientEntry,
      file,
      "loads the first page through publicLoader.loadPage after onClientEntry",
    );
  });

  it("renders the not-found page for a missing route under the path the route guard asks for", () => {
    mustHold(
      loaderJs.includes(`pagePath: \`${GATSBY_NOT_FOUND_PAGE}\``),
      "cache-dir/loader.js",
      `serves a missing page as ${GATSBY_NOT_FOUND_PAGE}`,
    );
  });

  it("tells an error page's HTML from a route's own the way the route guard does", () => {
    const file = "cache-dir/production-app.js";
    const code = source(gatsbyDir, file);
    mustHold(
      /const \{ pagePath, location: browserLoc \} = window/.test(code),
      file,
      "reads the served page from window.pagePath",
    );
    const literal = /pagePath\.match\((\/\^\\\/\(404\|500\)[^)]*\)[^)]*\$\/)\)/.exec(code)?.[1];
    mustHold(literal !== undefined, file, "matches window.pagePath against a 404|500 pattern");
    const gatsbyPattern = new RegExp(literal!.slice(1, -1));
    for (const pagePath of [
      "/404.html",
      "/404/",
      "/404",
      "/500.html",
      "/500/",
      "/de/404/",
      "/4040/",
      "/agb/",
      "/",
    ]) {
      mustHold(
        gatsbyPattern.test(pagePath) === isGatsbyErrorPage(pagePath),
        file,
        `agrees with the site on whether ${pagePath} is an error page`,
      );
    }
  });

  it("renders the page into the element the site looks for before hydrating", () => {
    const file = "cache-dir/production-app.js";
    mustHold(
      source(gatsbyDir, file).includes(`document.getElementById(\`${FOCUS_WRAPPER_ID}\`)`),
      file,
      `renders into #${FOCUS_WRAPPER_ID}`,
    );
  });
});

describe("Gatsby's Link, whose first-sight prefetch the site holds back", () => {
  it.each(["dist/index.js", "dist/index.modern.mjs"])(
    "asks window.___loader to enqueue and to hover, and aborts what enqueue returned (%s)",
    (file) => {
      const code = source(linkDir, file);
      mustHold(
        /___loader\.enqueue\(/.test(code),
        `gatsby-link/${file}`,
        "calls ___loader.enqueue(path) when a link comes into view",
      );
      mustHold(
        /___loader\.hovering\(/.test(code),
        `gatsby-link/${file}`,
        "calls ___loader.hovering(path) on mouse enter",
      );
      mustHold(
        /abortPrefetch\.abort\(\)/.test(code),
        `gatsby-link/${file}`,
        "calls abort() on what enqueue returned",
      );
    },
  );
});

describe("wrapping the tab's loader", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
    jest.restoreAllMocks();
  });

  it("happens once, with every hook at the same time: a second wrap is refused rather than stacked", async () => {
    const { wrapTabLoader } = await import("../../src/runtime/gatsby-internals");
    const loader: GatsbyLoader = {
      loadPage: async () => "page",
      loadPageSync: jest.fn(),
      enqueue: jest.fn(),
      prefetch: jest.fn(),
      hovering: jest.fn(),
    };
    Object.assign(globalThis, { window: { ___loader: loader } });
    const hooks = {
      loadPage: jest.fn((rawPath: string, next: (rawPath: string) => Promise<unknown>) =>
        next(rawPath),
      ),
      loadPageSync: jest.fn(),
      beforePrefetch: jest.fn(),
    };
    expect(wrapTabLoader(hooks)).not.toBeNull();
    await expect(loader.loadPage("/agb/")).resolves.toBe("page");
    expect(hooks.loadPage).toHaveBeenCalledWith("/agb/", expect.any(Function));
    expect(() => wrapTabLoader(hooks)).toThrow("Gatsby's loader is already wrapped");
  });
});
