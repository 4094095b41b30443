/**
 * The visitor tools' texts are needed only in the catalogs of markets that list a tool's page:
 * Belgium and Switzerland list none, so Dutch and Italian hold none, while a catalog of a market
 * with the tools that lacks one is still stopped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkCatalogs } from "../../src/node/content-check/catalogs";
import { catalogCheckOptions } from "../../src/node/content-check";
import { loadSiteData } from "../../src/node/data/load";
import { CATALOG_NAMESPACES, namespaceData } from "../../src/node/catalog-namespaces";

const ROOT = path.resolve(__dirname, "../..");

/** A folder of catalogs: each locale's texts, written as translation.json. */
function catalogs(texts: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-tools-"));
  for (const [locale, catalog] of Object.entries(texts)) {
    fs.mkdirSync(path.join(root, "content/locales", locale), { recursive: true });
    fs.writeFileSync(
      path.join(root, "content/locales", locale, "translation.json"),
      JSON.stringify(catalog),
    );
  }
  return root;
}

/** A real catalog, as the site's files hold it. */
const real = (locale: string): Record<string, unknown> =>
  JSON.parse(
    fs.readFileSync(path.join(ROOT, "content/locales", locale, "translation.json"), "utf8"),
  ) as Record<string, unknown>;
// Every catalog needs the paths of every page: the real French ones.
const { routes } = real("fr-fr");
const WITH_TOOLS = { routes, site: { menu: "Menu" }, tools: { which: { submit: "Voir" } } };
const WITHOUT_TOOLS = { routes, site: { menu: "Menu" } };

describe("the visitor tools' texts in the catalogs", () => {
  const root = catalogs({ "fr-fr": WITH_TOOLS, "de-de": WITH_TOOLS, "nl-be": WITHOUT_TOOLS });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const locales = ["fr-fr", "de-de", "nl-be"];

  it("are not asked of a catalog that only markets without a tool's page read", () => {
    expect(checkCatalogs(root, { locales, withoutTools: ["nl-be"] })).toEqual([]);
  });

  it("are asked of every other catalog, naming the key", () => {
    const issues = checkCatalogs(root, { locales });
    expect(issues.map((issue) => `${issue.file} ${issue.path.join(".")}`)).toEqual([
      "content/locales/nl-be/translation.json tools.which.submit",
    ]);
    expect(issues[0].message).toMatch(/is missing; the other catalogs have it/);
  });

  it("are left out of the pages' namespaces where a catalog has none, and kept where it has them", () => {
    const dutch = real("nl-be");
    expect(dutch.tools).toBeUndefined();
    for (const namespace of Object.keys(CATALOG_NAMESPACES))
      expect(() => namespaceData(dutch, namespace, "nl-be")).not.toThrow();
    const french = real("fr-fr") as { tools: { which: unknown } };
    expect(namespaceData(french, "WHICH_CONTAINER", "fr-fr")).toMatchObject({
      tools: { which: french.tools.which },
    });
  });

  it("are not asked of the catalogs of Belgium and Switzerland, which list no tool's page", () => {
    const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
    expect([...(catalogCheckOptions(ROOT, data).withoutTools ?? [])].sort()).toEqual([
      "de-ch",
      "fr-be",
      "fr-ch",
      "it-ch",
      "nl-be",
    ]);
  });
});
