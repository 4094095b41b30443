#!/usr/bin/env node
/**
 * A bounded load test of nginx serving a deploy root, with a deploy in the middle:
 *   npm run loadtest [-- --dir dist/de --amount 20000 --connections 32 --port 9090]
 * 1. deploys the artifact (release A) into a temporary root (npm run deploy) and serves
 *    <root>/current with nginx and the build's configuration (scripts/serve-nginx.mjs), on 127.0.0.1;
 * 2. sends `amount` requests (autocannon): every page, its index.json and every bundle, shuffled;
 * 3. halfway, deploys release B: the same artifact as a different build (another build hash, the
 *    app bundle under another name), as a real deploy would;
 * 4. all along, a checker loads pages and every bundle each one names: a page whose bundles are
 *    missing (two releases mixed) is an error; at the end, every page of release A must still
 *    find its bundles, as a tab opened before the deploy would.
 * Prints requests/s, p50/p99 latency and the errors; exits 1 unless there are none.
 * Not part of npm test: it takes about a minute and both cores.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { HASHED_BUNDLE } from "../src/serving/rules.mjs";
import { buildHashOf, deploy } from "../src/serving/releases.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Fewer than 1000 requests per connection: nginx closes a keep-alive connection after 1000
// (keepalive_requests), and autocannon counts a request that races that close as an error where a
// browser would retry it.
const args = { dir: "dist/de", amount: 20000, connections: 32, port: 9090 };
for (let i = 2; i < process.argv.length; i += 1) {
  const name = process.argv[i].replace(/^--/, "");
  if (!(name in args))
    throw new Error(
      `Unknown argument ${process.argv[i]}; usage: loadtest.mjs [--dir d] [--amount n] [--connections n] [--port n]`,
    );
  args[name] = name === "dir" ? process.argv[++i] : Number(process.argv[++i]);
}
const dir = path.resolve(root, args.dir);
const base = `http://127.0.0.1:${args.port}`;

/** The files of a folder, as request paths (page-data/404.html/ is a folder). */
const files = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
const pagesOf = (folder) =>
  files(folder)
    .filter((name) => name.endsWith("/index.html") && !name.startsWith("/_gatsby/"))
    .map((name) => name.slice(0, -"index.html".length));

/** Release B: the artifact as another build would look (new hash, app bundle renamed). */
function nextBuild(from) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-next-"));
  fs.cpSync(from, to, { recursive: true });
  const oldHash = buildHashOf(from);
  const newHash = crypto
    .createHash("sha1")
    .update(`${oldHash} next`)
    .digest("hex")
    .slice(0, oldHash.length);
  const app = fs.readdirSync(to).find((name) => /^app-[0-9a-f]{16,}\.js$/.test(name));
  const newApp = `app-${crypto.createHash("sha1").update(app).digest("hex").slice(0, 20)}.js`;
  for (const suffix of ["", ".br"])
    fs.renameSync(path.join(to, `${app}${suffix}`), path.join(to, `${newApp}${suffix}`));
  for (const name of files(to).filter((file) => /\.(html|json)$/.test(file))) {
    const file = path.join(to, name);
    const text = fs.readFileSync(file, "utf8");
    const next = text.split(oldHash).join(newHash).split(`/${app}`).join(`/${newApp}`);
    if (next !== text) fs.writeFileSync(file, next);
  }
  return to;
}

