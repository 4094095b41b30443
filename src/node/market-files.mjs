/**
 * Which markets exist, read straight from data/ for the plain-Node scripts (build, start, e2e,
 * bench) that run before any TypeScript. A market is a file in data/countries/ and its `key`; the
 * default market is `defaultMarket` in data/brand.yaml. Nothing here validates: the build does
 * (src/node/data/load.ts) and names the file, field and value of any mistake.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/** The YAML files of a folder, sorted by name: the order every reader of data/ lists them in. */
export function listYamlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

function readYaml(file) {
  try {
    return parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The market keys of data/countries/, by each file's `order` (files without one come last, by
 * name), as the build lists them; files without a readable key are left to the build's checks.
 */
export function marketKeys(root) {
  const orderOf = (market) => (typeof market.order === "number" ? market.order : Infinity);
  return listYamlFiles(path.join(root, "data", "countries"))
    .map((file) => readYaml(file) ?? {})
    .filter((market) => typeof market.key === "string" && market.key !== "")
    .sort((a, b) => orderOf(a) - orderOf(b))
    .map((market) => market.key);
}

/** `defaultMarket` of data/brand.yaml. */
export function defaultMarket(root) {
  const value = readYaml(path.join(root, "data", "brand.yaml"))?.defaultMarket;
  if (typeof value !== "string" || value === "") {
    throw new Error(
      "data/brand.yaml: defaultMarket is missing; it names the market built when none is given, such as DE",
    );
  }
  return value;
}

/**
 * The market a script builds: `requested` (upper-cased) or the default market. An unknown market
 * is an error naming the markets of data/countries/.
 */
export function chooseMarket(root, requested) {
  const market = requested ? requested.toUpperCase() : defaultMarket(root);
  const known = marketKeys(root);
  if (!known.includes(market)) {
    throw new Error(
      `Unknown market ${market}; the markets are the files of data/countries/: ${known.join(", ") || "(none)"}`,
    );
  }
  return market;
}
