/**
 * The serving rules of a built artifact, in one place. Three outputs follow them: the Node server
 * (scripts/server.mjs, for `npm start` and the tests), the nginx configuration generated at build
 * time (src/serving/nginx.mjs) and the `_headers` / `_redirects` files for static hosts
 * (src/serving/static-hosts.mjs). Plain JavaScript, so the Node server runs it without a build
 * step; its types are in rules.d.mts.
 *
 * - /x/index.html redirects (301) to /x/, and /x to /x/ (a last segment without a dot is a page);
 * - an unknown path gets 404.html with status 404; a request line no file can answer (a bad
 *   escape, a NUL byte) gets 400 with the same page;
 * - HTML and data revalidate on every request; /static/ and the hashed bundles are immutable;
 * - text answers are compressed: a bundle's brotli copy made at build time when there is one,
 *   brotli or gzip on the fly otherwise;
 * - each security header only on the answers where a browser acts on it (headersActingOn):
 *   documents carry all of them, with a Content-Security-Policy whose script hashes come from the
 *   HTML page being answered (see contentSecurityPolicy); scripts, data and images only nosniff.
 */
import crypto from "node:crypto";

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Gatsby's bundles carry a content hash in their name (app-3f2a….js, styles.9c1e….css) and sit at the root. */
export const HASHED_BUNDLE_SOURCE = "^/[^/]*[.-][0-9a-f]{16,}\\.(js|css)$";
export const HASHED_BUNDLE = new RegExp(HASHED_BUNDLE_SOURCE);

/** A hashed bundle at the root, or a file the build makes from one: its brotli copy, source map or licence comments. */
export const isBundleFile = (name) =>
  HASHED_BUNDLE.test(`/${name.replace(/(\.br|\.map|\.LICENSE\.txt)$/, "")}`);

/**
 * The blog search's index files (Pagefind's fragments, index chunks and filters): each named after
 * a hash of its content, so a new build writes new names. Its entry file, script and WebAssembly
 * keep their names from build to build: they revalidate.
 */
export const SEARCH_INDEX_FILES_SOURCE = "^/pagefind/(fragment|index|filter)/[^/]+$";
export const SEARCH_INDEX_FILES = new RegExp(SEARCH_INDEX_FILES_SOURCE);

/** Cache-Control for a request path. */
export function cacheControlFor(pathname) {
  if (
    pathname.startsWith("/static/") ||
    HASHED_BUNDLE.test(pathname) ||
    SEARCH_INDEX_FILES.test(pathname)
  )
    return IMMUTABLE;
  return REVALIDATE;
}

/**
 * Build internals Gatsby leaves in public/ (it reads them again on the next build): source maps,
 * webpack's stats and chunk map. The artifact copied out of public/ leaves them behind.
 */
export const BUILD_INTERNALS = /(\.map|^\/webpack\.stats\.json|^\/chunk-map\.json)$/;
export const isBuildInternal = (pathname) => BUILD_INTERNALS.test(pathname);

/**
 * What the servers refuse with the 404 page: the build internals (should a public/ folder be
 * served as it is) and the servers' own files in the artifact (`_serving.json`, the static-host rules).
 */
/** What the build writes about the artifact for the Node server (src/node/serving.ts). */
export const SERVING_FILE = "_serving.json";

export const NOT_PUBLISHED_SOURCE =
  "(\\.map|^/webpack\\.stats\\.json|^/chunk-map\\.json|^/_headers|^/_redirects|^/_serving\\.json)$";
export const isPublished = (pathname) => !new RegExp(NOT_PUBLISHED_SOURCE).test(pathname);

/** Types worth compressing on the fly (the rest, images and fonts, are compressed already). */
export const COMPRESSIBLE_TYPES = [
  "text/html",
  "text/css",
  "text/plain",
  "text/xml",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "application/rss+xml",
  "image/svg+xml",
];

