/** What a built artifact holds: one page per template to measure, and the size of every HTML page. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Page templates of the issue, by the start of Gatsby's component chunk name. */
export const TEMPLATES = [
  ["home", "component---page-queries-home-query-tsx"],
  ["services list", "component---page-queries-services-query-tsx"],
  ["service detail", "component---page-queries-service-query-tsx"],
  ["how-to", "component---page-queries-how-to-dumpster-query-tsx"],
  ["regions", "component---page-queries-regions-query-tsx"],
  ["region", "component---page-queries-region-query-tsx"],
  ["legal", "component---page-queries-legal-query-tsx"],
  ["404", "component---page-queries-not-found-query-tsx"],
  ["blog index", "component---page-queries-blog-query-tsx"],
  ["blog topic", "component---page-queries-blog-topic-query-tsx"],
  ["article", "component---page-queries-blog-post-query-tsx"],
  ["which container", "component---page-queries-which-container-query-tsx"],
  ["can it go in", "component---page-queries-can-it-go-in-query-tsx"],
  // A /de/ page of content/dynamic/: a landing page an ad or a campaign links to.
  ["dynamic", "component---page-queries-dynamic-query-tsx"],
  ["where can it stand", "component---page-queries-where-can-it-stand-query-tsx"],
];

function filesNamed(dir, name) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => path.basename(file) === name)
    .map((file) => path.join(dir, file));
}

function htmlOf(artifactDir, pagePath) {
  const file = path.join(artifactDir, pagePath, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/** The links (root-relative paths) of a built page. */
function linksOf(artifactDir, pagePath) {
  return [...htmlOf(artifactDir, pagePath).matchAll(/href="(\/[^"#?]*)"/g)].map(
    (match) => match[1],
  );
}

/** Whether a built page asks search engines not to index it (a tag listing, for one). */
function isNoindex(artifactDir, pagePath) {
  return /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/.test(htmlOf(artifactDir, pagePath));
}

/**
 * One path per template present in the artifact. A page search engines may index is preferred (the
 * blog topic template also draws the tag listings, which are noindex: the category pages are the ones
 * people arrive at), then a path the home page or a list page links to (route aliases are pages
 * too), then the shortest. The not-found template is measured at
 * /404/, the same page answered with status 200, because Lighthouse stops on a 404 answer.
 */
export function templatePages(artifactDir) {
  const pathsByTemplate = new Map(TEMPLATES.map(([template]) => [template, []]));
  for (const file of filesNamed(path.join(artifactDir, "page-data"), "page-data.json")) {
    const { componentChunkName, path: pagePath } = JSON.parse(fs.readFileSync(file, "utf8"));
    const template = TEMPLATES.find(([, prefix]) => componentChunkName?.startsWith(prefix))?.[0];
    if (template && !pagePath.includes("[") && !pagePath.endsWith(".html"))
      pathsByTemplate.get(template).push(pagePath);
  }
  pathsByTemplate.set(
    "404",
    fs.existsSync(path.join(artifactDir, "404", "index.html")) ? ["/404/"] : [],
  );
  const listPages = [
    "/",
    ...pathsByTemplate.get("services list"),
    ...pathsByTemplate.get("blog index"),
  ];
  const linked = new Set(listPages.flatMap((page) => linksOf(artifactDir, page)));
  const noindex = new Map(
    [...pathsByTemplate.values()].flat().map((page) => [page, isNoindex(artifactDir, page)]),
  );
  const preference = (a, b) =>
    Number(noindex.get(a)) - Number(noindex.get(b)) ||
    Number(linked.has(b)) - Number(linked.has(a)) ||
    a.length - b.length ||
    a.localeCompare(b);
  return TEMPLATES.filter(([template]) => pathsByTemplate.get(template).length > 0).map(
    ([template]) => ({
      template,
      path: pathsByTemplate.get(template).sort(preference)[0],
    }),
  );
}

/** Every page of a build: each index.html, and 404.html. */
function htmlPages(artifactDir) {
  const notFound = path.join(artifactDir, "404.html");
  return filesNamed(artifactDir, "index.html").concat(fs.existsSync(notFound) ? [notFound] : []);
}

/** gzip size (zlib default level, as a web server sends it) of every page, largest first. */
export function htmlSizes(artifactDir) {
  return htmlPages(artifactDir)
    .map((file) => ({
      page: `/${path.relative(artifactDir, file)}`.replace(/index\.html$/, ""),
      gzipBytes: zlib.gzipSync(fs.readFileSync(file)).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function countPages(artifactDir) {
  return htmlPages(artifactDir).length;
}
