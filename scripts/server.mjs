/**
 * The static server used by `npm start`, `npm run serve` and the tests. It applies the rules a
 * production host must apply too (see README "Deployment"):
 * - /x/index.html redirects (301) to /x/, and /x to /x/ (trailing slash everywhere);
 * - an unknown path gets 404.html with status 404;
 * - HTML and page data revalidate on every request; hashed JS/CSS and /static/ are immutable;
 * - security headers on every answer.
 */
import http from "node:http";
import handler from "serve-handler";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Cache-Control for a request path. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/static/")) return IMMUTABLE;
  // Gatsby's bundles carry a content hash in their name: app-3f2a…js, styles.9c1e…css.
  if (/[.-][0-9a-f]{16,}\.(js|css)$/.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}

export function createSiteServer(publicDir) {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.endsWith("/index.html")) {
      response.writeHead(301, { Location: `${url.pathname.slice(0, -"index.html".length)}${url.search}` });
      response.end();
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader("Cache-Control", cacheControlFor(url.pathname));
    handler(request, response, {
      public: publicDir,
      trailingSlash: true,
      cleanUrls: true,
      directoryListing: false,
      etag: true,
    }).catch((error) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
}

export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address()));
  });
}