export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * What the artifact's files are, by extension: the Content-Type the servers send, and the kind of
 * answer that decides which security headers act on it (SECURITY_HEADERS):
 * - "document": what a browser may render as a page, where a script could run (HTML, SVG, XML);
 * - "stylesheet": CSS, whose own requests (fonts, images) follow its Referrer-Policy;
 * - "script": JavaScript, loaded by the pages as classic scripts, never as a worker;
 * - "other": data, images, fonts, text.
 * A redirect is a kind of its own ("redirect"): it has no body a browser renders.
 */
export const FILE_TYPES = {
  ".html": { type: "text/html; charset=utf-8", kind: "document" },
  ".svg": { type: "image/svg+xml", kind: "document" },
  ".xml": { type: "application/xml; charset=utf-8", kind: "document" },
  ".css": { type: "text/css; charset=utf-8", kind: "stylesheet" },
  ".js": { type: "application/javascript; charset=utf-8", kind: "script" },
  ".json": { type: "application/json; charset=utf-8", kind: "other" },
  ".webmanifest": { type: "application/manifest+json; charset=utf-8", kind: "other" },
  ".txt": { type: "text/plain; charset=utf-8", kind: "other" },
  ".png": { type: "image/png", kind: "other" },
  ".jpg": { type: "image/jpeg", kind: "other" },
  ".jpeg": { type: "image/jpeg", kind: "other" },
  ".gif": { type: "image/gif", kind: "other" },
  ".webp": { type: "image/webp", kind: "other" },
  ".avif": { type: "image/avif", kind: "other" },
  ".ico": { type: "image/x-icon", kind: "other" },
  ".woff2": { type: "font/woff2", kind: "other" },
  ".woff": { type: "font/woff", kind: "other" },
  ".pdf": { type: "application/pdf", kind: "other" },
};
const UNKNOWN_FILE = { type: "application/octet-stream", kind: "other" };

/** The type and kind of the file at a path (a path ending in "/" is a page). */
export function fileTypeOf(pathname) {
  if (pathname.endsWith("/")) return FILE_TYPES[".html"];
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return (dot < 0 ? undefined : FILE_TYPES[last.slice(dot).toLowerCase()]) ?? UNKNOWN_FILE;
}

/** The file extensions of one kind of answer, for the servers that match paths (nginx). */
export const extensionsOf = (kind) =>
  Object.keys(FILE_TYPES).filter((extension) => FILE_TYPES[extension].kind === kind);

export const ANSWER_KINDS = ["document", "stylesheet", "script", "other", "redirect"];

/**
 * The security headers and the answers they act on, from MDN's reference of each header
 * (docs/decisions.md#d54-security-headers-only-where-they-act). The Content-Security-Policy,
 * which differs per page, acts on documents only (POLICY_KINDS).
 */
export const SECURITY_HEADERS = [
  // The host's HTTPS-only rule: every visit starts with a document or a redirect, which set it.
  {
    name: "Strict-Transport-Security",
    value: STRICT_TRANSPORT_SECURITY,
    on: ["document", "redirect"],
  },
  // Refuses a script or a stylesheet sent with another type, and keeps any answer from being
  // sniffed into a page when it is opened by its address.
  {
    name: "X-Content-Type-Options",
    value: "nosniff",
    on: ["document", "stylesheet", "script", "other"],
  },
  // The referrer of the requests a document or a stylesheet makes, and of a redirect's next hop;
  // a classic script's requests follow its document's.
  {
    name: "Referrer-Policy",
    value: "strict-origin-when-cross-origin",
    on: ["document", "stylesheet", "redirect"],
  },
  // Features and the browsing-context group are properties of a document.
  {
    name: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=()",
    on: ["document"],
  },
  { name: "Cross-Origin-Opener-Policy", value: "same-origin", on: ["document"] },
];

/** The answers a Content-Security-Policy governs: documents (and workers, which the site never starts). */
export const POLICY_KINDS = ["document"];
export const carriesPolicy = (kind) => POLICY_KINDS.includes(kind);

