import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scriptsOf } from "../../bench/lib/scripts.mjs";
import {
  APP_CHUNK_BUDGET_KB,
  checkBudgets,
  KB,
  SCRIPT_BUDGETS_KB,
  type BudgetRow,
} from "../../bench/lib/report.mjs";

/** A built page as the artifact holds it: its HTML with the deferred bundles and the chunk mapping, its page data, and the .br files. */
function artifact(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-scripts-"));
  const files = {
    "framework-aaaaaaaaaaaaaaaa.js": 400,
    "app-bbbbbbbbbbbbbbbb.js": 500,
    "component---page-queries-region-query-tsx-cccccccccccccccc.js": 30,
    "967-dddddddddddddddd.js": 7,
    "934-eeeeeeeeeeeeeeee.js": 9,
  };
  for (const [name, bytes] of Object.entries(files))
    fs.writeFileSync(path.join(dir, `${name}.br`), Buffer.alloc(bytes));
  const mapping = JSON.stringify({
    app: ["/app-bbbbbbbbbbbbbbbb.js"],
    "component---page-queries-region-query-tsx": [
      "/967-dddddddddddddddd.js",
      "/component---page-queries-region-query-tsx-cccccccccccccccc.js",
    ],
  });
  fs.mkdirSync(path.join(dir, "zones/lille"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "zones/lille/index.html"),
    `<html><body><script>window.___chunkMapping=${JSON.stringify(mapping)};</script><script>(function(){function load(){["/framework-aaaaaaaaaaaaaaaa.js","/app-bbbbbbbbbbbbbbbb.js"].forEach(function(src){})}})()</script></body></html>`,
  );
  fs.mkdirSync(path.join(dir, "page-data/zones/lille"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "page-data/zones/lille/page-data.json"),
    JSON.stringify({ componentChunkName: "component---page-queries-region-query-tsx" }),
  );
  return dir;
}

describe("the JavaScript of a page's first load, from the artifact", () => {
  it("is the deferred bundles and its template's chunks, by kind, in brotli bytes; a chunk of another template is not counted", () => {
    const scripts = scriptsOf(artifact(), "/zones/lille/");
    expect(scripts.files.map((file) => file.kind)).toEqual(["framework", "app", "shared", "page"]);
    expect(scripts.byKind).toEqual({ framework: 400, app: 500, shared: 7, page: 30 });
    expect(scripts.brotliBytes).toBe(937);
  });
});

describe("the script budgets", () => {
  const page = (template: string, kb: number, app = 45) => ({
    template,
    path: `/${template}/`,
    brotliBytes: kb * KB,
    byKind: { app: app * KB },
  });
  const find = (rows: BudgetRow[], measure: string) =>
    rows.filter((row) => row.measure === measure);

  it("fail a template over its budget, an app chunk over its budget, and a region page heavier than a service page", () => {
    const rows = checkBudgets({
      scripts: {
        FR: [
          page("region", SCRIPT_BUDGETS_KB.region + 0.1, APP_CHUNK_BUDGET_KB + 0.1),
          page("service detail", SCRIPT_BUDGETS_KB["service detail"] - 1),
        ],
      },
    });
    expect(
      find(rows, "First-load JS (brotli, artifact)").map((row) => [row.subject, row.pass]),
    ).toEqual([
      ["FR region", false],
      ["FR service detail", true],
    ]);
    expect(find(rows, "JS: app chunk (every page)")[0]?.pass).toBe(false);
    expect(find(rows, "First-load JS: region ≤ service")[0]?.pass).toBe(false);
  });

  it("pass pages within them", () => {
    const rows = checkBudgets({
      scripts: { FR: [page("region", 88), page("service detail", 88)] },
    });
    expect(rows.filter((row) => row.kind === "budget").every((row) => row.pass !== false)).toBe(
      true,
    );
  });
});
