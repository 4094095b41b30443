/**
 * What Lighthouse counts as a page's "JS bytes" (bench/lib/lighthouse.mjs sums `transferSize` of
 * the network-requests audit's items of resourceType Script): each script request with its body
 * bytes as sent, its header bytes (transferSize minus the encoded body), its decoded size and when
 * it started, so the figure can be compared with bench:trace's body bytes of first load.
 *
 *   npm run bench:requests -- [--dir dist/fr] [--port 9351] [path ...]
 */
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { createSiteServer, listen } from "../scripts/server.mjs";
import { launchChromium } from "./lib/lighthouse.mjs";
import { KB } from "./lib/report.mjs";

const args = { dir: "dist/fr", port: 9351, paths: [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === "--dir") args.dir = argv[++i];
  else if (argv[i] === "--port") args.port = Number(argv[++i]);
  else if (argv[i].startsWith("--"))
    throw new Error(
      `Unknown option ${argv[i]}; usage: lighthouse-requests.mjs [--dir dist/fr] [--port 9351] [path ...]`,
    );
  else args.paths.push(argv[i]);
}
if (args.paths.length === 0) args.paths.push("/");

const server = createSiteServer(path.resolve(args.dir));
await listen(server, args.port, "127.0.0.1");
const chromium = await launchChromium();
const kb = (bytes) => (bytes / KB).toFixed(1);
try {
  for (const page of args.paths) {
    const result = await lighthouse(`http://127.0.0.1:${args.port}${page}`, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const items = result.lhr.audits["network-requests"].details.items;
    const scripts = items.filter((item) => item.resourceType === "Script");
    const body = (item) => (item.transferSize ?? 0) - headerBytes(item);
    console.log(
      `\n${args.dir} ${page}: Lighthouse JS ${kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))} KB in ${scripts.length} requests`,
    );
    console.log("| script | transfer B | headers B | body B | decoded B | start ms | priority |");
    console.log("|---|---|---|---|---|---|---|");
    for (const item of scripts) {
      console.log(
        `| ${new URL(item.url).pathname.replace(/^\//, "")} | ${item.transferSize} | ${headerBytes(item)} | ${body(item)} | ${item.resourceSize} | ${Math.round(item.networkRequestTime ?? item.startTime ?? 0)} | ${item.priority} |`,
      );
    }
    const others = items.filter((item) => item.resourceType !== "Script");
    console.log(
      `other requests: ${others.map((item) => `${item.resourceType} ${new URL(item.url).pathname} ${item.transferSize}`).join("; ")}`,
    );
  }
} finally {
  await chromium.close();
  server.close();
}

/**
 * Header bytes of a script request: Lighthouse gives none, so transferSize minus the body as the
 * server sends it (the build's `.br` copy, which Chromium accepts; the plain file otherwise).
 */
function headerBytes(item) {
  const file = path.join(path.resolve(args.dir), decodeURIComponent(new URL(item.url).pathname));
  const sent = fs.existsSync(`${file}.br`) ? `${file}.br` : file;
  return fs.existsSync(sent) ? (item.transferSize ?? 0) - fs.statSync(sent).size : 0;
}
