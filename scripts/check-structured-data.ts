/**
 * npx tsx scripts/check-structured-data.ts [dirs…] (npm run check:structured-data): the JSON-LD of
 * every page of built artifacts against what Google documents for each type the site uses
 * (src/node/structured-data-check.ts). Without folders: every artifact of dist/. Exit 1 with the
 * list of pages and what each lacks, a summary of the types checked otherwise.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./artifact-pages";
import {
  checkStructuredData,
  formatStructuredDataIssue,
  structuredDataNodes,
} from "../src/node/structured-data-check";

const JSON_LD = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** The artifacts of dist/: its folders holding a home page. */
function artifacts(distDir: string): string[] {
  if (!fs.existsSync(distDir)) return [];
  return fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(distDir, entry.name, "index.html")),
    )
    .map((entry) => path.join(distDir, entry.name))
    .sort();
}

function main(args: readonly string[]): number {
  const dirs =
    args.length > 0
      ? args.map((dir) => path.resolve(dir))
      : artifacts(path.resolve(__dirname, "../dist"));
  if (dirs.length === 0) {
    console.error(
      "No artifact to check: build one (npm run build:all) or name its folder, e.g. npx tsx scripts/check-structured-data.ts dist/fr",
    );
    return 1;
  }
  let pages = 0;
  let faulty = 0;
  const types = new Map<string, number>();
  for (const dir of dirs) {
    for (const file of htmlFiles(dir)) {
      pages += 1;
      const scripts = [...fs.readFileSync(file, "utf8").matchAll(JSON_LD)].map((match) => match[1]);
      for (const node of structuredDataNodes(scripts).nodes) {
        for (const type of [node["@type"]].flat())
          types.set(String(type), (types.get(String(type)) ?? 0) + 1);
      }
      const issues = checkStructuredData(scripts);
      if (issues.length === 0) continue;
      faulty += 1;
      console.log(`${path.relative(process.cwd(), file)}:`);
      for (const issue of issues) console.log(`  - ${formatStructuredDataIssue(issue)}`);
    }
  }
  const where = dirs.map((dir) => path.relative(process.cwd(), dir) || dir).join(", ");
  const counts = [...types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, count]) => `${type} ${count}`)
    .join(", ");
  if (faulty > 0) {
    console.log(
      `Structured data: ${faulty} of ${pages} pages fail the requirements of a type they use (${where})`,
    );
    return 1;
  }
  console.log(
    `Structured data: every node of ${pages} pages meets its type's requirements (${where}): ${counts}`,
  );
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
