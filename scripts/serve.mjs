#!/usr/bin/env node
/**
 * Serves a built artifact: node scripts/serve.mjs [--dir public] [--port 9000] [--host 127.0.0.1]
 * [--exit-with <pid>] (ends once that process has: the test runs pass their own).
 */
import fs from "node:fs";
import path from "node:path";
import { createSiteServer, exitWith, listen } from "./server.mjs";

const args = {
  dir: "public",
  port: Number(process.env.PORT ?? 9000),
  host: process.env.HOST ?? "127.0.0.1",
  "exit-with": undefined,
};
for (let i = 2; i < process.argv.length; i += 1) {
  const name = process.argv[i].replace(/^--/, "");
  if (!(name in args))
    throw new Error(
      `Unknown argument ${process.argv[i]}; usage: serve.mjs [--dir d] [--port n] [--host h] [--exit-with pid]`,
    );
  args[name] = name === "port" ? Number(process.argv[++i]) : process.argv[++i];
}
const dir = path.resolve(args.dir);
if (!fs.existsSync(path.join(dir, "index.html"))) {
  console.error(`${dir} holds no built site; run npm run build first`);
  process.exit(1);
}
if (args["exit-with"]) exitWith(Number(args["exit-with"]));
await listen(createSiteServer(dir), args.port, args.host);
console.log(
  `Serving ${path.relative(process.cwd(), dir) || "."} on http://${args.host === "127.0.0.1" ? "localhost" : args.host}:${args.port}/`,
);
