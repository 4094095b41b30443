/**
 * The static server used by `npm start`, `npm run serve` and the tests. It applies the rules a
 * production host must apply too (see README "Deployment"):
 * - /x/index.html redirects (301) to /x/, and /x to /x/ (trailing slash everywhere);
 * - an unknown path gets 404.html with status 404;
 * - HTML and page data revalidate on every request; hashed JS/CSS and /static/ are immutable;
 * - security headers on every answer;
 * - compression: a hashed bundle's brotli copy made at build time (`<bundle>.br`, see
 *   src/node/precompress.ts) when the browser accepts br, else brotli or gzip on the fly.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import handler from "serve-handler";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Gatsby's bundles carry a content hash in their name: app-3f2a…js, styles.9c1e…css. */
const HASHED_BUNDLE = /^\/[^/]*[.-][0-9a-f]{16,}\.(js|css)$/;
const BUNDLE_TYPES = { js: "application/javascript; charset=utf-8", css: "text/css; charset=utf-8" };

/** Cache-Control for a request path. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/static/")) return IMMUTABLE;
  if (HASHED_BUNDLE.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}

const acceptsBrotli = (request) => /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));

/** Answers with the build-time brotli copy of a hashed bundle; false when there is none to send. */
function sendPrecompressed(publicDir, pathname, request, response) {
  if (!HASHED_BUNDLE.test(pathname) || !acceptsBrotli(request) || (request.method !== "GET" && request.method !== "HEAD")) return false;
  const file = path.join(publicDir, `${pathname}.br`);
  let size;
  try {
    size = fs.statSync(file).size;
  } catch {
    return false;
  }
  response.writeHead(200, {
    "Content-Type": BUNDLE_TYPES[pathname.slice(pathname.lastIndexOf(".") + 1)],
    "Content-Encoding": "br",
    "Content-Length": size,
    Vary: "Accept-Encoding",
  });
  if (request.method === "HEAD") response.end();
  else fs.createReadStream(file).on("error", () => response.destroy()).pipe(response);
  return true;
}

export function createSiteServer(publicDir) {
  const compress = compression();
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.endsWith("/index.html")) {
      response.writeHead(301, { Location: `${url.pathname.slice(0, -"index.html".length)}${url.search}` });
      response.end();
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader("Cache-Control", cacheControlFor(url.pathname));
    if (sendPrecompressed(publicDir, url.pathname, request, response)) return;
    // A file removed between its lookup and its read (a deploy replacing the folder) ends that
    // one answer instead of throwing out of the server.
    const createReadStream = (file, options) => fs.createReadStream(file, options).on("error", () => response.destroy());
    compress(request, response, () =>
      handler(
        request,
        response,
        { public: publicDir, trailingSlash: true, cleanUrls: true, directoryListing: false, etag: true },
        { createReadStream },
      ).catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      }),
    );
  });
}

export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address()));
  });
}
