/**
 * The translation catalogs as shipped. The rules (same keys and placeholders in every language, no
 * empty text, no typed number, every key the site shows) live in the content check, which the
 * build and `npm run check:content` run; its bad-edit corpus is __tests__/node/content-check.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { formatIssue } from "../../src/rules/data/issues";
import { checkCatalogs } from "../../src/node/content-check/catalogs";
import { catalogCheckOptions } from "../../src/node/content-check";
import { requiredCatalogKeys } from "../../src/node/content-check/required-keys";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
/** Every catalog of content/locales/: the markets' languages and the switcher's other locales. */
const LOCALES = fs.readdirSync(path.join(ROOT, "content/locales")).sort();

describe("the translation catalogs", () => {
  it("exist for every language of the site: the switcher's locales and each market language's", () => {
    expect([...catalogCheckOptions(ROOT, data).locales].sort()).toEqual(LOCALES);
  });

  it("pass the content check: same keys and placeholders everywhere, no empty text, no typed number, every key the site shows", () => {
    const issues = checkCatalogs(ROOT, catalogCheckOptions(ROOT, data));
    expect(issues.map(formatIssue)).toEqual([]);
  });

  it("are asked for the keys the code uses literally, builds from closed lists, and derives from data/", () => {
    const keys = requiredCatalogKeys(ROOT, data);
    expect(keys).toEqual(
      expect.arrayContaining([
        "site.skipLink",
        "nav.HOME",
        "footer.LEGAL",
        "services.DUMPSTER.summary",
        "partners.items.cedeo.name",
        "pages.BLOG.title",
      ]),
    );
  });
});
