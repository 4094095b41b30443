/**
 * The blog's search index on a small site: Pagefind's own indexer (offline) indexes only the
 * marked article bodies, with their h1 and category, and the site keeps only the files it loads.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SEARCH_INDEX_DIR, writeSearchIndex } from "../../../src/node/blog/search-index";

const ROOT = path.resolve(__dirname, "../../..");

function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-search-"));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  // Gatsby's page data of the not-found page is a folder whose name ends in .html.
  fs.mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true });
  return dir;
}

const article = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>${title} | Debrix</title></head><body><header>Accueil Services</header><main><h1>${title}</h1><a data-pagefind-filter="category" href="/blog/x/">Règles et tri des déchets</a><div data-pagefind-body><p>${body}</p></div></main><footer>Mentions légales</footer></body></html>`;

describe("the blog's search index", () => {
  it("indexes the marked bodies only, and keeps Pagefind's script, WebAssembly and index but not its ready-made interfaces", () => {
    const dir = site({
      "blog/amiante/index.html": article(
        "Amiante : les règles",
        "Le désamiantage exige un plan de retrait.",
      ),
      "de/blog/amiante/index.html": article(
        "Amiante : les règles",
        "Le désamiantage exige un plan de retrait.",
      ).replace(" data-pagefind-body", ""),
      "index.html":
        '<!DOCTYPE html><html lang="fr"><body><h1>Accueil</h1><p>Amiante</p></body></html>',
    });
    try {
      const result = writeSearchIndex(dir, ROOT);
      expect(result.pages).toBe(1);
      const files = fs.readdirSync(path.join(dir, SEARCH_INDEX_DIR));
      expect(files).toEqual(
        expect.arrayContaining([
          "pagefind.js",
          "pagefind-entry.json",
          "wasm.fr.pagefind",
          "fragment",
          "index",
          "filter",
        ]),
      );
      expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
      expect(result.bytes).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes nothing for a site whose pages mark no body, and removes an index left before", () => {
    const dir = site({
      "index.html": '<!DOCTYPE html><html lang="de"><body><h1>Start</h1></body></html>',
      "pagefind/pagefind.js": "old",
    });
    try {
      expect(writeSearchIndex(dir, ROOT)).toMatchObject({ pages: 0, bytes: 0 });
      expect(fs.existsSync(path.join(dir, SEARCH_INDEX_DIR))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
