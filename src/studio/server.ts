/**
 * `npm run cms`: the content studio on the content team's machine. Decap's local backend
 * (decap-server, https://decapcms.org/docs/working-with-a-local-git-repository/) runs on the
 * working copy, bound to 127.0.0.1; this server, on 127.0.0.1 too, serves /admin/ (Decap's
 * standalone bundle, the generated configuration, the live-data blocks) and passes the studio's
 * file requests to decap-server, so that:
 * - a file whose top level is a list reaches the studio as one field (`entries`), and is saved as a list;
 * - a save changes only the values that changed, keeping comments and layout (patchYaml, patchArticle);
 * and it checks every content file that changes while it runs, printing what `npm run
 * check:content` says about that file (docs/decisions.md#d31-the-content-studio-is-decaps-standalone-bundle-served-by-npm-run-cms).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import { build, type Plugin } from "esbuild";
import { loadSiteData } from "../node/data/load";
import type { SiteData } from "../rules/data/site-data";
import { DataValidationError, formatIssue, type DataIssue } from "../rules/data/issues";
import { checkContent, formatContentCheck } from "../node/content-check";
import { FACT_NAMES } from "../shared/facts";
import {
  LIST_FILE_FIELD,
  previewTemplates,
  studioConfig,
  type PreviewTemplate,
} from "./decap-config";
import { previewData, type PreviewData } from "./preview-data";
import { runtimeConfig } from "../node/runtime-config";
import { siteStylesheet } from "../node/stylesheet";
import { everyBrandMark } from "../node/brand-marks";
import { patchArticle, patchYaml } from "./yaml-patch";
import type { LiveBlockLists } from "./live-block-components";

export interface StudioOptions {
  /** The working copy the studio edits. */
  root: string;
  /** Port of /admin/ on 127.0.0.1. */
  port: number;
  /** Port of decap-server on 127.0.0.1. */
  apiPort: number;
  log?: (line: string) => void;
}

export interface Studio {
  url: string;
  close: () => Promise<void>;
}

const HOST = "127.0.0.1";
/** Where the project's own packages are: the studio may edit a copy of the repository elsewhere. */
const projectRoot = path.resolve(__dirname, "../..");
const packageFile = (...parts: string[]) => path.join(projectRoot, "node_modules", ...parts);

/** The lists the live-data blocks choose from: what the markets with a blog offer. */
export function liveBlockLists(data: SiteData): LiveBlockLists {
  const blogMarkets = Object.values(data.countries).filter((country) =>
    country.pages.includes("BLOG"),
  );
  return {
    regionKeys: [...new Set(blogMarkets.flatMap((country) => country.regions))],
    serviceKeys: [
      ...new Set(blogMarkets.flatMap((country) => country.services.map((service) => service.key))),
    ],
    factNames: [...FACT_NAMES],
  };
}

const isYaml = (file: string) => /\.ya?ml$/i.test(file);
const isArticle = (file: string) => /\.mdx?$/i.test(file);

/** A YAML text whose top level is a list, as the studio shows it: its entries under one field. */
export function wrapListFile(text: string): string {
  const doc = parseDocument(text);
  const value: unknown = doc.toJS();
  return Array.isArray(value) ? stringify({ [LIST_FILE_FIELD]: value }, { lineWidth: 0 }) : text;
}

/** What is written when the studio saves `saved` to `file` of `root`: the file on disk, changed only where the values changed. */
export function textToWrite(root: string, file: string, saved: string): string {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) return saved;
  const original = fs.readFileSync(absolute, "utf8");
  if (isArticle(file)) return patchArticle(original, saved);
  if (!isYaml(file)) return saved;
  const onDisk: unknown = parseDocument(original).toJS();
  let value: unknown = parseDocument(saved).toJS();
  if (
    Array.isArray(onDisk) &&
    value !== null &&
    typeof value === "object" &&
    LIST_FILE_FIELD in value
  ) {
    value = (value as Record<string, unknown>)[LIST_FILE_FIELD];
  }
  return patchYaml(original, value);
}

