import fs from "node:fs";
import path from "node:path";

/**
 * Every list a GraphQL query asks for (allMdx, allRegion, allLocale…) names its order. Without
 * `sort`, Gatsby returns nodes in the order of their ids, and the ids of articles depend on where
 * the checkout lives: two builds of the same tree would write page data in different orders.
 */
const ROOT = path.resolve(__dirname, "../..");

/** Lists sorted in code right after the query, with where. */
const SORTED_IN_CODE: Record<string, string> = {
  allSitePage: "src/node/search/sitemap.ts sorts the entries by path",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && entry.name !== "gatsby-types.d.ts" ? [full] : [];
  });
}

/** Each `allX(…) {` or `allX {` of a query: the list's name and its arguments. */
function listQueries(source: string): { list: string; args: string }[] {
  return [...source.matchAll(/\b(all[A-Z]\w*)\s*(?:\(([^)]*)\))?\s*\{/g)].map((match) => ({
    list: match[1],
    args: match[2] ?? "",
  }));
}

describe("the lists the site's GraphQL queries ask for", () => {
  const files = [
    ...sourceFiles(path.join(ROOT, "src")),
    ...sourceFiles(path.join(ROOT, "page-queries")),
    ...["gatsby-node.ts", "gatsby-config.ts"].map((name) => path.join(ROOT, name)),
  ];
  const queries = files.flatMap((file) =>
    listQueries(fs.readFileSync(file, "utf8")).map((query) => ({
      ...query,
      file: path.relative(ROOT, file),
    })),
  );

  it("are found (the check reads the query files)", () => {
    expect(queries.map((query) => query.list)).toEqual(
      expect.arrayContaining(["allMdx", "allRegion", "allLocale", "allSitePage"]),
    );
  });

  it("each name their order with sort, or are sorted in code right after", () => {
    const unsorted = queries.filter(
      (query) => !/\bsort:/.test(query.args) && !SORTED_IN_CODE[query.list],
    );
    expect(unsorted.map((query) => `${query.file}: ${query.list}(${query.args.trim()})`)).toEqual(
      [],
    );
  });

  it("finds a list without sort, with or without arguments", () => {
    expect(
      listQueries(
        "query { allRegion { nodes { key } } related: allMdx(filter: { x: { eq: 1 } }) { nodes { id } } }",
      ),
    ).toEqual([
      { list: "allRegion", args: "" },
      { list: "allMdx", args: "filter: { x: { eq: 1 } }" },
    ]);
  });
});