/** The scripts and stylesheets a page names: its bundle loader's list and its tags. */
const assetsOf = (html) => [
  ...new Set([...html.matchAll(/"(\/[^"<>]+\.(?:js|css))"/g)].map((match) => match[1])),
];

async function checkPage(pagePath) {
  const response = await fetch(`${base}${pagePath}`);
  if (response.status !== 200) return [`${pagePath}: ${response.status}`];
  const missing = [];
  for (const asset of assetsOf(await response.text())) {
    const answer = await fetch(`${base}${asset}`, { method: "HEAD" });
    if (answer.status !== 200) missing.push(`${pagePath} names ${asset}: ${answer.status}`);
  }
  return missing;
}

async function waitForServer(nginx) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error("nginx stopped before serving");
    try {
      if ((await fetch(`${base}/`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx does not answer on ${base}`);
}

if (!fs.existsSync(path.join(`${dir}.deploy`, "nginx", "rules.conf"))) {
  console.error(
    `${dir} has no generated nginx configuration beside it: build it first (npm run build -- --market DE --out ${args.dir})`,
  );
  process.exit(1);
}
const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-deploy-"));
const releaseB = nextBuild(dir);
const first = deploy({ dir, root: deployRoot });
const nginx = spawn(
  process.execPath,
  [
    path.join(root, "scripts/serve-nginx.mjs"),
    "--dir",
    path.join(deployRoot, "current"),
    "--deploy",
    `${dir}.deploy`,
    "--port",
    String(args.port),
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const problems = [];
try {
  await waitForServer(nginx);
  const pages = pagesOf(dir);
  // The /de/{slug+} shell has no page data of its own.
  const pageData = pages
    .map((page) => `/assets/data${page}index.json`)
    .filter((name) => fs.existsSync(path.join(dir, name)));
  const targets = [...pages, ...pageData, ...files(dir).filter((name) => HASHED_BUNDLE.test(name))];
  const requests = targets
    .map((target) => ({ target, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ target }) => ({ method: "GET", path: target }));
  console.log(
    `Load: ${args.amount} requests over ${args.connections} connections to nginx on ${base} (${pages.length} pages, ${pageData.length} index.json, ${targets.length - pages.length - pageData.length} bundles); release ${first.release} first`,
  );

  let answered = 0;
  let second;
  const load = autocannon({
    url: base,
    connections: args.connections,
    amount: args.amount,
    requests,
    headers: { "accept-encoding": "br, gzip" },
  });
  const errorKinds = new Map();
  load.on("reqError", (error) =>
    errorKinds.set(
      error.code ?? error.message,
      (errorKinds.get(error.code ?? error.message) ?? 0) + 1,
    ),
  );
  let running = true;
  const checker = (async () => {
    let checked = 0;
    while (running) {
      problems.push(...(await checkPage(pages[checked % pages.length])));
      checked += 1;
    }
    return checked;
  })();
  load.on("response", () => {
    answered += 1;
    if (answered === Math.floor(args.amount / 2)) {
      second = new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(root, "scripts/deploy.mjs"), "--dir", releaseB, "--to", deployRoot],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.on("exit", (code) =>
          code === 0
            ? resolve(output.trim())
            : reject(new Error(`the deploy in the middle failed (${code})`)),
        );
      });
    }
  });
  const result = await load;
  running = false;
  const checkedPages = await checker;
  if (!second) throw new Error("the load ended before the deploy started");
  console.log(`Deploy in the middle: ${await second}`);
  // A tab opened on release A, after the switch: every bundle its pages name is still there.
  for (const page of pages) {
    const html = fs.readFileSync(
      path.join(deployRoot, "releases", first.release, page, "index.html"),
      "utf8",
    );
    for (const asset of assetsOf(html)) {
      const answer = await fetch(`${base}${asset}`, { method: "HEAD" });
      if (answer.status !== 200)
        problems.push(
          `release ${first.release}'s ${page} names ${asset}: ${answer.status} after the switch`,
        );
    }
  }
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `requests/s ${Math.round(result.requests.average)}, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total ?? answered} requests`,
  );
  console.log(
    `errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}); pages checked with their bundles during the load: ${checkedPages}, missing bundles: ${problems.length}`,
  );
  for (const [kind, count] of errorKinds) console.log(`  ${count} × ${kind}`);
  for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);
  process.exitCode = errors === 0 && problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  nginx.kill("SIGTERM");
  await new Promise((resolve) => (nginx.exitCode === null ? nginx.on("exit", resolve) : resolve()));
  for (const folder of [deployRoot, releaseB]) fs.rmSync(folder, { recursive: true, force: true });
}
