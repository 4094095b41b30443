#!/usr/bin/env node
/**
 * npm start: builds the default market (`defaultMarket` of data/brand.yaml, or SITE_MARKET) if
 * public/ does not already hold it, then serves it on http://localhost:9000.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMarket, currentOwner } from "./build.mjs";
import { chooseMarket } from "../src/node/market-files.mjs";
import { createSiteServer, listen } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const market = chooseMarket(root, process.env.SITE_MARKET);
const siteEnv = process.env.SITE_ENV || "production";
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";

const built =
  fs.existsSync(path.join(root, "public", "index.html")) &&
  currentOwner() === `${market}-${siteEnv}`;
if (!built || process.argv.includes("--rebuild")) buildMarket(market, siteEnv);
else
  console.log(
    `public/ already holds market ${market} (${siteEnv}); npm start -- --rebuild to build again`,
  );

await listen(createSiteServer(path.join(root, "public")), port, host);
console.log(`Debrix ${market} is served on http://localhost:${port}/`);
