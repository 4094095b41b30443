/**
 * The static server used by `npm start`, `npm run serve` and the tests. It follows the serving
 * rules of src/serving/rules.mjs, the same rules the generated nginx configuration follows
 * (docs/operations.md#the-serving-rules). Every request line, however hostile, gets an answer from the site: a
 * page, a redirect on this host, or the 404 page (status 404, or 400 for a target no file can
 * answer); a failure inside one answer ends that answer, never the server.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import {
  NOT_FOUND_PAGE,
  cacheControlFor,
  carriesPolicy,
  contentSecurityPolicy,
  fileTypeOf,
  HASHED_BUNDLE,
  pageScriptSources,
  isPublished,
  normalizeTarget,
  redirectFor,
  headersActingOn,
  SERVING_FILE,
} from "../src/serving/rules.mjs";

const acceptsBrotli = (request) => /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));

function readServing(publicDir) {
  const file = path.join(publicDir, SERVING_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file} cannot be read (${error.message}): build the artifact again (npm run build, or npm start -- --rebuild)`,
    );
  }
}

/** The file a normalised path names, with its stats, or null when there is none (whatever the reason: ENOENT, ENAMETOOLONG…). */
function findFile(publicDir, pathname) {
  const file = path.join(publicDir, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

export function createSiteServer(publicDir) {
  const serving = readServing(publicDir);
  const policyOptions = { tagManager: serving.tagManager, appOrigin: serving.appOrigin };
  const basePolicy = contentSecurityPolicy(policyOptions);
  const compress = compression();

  /** Sends a file (or its build-time brotli copy) with the headers of the rules. */
  function sendFile(request, response, found, status) {
    const { file, stats } = found;
    const { type, kind } = fileTypeOf(file);
    // The HTML is read whole: its inline scripts' hashes go into its policy, the same hashes the
    // build puts into the nginx configuration.
    const body = file.endsWith(".html") ? fs.readFileSync(file) : undefined;
    for (const [name, value] of Object.entries(headersActingOn(kind)))
      response.setHeader(name, value);
    if (carriesPolicy(kind))
      response.setHeader(
        "Content-Security-Policy",
        body
          ? contentSecurityPolicy({
              ...policyOptions,
              scriptHashes: pageScriptSources(body.toString("utf8")),
            })
          : basePolicy,
      );
    response.setHeader("Content-Type", type);
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    if (status === 200) {
      response.setHeader("ETag", etag);
      if (request.headers["if-none-match"] === etag) {
        response.writeHead(304);
        response.end();
        return;
      }
    }
    const publicPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
    if (status === 200 && HASHED_BUNDLE.test(publicPath) && acceptsBrotli(request)) {
      const copy = findFile(publicDir, `${publicPath}.br`);
      if (copy) {
        response.writeHead(200, {
          "Content-Encoding": "br",
          "Content-Length": copy.stats.size,
          Vary: "Accept-Encoding",
        });
        if (request.method === "HEAD") response.end();
        else
          fs.createReadStream(copy.file)
            .on("error", () => response.destroy())
            .pipe(response);
        return;
      }
    }
    response.statusCode = status;
    compress(request, response, () => {
      if (request.method === "HEAD") response.end();
      else if (body) response.end(body);
      // A file removed between its lookup and its read (a deploy replacing the folder) ends that one answer.
      else
        fs.createReadStream(file)
          .on("error", () => response.destroy())
          .pipe(response);
    });
  }

  function sendErrorPage(request, response, status) {
    response.setHeader("Cache-Control", cacheControlFor(NOT_FOUND_PAGE));
    const page = findFile(publicDir, NOT_FOUND_PAGE);
    if (page) return sendFile(request, response, page, status);
    // An artifact without its 404 page: the plain-text answer stands where the page would.
    response.writeHead(status, {
      ...headersActingOn("document"),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Security-Policy": basePolicy,
    });
    response.end(http.STATUS_CODES[status]);
  }

  function answer(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      return sendErrorPage(request, response, 405);
    }
    const target = normalizeTarget(request.url ?? "");
    if (!target) return sendErrorPage(request, response, 400);
    const location = redirectFor(target.pathname, target.search);
    if (location) {
      response.writeHead(301, {
        ...headersActingOn("redirect"),
        Location: location,
        "Cache-Control": cacheControlFor(target.pathname),
      });
      response.end();
      return;
    }
    const found = isPublished(target.pathname) ? findFile(publicDir, target.pathname) : null;
    if (!found) return sendErrorPage(request, response, 404);
    response.setHeader("Cache-Control", cacheControlFor(target.pathname));
    sendFile(request, response, found, 200);
  }

  const server = http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      // A fault in one answer is logged and ends that answer; the server keeps serving.
      console.error(`${request.method} ${request.url}:`, error);
      if (!response.headersSent) {
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("Internal Server Error");
      } else response.destroy();
    }
  });
  // A request line Node cannot parse (a header too large, bytes outside HTTP) still gets the site's page.
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const page = findFile(publicDir, NOT_FOUND_PAGE);
    const body = page ? fs.readFileSync(page.file) : Buffer.from(http.STATUS_CODES[status]);
    const headers = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      `Content-Type: ${page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8"}`,
      `Content-Length: ${body.length}`,
      `Content-Security-Policy: ${page ? contentSecurityPolicy({ ...policyOptions, scriptHashes: pageScriptSources(body.toString("utf8")) }) : basePolicy}`,
      ...Object.entries(headersActingOn("document")).map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
    ];
    socket.end(Buffer.concat([Buffer.from(`${headers.join("\r\n")}\r\n\r\n`), body]));
  });
  return server;
}

/**
 * Calls `onGone` (by default, ends this process) once process `pid` has ended, checked each second:
 * a server a test run started ends with the run, even one killed with SIGKILL or by a closed
 * terminal, instead of holding its port for the next run.
 */
export function exitWith(pid, onGone = () => process.exit(0)) {
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (error.code !== "ESRCH") return;
      clearInterval(timer);
      onGone();
    }
  }, 1000);
  timer.unref();
}

export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address()));
  });
}
