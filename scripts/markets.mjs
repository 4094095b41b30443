#!/usr/bin/env node
/**
 * npm run markets: the markets of data/countries/ as JSON, in build order, e.g. ["FR","DE","EN"].
 * The CI pipeline builds one artifact per entry, so a market added as a data file is built and
 * deployed without editing the pipeline.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { marketKeys } from "../src/node/market-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
console.log(JSON.stringify(marketKeys(root)));