/** The security headers of one kind of answer, besides Cache-Control and the Content-Security-Policy. */
export function headersActingOn(kind) {
  if (!ANSWER_KINDS.includes(kind))
    throw new Error(`Unknown kind of answer "${kind}"; allowed: ${ANSWER_KINDS.join(", ")}`);
  return Object.fromEntries(
    SECURITY_HEADERS.filter(({ on }) => on.includes(kind)).map(({ name, value }) => [name, value]),
  );
}

/**
 * Hosts the tag manager and its analytics need, from Google's guide to Tag Manager and GA4 under a
 * Content-Security-Policy. Custom HTML tags and custom JavaScript variables of the container
 * would need 'unsafe-inline' / 'unsafe-eval', which the site does not grant.
 */
export const TAG_MANAGER_SOURCES = {
  script: ["https://www.googletagmanager.com", "https://*.googletagmanager.com"],
  img: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.googletagmanager.com",
  ],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/**
 * The policy of one answer. `scriptHashes` are the 'sha256-…' sources of the page's inline
 * scripts (inlineScriptHashes); other answers get none. Styles keep 'unsafe-inline': Gatsby
 * inlines the stylesheet into every page and React renders `style` attributes (the router's
 * focus wrapper on every page), which hashes cannot allow without 'unsafe-hashes' per value, and a
 * client-side navigation renders another page's markup under the first page's policy.
 */
export function contentSecurityPolicy({ scriptHashes = [], tagManager = false, appOrigin }) {
  const third = (kind) => (tagManager ? TAG_MANAGER_SOURCES[kind] : []);
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...third("script")],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...third("img")],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...third("connect")],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'", appOrigin],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Script types that run; anything else (application/ld+json, application/json) is a data block. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * What marks a page that offers the blog's search: Pagefind compiles WebAssembly there, which a
 * policy allows with 'wasm-unsafe-eval' (never 'unsafe-eval', which would let any string run).
 */
export const SEARCH_MARKER = "data-site-search";

/** The script sources a page needs beyond 'self': its inline scripts' hashes, and WebAssembly where it offers search. */
export function pageScriptSources(html) {
  return [
    ...inlineScriptHashes(html),
    ...(html.includes(SEARCH_MARKER) ? ["'wasm-unsafe-eval'"] : []),
  ];
}

/** The 'sha256-…' sources of every inline script an HTML page runs, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3]).trim())) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A request target made into the path the servers look up, as nginx does it: the query split off,
 * escapes decoded, `//` merged, `.` and `..` resolved. `null` when no file can answer it (a bad
 * escape, a NUL or control byte, `..` above the root, `*`): a 400.
 */
export function normalizeTarget(rawTarget) {
  // An absolute-form target (GET http://host/path) names the path on this server, as for nginx.
  const target = rawTarget.replace(/^https?:\/\/[^/?#]*(?=[/?]|$)/i, "").replace(/^(?=\?|$)/, "/");
  if (!target.startsWith("/") || rawTarget === "") return null;
  const queryAt = target.indexOf("?");
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? "" : target.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments = [];
  const parts = decoded.split("/").slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === "..") {
      if (segments.length === 0) return null;
      segments.pop();
      if (last) segments.push("");
    } else if (part === "." || (part === "" && !last)) {
      if (last) segments.push("");
    } else segments.push(part);
  }
  return { pathname: `/${segments.join("/")}`, search };
}

/** A path made safe for a Location header on this host: every byte that could end or redirect it escaped. */
export function encodeLocation(pathname, search = "") {
  const path = encodeURI(pathname)
    .replace(/[\\?#]/g, (char) => encodeURIComponent(char))
    .replace(/^\/+/, "/");
  const query = search.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
  return `${path}${query}`;
}

/** The 301 target for a normalised path, or null: /x/index.html → /x/, /x → /x/ (no dot in the last segment). */
export function redirectFor(pathname, search = "") {
  if (pathname.endsWith("/index.html"))
    return encodeLocation(pathname.slice(0, -"index.html".length), search);
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (last !== "" && !last.includes(".")) return encodeLocation(`${pathname}/`, search);
  return null;
}

/** The page the servers answer with, for 404 and 400 alike. */
export const NOT_FOUND_PAGE = "/404.html";