interface EntryFile {
  data: string;
  file: { path: string };
}
interface DataFile {
  path: string;
  raw: string;
}
interface BackendRequest {
  action: string;
  params: { entry?: DataFile; dataFiles?: DataFile[] } & Record<string, unknown>;
}

/** The request to decap-server with each saved file replaced by what must be written. */
export function rewriteRequest(root: string, request: BackendRequest): BackendRequest {
  if (request.action !== "persistEntry") return request;
  const rewrite = (file: DataFile): DataFile => ({
    ...file,
    raw: textToWrite(root, file.path, file.raw),
  });
  const params = { ...request.params };
  if (params.dataFiles) params.dataFiles = params.dataFiles.map(rewrite);
  if (params.entry) params.entry = rewrite(params.entry);
  return { ...request, params };
}

/** decap-server's answer with each list file wrapped as the studio shows it. */
export function rewriteResponse(action: string, body: unknown): unknown {
  if (!["entriesByFiles", "entriesByFolder", "getEntry"].includes(action)) return body;
  const wrap = (entry: EntryFile) =>
    entry && typeof entry.data === "string" && isYaml(entry.file?.path ?? "")
      ? { ...entry, data: wrapListFile(entry.data) }
      : entry;
  return Array.isArray(body) ? (body as EntryFile[]).map(wrap) : wrap(body as EntryFile);
}

/** The content check's verdict on the files that changed, as printed in the terminal. */
export function checkChangedFiles(root: string, files: readonly string[]): string {
  const { issues } = checkContent(root);
  const lines: string[] = [];
  for (const file of files) {
    const own = issues.filter((issue) => issue.file === file);
    if (own.length === 0) lines.push(`✔ ${file}: the content check accepts it`);
    else
      lines.push(
        `✘ ${file}: the build would refuse it:\n${own.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`,
      );
  }
  const elsewhere: DataIssue[] = issues.filter((issue) => !files.includes(issue.file));
  if (elsewhere.length > 0) lines.push(`(and elsewhere) ${formatContentCheck(elsewhere)}`);
  return lines.join("\n");
}

/** Watches data/ and content/ of `root`, calling `onChange` with the changed files (relative, /-separated) once they settle. */
function watchContent(root: string, onChange: (files: string[]) => void): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = ["data", "content"].map((dir) =>
    fs.watch(path.join(root, dir), { recursive: true }, (_event, name) => {
      if (!name) return;
      const file = `${dir}/${name.toString().split(path.sep).join("/")}`;
      if (!/\.(ya?ml|mdx?|json)$/i.test(file) || !fs.existsSync(path.join(root, file))) return;
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...pending].sort();
        pending.clear();
        onChange(files);
      }, 300);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

/**
 * Site modules the previews draw differently (src/studio/admin/previews/site-modules/): the page's
 * frame without the header and footer, no head tags, and a visitor of the previewed market that
 * keeps nothing. By absolute path, so that only the site's own modules are replaced.
 */
const PREVIEW_MODULES: Readonly<Record<string, string>> = {
  [path.join(projectRoot, "src/components/layout")]: path.join(
    __dirname,
    "admin/previews/site-modules/layout.tsx",
  ),
  [path.join(projectRoot, "src/components/head-tags")]: path.join(
    __dirname,
    "admin/previews/site-modules/head-tags.tsx",
  ),
  [path.join(projectRoot, "src/runtime/visitor")]: path.join(
    __dirname,
    "admin/previews/site-modules/visitor.ts",
  ),
};

const previewModules: Plugin = {
  name: "studio-preview-modules",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const replacement =
        PREVIEW_MODULES[path.resolve(args.resolveDir, args.path).replace(/\.tsx?$/, "")];
      return replacement ? { path: replacement } : undefined;
    });
  },
};

