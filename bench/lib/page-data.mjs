/**
 * What a client navigation to a page fetches besides the code: its page-data.json and the results
 * of the static queries it uses (page-data/sq/d/<hash>.json), in bytes as stored and as brotli (the
 * server sends the .br files that src/node/precompress.ts writes), and how many keys of the
 * language's catalog (content/locales/<language>/translation.json) the page data carries.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const brotliBytes = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Dotted paths of the leaves of a catalog ("nav.home", …). */
function leafKeys(value, prefix = "") {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function pageDataFile(artifactDir, pagePath) {
  const dir = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  return path.join(artifactDir, "page-data", dir, "page-data.json");
}

/** The keys of the catalog the content team edits for `language` (a folder of content/locales/). */
export function catalogKeyCount(root, language) {
  const file = path.join(root, "content", "locales", language, "translation.json");
  if (!fs.existsSync(file))
    throw new Error(
      `The page data names the language "${language}", but ${path.relative(root, file)} does not exist`,
    );
  return leafKeys(JSON.parse(fs.readFileSync(file, "utf8"))).length;
}

/**
 * @returns {{ pageDataBytes: number, pageDataBrotliBytes: number, staticQueries: number,
 *   staticQueryBytes: number, staticQueryBrotliBytes: number, catalogKeys: number, catalogKeysOfLanguage: number }}
 */
export function pageDataOf(root, artifactDir, pagePath) {
  const file = pageDataFile(artifactDir, pagePath);
  if (!fs.existsSync(file))
    throw new Error(`${path.relative(root, file)} does not exist: no page data for ${pagePath}`);
  const buffer = fs.readFileSync(file);
  const pageData = JSON.parse(buffer.toString("utf8"));
  const staticQueries = (pageData.staticQueryHashes ?? []).map((hash) =>
    fs.readFileSync(path.join(artifactDir, "page-data", "sq", "d", `${hash}.json`)),
  );
  const locales = pageData.result?.data?.locales?.edges?.map((edge) => edge.node) ?? [];
  const languages = [...new Set(locales.map((node) => node.language))];
  return {
    pageDataBytes: buffer.length,
    pageDataBrotliBytes: brotliBytes(buffer),
    staticQueries: staticQueries.length,
    staticQueryBytes: staticQueries.reduce((sum, query) => sum + query.length, 0),
    staticQueryBrotliBytes: staticQueries.reduce((sum, query) => sum + brotliBytes(query), 0),
    catalogKeys: locales.reduce((sum, node) => sum + leafKeys(JSON.parse(node.data)).length, 0),
    catalogKeysOfLanguage: languages.reduce(
      (sum, language) => sum + catalogKeyCount(root, language),
      0,
    ),
  };
}