/**
 * src/studio/admin/studio.ts bundled for the browser, with the site's components the previews
 * draw: `gatsby` is the previews' stand-in (Link, useStaticQuery), the site's settings are read
 * from the values studio.js sets before the bundle, and React is the site's, in its production
 * build. Only this server bundles it: no Gatsby build imports src/studio/.
 */
export async function studioBundle(): Promise<string> {
  // Asynchronous: esbuild runs plugins in its asynchronous API only.
  const bundle = await build({
    entryPoints: [path.join(__dirname, "admin/studio.ts")],
    bundle: true,
    format: "iife",
    write: false,
    target: "es2020",
    logLevel: "silent",
    alias: { gatsby: path.join(__dirname, "admin/previews/site-modules/gatsby.tsx") },
    plugins: [previewModules],
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __DEBRIX_SITE__: "window.DEBRIX_STUDIO_SITE",
      // Every brand mark, as the site's unit tests draw them: a preview shows one market's page, whichever it is.
      __DEBRIX_BRAND_MARKS__: JSON.stringify(everyBrandMark()),
    },
  });
  return bundle.outputFiles[0].text;
}

/** What studio.js sets before the bundle: the live-data blocks' lists, the previews to register, and the site's settings the previews' components read. */
export function studioSettings(data: SiteData, previews: readonly PreviewTemplate[]): string {
  // Every language's page paths, by content language, so that a page of any market links as its
  // own site does (a language two markets speak, as its first market by order writes it), and
  // every market's languages, so that a preview in any of them finds its own.
  const markets = Object.keys(data.countries).map((market) =>
    runtimeConfig(data, market, "production"),
  );
  const site = {
    ...runtimeConfig(data, data.brand.defaultMarket, "production"),
    routePaths: Object.assign({}, ...[...markets].reverse().map((market) => market.routePaths)),
    languages: markets.flatMap((market) => market.languages),
  };
  return [
    `window.DEBRIX_STUDIO_LISTS = ${JSON.stringify(liveBlockLists(data))};`,
    `window.DEBRIX_STUDIO_PREVIEWS = ${JSON.stringify(previews)};`,
    `window.DEBRIX_STUDIO_SITE = ${JSON.stringify(site)};`,
    "",
  ].join("\n");
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

/** A file of content/images/ for the previews (a service's illustration): only a file of that folder itself, never a path out of it. */
export function contentImage(
  root: string,
  name: string,
): { type: string; bytes: Buffer } | undefined {
  const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
  const file = path.join(root, "content/images", name);
  if (!type || path.basename(name) !== name || !fs.existsSync(file)) return undefined;
  return { type, bytes: fs.readFileSync(file) };
}

function startDecapServer(
  root: string,
  apiPort: number,
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(process.execPath, [packageFile("decap-server/dist/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(apiPort),
      BIND_HOST: HOST,
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const relay = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .forEach((line) => log(`[decap-server] ${line}`));
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);
  return child;
}

/** Whether something answers on a port of 127.0.0.1. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = http.request(
      {
        host: HOST,
        port,
        method: "POST",
        path: "/api/v1",
        headers: { "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        resolve(true);
      },
    );
    request.on("error", () => resolve(false));
    request.end(JSON.stringify({ action: "info" }));
  });

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit ${child.exitCode})`);
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on ${HOST}:${port} within 30 s`);
}

function forward(apiPort: number, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: HOST,
        port: apiPort,
        method: "POST",
        path: "/api/v1",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString()));
    request.on("error", reject);
  });

export async function startStudio({
  root,
  port,
  apiPort,
  log = console.log,
}: StudioOptions): Promise<Studio> {
  try {
    loadSiteData(path.join(root, "data"), root);
  } catch (error) {
    if (error instanceof DataValidationError)
      throw new Error(
        `the studio builds its forms from data/, which has problems; fix them first:\n${formatContentCheck(error.issues)}`,
      );
    throw error;
  }
  const bundle = await studioBundle();
  // Read once, then again after data/ or content/ changed (the watcher below): an entry opened after a save previews the saved data.
  let preview: PreviewData | undefined;
  const currentPreviewData = () => (preview ??= previewData(root));
  const currentConfig = (host: string | undefined) =>
    studioConfig({
      root,
      data: loadSiteData(path.join(root, "data"), root).data,
      proxyUrl: `http://${host ?? `${HOST}:${port}`}/api/v1`,
    });
  const indexHtml = fs.readFileSync(path.join(__dirname, "admin/index.html"));
  // Another studio (or anything else) on the backend's port would receive this studio's saves.
  if (await answers(apiPort))
    throw new Error(
      `port ${apiPort} of ${HOST} is in use: stop what listens there, or choose another with --api-port`,
    );
  const decap = startDecapServer(root, apiPort, log);
  // decap-server never outlives the studio, however the studio ends.
  process.once("exit", () => decap.kill());
  try {
    await waitForPort(apiPort, decap);
  } catch (error) {
    decap.kill();
    throw error;
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? HOST}`);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    try {
      if (url.pathname === "/api/v1" && request.method === "POST") {
        const incoming = JSON.parse(await readBody(request)) as BackendRequest;
        const answer = await forward(apiPort, JSON.stringify(rewriteRequest(root, incoming)));
        const body =
          answer.status === 200
            ? JSON.stringify(rewriteResponse(incoming.action, JSON.parse(answer.text)))
            : answer.text;
        return send(answer.status, "application/json", body);
      }
      if (url.pathname === "/" || url.pathname === "/admin") {
        response.writeHead(302, { location: "/admin/" });
        return response.end();
      }
      if (url.pathname === "/admin/") return send(200, "text/html; charset=utf-8", indexHtml);
      if (url.pathname === "/admin/decap-cms.js")
        return send(
          200,
          "text/javascript; charset=utf-8",
          fs.readFileSync(packageFile("decap-cms/dist/decap-cms.js")),
        );
      if (url.pathname === "/admin/studio.js") {
        // The settings are read again on each load, as the configuration is.
        const current = loadSiteData(path.join(root, "data"), root).data;
        return send(
          200,
          "text/javascript; charset=utf-8",
          studioSettings(current, previewTemplates(currentConfig(request.headers.host))) + bundle,
        );
      }
      if (url.pathname === "/admin/config.yml") {
        // Read again on each load, so a new region file or a new key shows after a reload.
        return send(
          200,
          "text/yaml; charset=utf-8",
          stringify(currentConfig(request.headers.host), { lineWidth: 0 }),
        );
      }
      if (url.pathname === "/admin/preview-data.json") {
        try {
          return send(200, "application/json", JSON.stringify(currentPreviewData()));
        } catch (error) {
          const message =
            error instanceof DataValidationError
              ? formatContentCheck(error.issues)
              : (error as Error).message;
          return send(500, "application/json", JSON.stringify({ error: message }));
        }
      }
      // The site's stylesheet for the previews' frame: the project's own, with its imports, read on each load.
      if (url.pathname === "/admin/site.css")
        return send(200, "text/css; charset=utf-8", siteStylesheet(projectRoot));
      const image = /^\/admin\/preview\/images\/([^/]+)$/.exec(url.pathname);
      if (image) {
        const found = contentImage(root, decodeURIComponent(image[1]));
        return found
          ? send(200, found.type, found.bytes)
          : send(404, "text/plain; charset=utf-8", "No such file in content/images/");
      }
      return send(404, "text/plain; charset=utf-8", "Not found: the studio is at /admin/");
    } catch (error) {
      log(`studio: ${request.method} ${url.pathname} failed: ${(error as Error).message}`);
      return send(500, "application/json", JSON.stringify({ error: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, resolve);
  });
  const stopWatching = watchContent(root, (files) => {
    preview = undefined;
    try {
      log(checkChangedFiles(root, files));
    } catch (error) {
      log(`the content check failed: ${(error as Error).message}`);
    }
  });
  return {
    url: `http://localhost:${port}/admin/`,
    close: async () => {
      stopWatching();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      decap.kill();
    },
  };
}
