/**
 * The visitor tools, "which container?" and "can it go in?", in each market's artifact: a result
 * from the address, from the form with the keyboard alone, the sign-up link's query, a synonym
 * found, a waste the market refuses sent to where it goes, the page without JavaScript, and what
 * the visitor types and picks before the page has hydrated. What the tests expect comes from the
 * same data and rules the build reads (src/node/tool-pages.ts, src/rules/tools/).
 */
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, countryOf, data, pathsOf } from "./site";
import { open, expectRendered } from "./navigation";
import { toolModels } from "../../src/node/tool-pages";
import { recommend } from "../../src/rules/tools/recommend";
import { formatNumber } from "../../src/rules/tools/number-format";
import { matchesQuery, searchKey } from "../../src/rules/tools/search";
import { appLinks } from "../../src/shared/app-link";
import { pagePath } from "../../src/shared/route-table";
import type { Market } from "../../src/shared/keys";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const PHONE = { width: 375, height: 740 };

/** Playwright's text matchers compare with spaces normalised; a typeset text has no-break ones. */
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");

function setup(market: Market) {
  const country = countryOf(market);
  const models = toolModels(ROOT, data, market, new Map());
  const language = country.contentLanguage;
  const paths = {
    which: pagePath(pathsOf(market), "WHICH_CONTAINER", language),
    canItGoIn: pagePath(pathsOf(market), "CAN_IT_GO_IN", language),
  };
  const offered = new Set<string>(country.services.map((service) => service.key));
  const zones = country.regions.flatMap(
    (key) => data.regions.find((region) => region.key === key)?.zones ?? [],
  );
  return {
    country,
    t: catalog(market),
    which: models.WHICH_CONTAINER,
    entries: models.CAN_IT_GO_IN.entries,
    paths,
    offered,
    onlyZone: zones.length === 1 ? zones[0].id : "",
    firstRegion: country.regions[0],
  };
}

/** The advice sentence the page shows for `volume` m³ of `wasteId`, everywhere in the market. */
function expectedAdvice(market: Market, wasteId: string, volume: number) {
  const { which, offered, t } = setup(market);
  const waste = which.wastes.find((candidate) => candidate.id === wasteId)!;
  const advice = recommend(waste, volume, which.sizes, offered, which.extraContainerM3);
  if (advice.kind !== "containers") throw new Error(`${wasteId} gets no container in ${market}`);
  const size = which.sizes.find((candidate) => candidate.id === advice.size.id)!;
  return {
    advice,
    text: plain(t("tools.which.advice", { count: advice.count, size: size.names[advice.service] })),
  };
}

async function hydratedAt(page: Page, url: string) {
  await open(page, url);
}

const result = (page: Page) => page.locator(".tool-result");

/** The markets that list the tools' pages. */
const withTools = ARTIFACTS.filter(({ market }) =>
  (data.countries[market].pages as readonly string[]).includes("WHICH_CONTAINER"),
);

for (const { market } of withTools) {
  const base = baseUrl(market);
  const { country, t, which, entries, paths, offered, onlyZone, firstRegion } = setup(market);

  test.describe(`${market}: which container?`, () => {
    test("a result from the address: the volume, the weight range, the advice and the sign-up carrying the choice", async ({
      page,
    }) => {
      await hydratedAt(page, `${base}${paths.which}?waste=rubble&m3=3`);
      const { advice, text } = expectedAdvice(market, "rubble", 3);
      await expect(result(page)).toContainText(text);
      await expect(result(page)).toContainText(
        plain(t("tools.which.result.volume", { volume: "3" })),
      );
      await expect(page.locator("select[name=waste]")).toHaveValue("rubble");
      await expect(page.locator("input[name=m3]")).toHaveValue("3");
      const signup = result(page).locator(`a[href^="${country.appUrl}"]`);
      await expect(signup).toHaveAttribute(
        "href",
        appLinks(country, firstRegion, {}, [
          ["service", advice.service],
          ["waste", "rubble"],
          ["size", advice.size.id],
          ["count", String(advice.count)],
          ["zone", onlyZone],
        ]).signup,
      );
      // Rubble is heavy: the size chosen may take it.
      expect(advice.size.heavyAllowed).toBe(true);
      // The address with its query is the page itself for search engines: no noindex, and the
      // canonical link of the page without the query (docs/decisions.md#d92-a-tools-address-with-a-query-keeps-the-pages-canonical-link-and-no-noindex).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://${country.domains[0]}${paths.which}`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });

    test("a result from the form, with the keyboard alone, submitted with Enter; the address follows", async ({
      page,
    }) => {
      await hydratedAt(page, `${base}${paths.which}`);
      const waste = which.wastes.find((candidate) => candidate.id === "mixed.light")!;
      // Typing a name picks the option, as in any select; then the quantity's way, then its field.
      await page.locator("select[name=waste]").focus();
      await page.keyboard.type(waste.optionName);
      await expect(page.locator("select[name=waste]")).toHaveValue("mixed.light");
      await page.keyboard.press("Tab");
      await expect(page.locator("input[name=mode][value=m3]")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator("input[name=m3]")).toBeFocused();
      await page.keyboard.type("4,5");
      await page.keyboard.press("Enter");
      const { text } = expectedAdvice(market, "mixed.light", 4.5);
      await expect(result(page)).toContainText(text);
      await expect(page.locator("input[name=m3]")).toBeFocused();
      await expect(page).toHaveURL(`${base}${paths.which}?waste=mixed.light&m3=4%2C5`);
    });

    test("a quantity as a pile or as wheelbarrows gives the same advice as its volume", async ({
      page,
    }) => {
      await hydratedAt(page, `${base}${paths.which}?waste=rubble&l=2&w=1&h=1`);
      await expect(result(page)).toContainText(expectedAdvice(market, "rubble", 2).text);
      const wheelbarrow = which.units.find((unit) => unit.id === "wheelbarrow")!;
      await hydratedAt(page, `${base}${paths.which}?waste=rubble&unit=wheelbarrow&n=20`);
      await expect(result(page)).toContainText(
        expectedAdvice(market, "rubble", 20 * wheelbarrow.volumeM3).text,
      );
    });

    test("a bad or unknown value in the address: the form without it, a sentence, no error page", async ({
      page,
    }) => {
      await hydratedAt(page, `${base}${paths.which}?waste=uranium&m3=-2`);
      await expect(page.locator(".tool-form__notice")).toContainText("waste=uranium");
      await expect(page.locator(".tool-form__notice")).toContainText("m3=-2");
      await expect(page.locator("select[name=waste]")).toHaveValue("");
      await expect(result(page).locator(".tool-result__answer")).toHaveCount(0);
      // A quantity the field cannot use gets its sentence beside it, tied to it, and no advice.
      await page.locator("select[name=waste]").selectOption("rubble");
      for (const [typed, key] of [
        ["abc", "notNumber"],
        ["0", "notPositive"],
        ["999999", "tooLarge"],
      ] as const) {
        await page.locator("input[name=m3]").fill(typed);
        const field = page.locator("input[name=m3]");
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const error = page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
        await expect(error).toBeVisible();
        // The sentence up to its first value (every value of the text stands as a NUL).
        const everyValue = new Proxy<Record<string, string>>({}, { get: () => "\u0000" });
        const sentence = plain(t(`tools.which.errors.${key}`, everyValue))
          .split("\u0000")[0]
          .trim();
        await expect(error).toContainText(sentence.slice(0, 12));
        await expect(result(page).locator(".tool-result__advice")).toHaveCount(0);
      }
    });

    test("a waste the market sends elsewhere: the page of the service that takes it, or where it goes", async ({
      page,
    }) => {
      await hydratedAt(page, `${base}${paths.which}?waste=insulation.asbestos&m3=2`);
      const waste = which.wastes.find((candidate) => candidate.id === "insulation.asbestos")!;
      const takers = which.services.filter(
        (service) =>
          offered.has(service.key) &&
          ["takes", "separate"].includes(waste.services[service.key] ?? ""),
      );
      if (takers.length > 0) {
        const link = result(page).getByRole("link", { name: takers[0].name, exact: true });
        await link.click();
        await expectRendered(page, takers[0].path);
      } else {
        await expect(result(page)).toContainText(plain(waste.elsewhere!).slice(0, 40));
        await result(page).getByRole("link").click();
        await expectRendered(page, paths.canItGoIn);
        await expect(page.locator('[id="insulation.asbestos"]')).toBeInViewport();
      }
    });

    test("without JavaScript: the reference, and the form sends the visitor to it", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}${paths.which}`);
      await expect(page.locator(".tool-table")).toHaveCount(3);
      await expect(page.locator(".tool-table--advice tbody tr")).toHaveCount(which.wastes.length);
      await page.locator("select[name=waste]").selectOption("rubble");
      await page.locator("input[name=m3]").fill("3");
      await page.locator("input[name=m3]").press("Enter");
      await expect(page).toHaveURL(/#reference$/);
      expect(new URL(page.url()).searchParams.get("waste")).toBe("rubble");
      await expect(page.locator("#reference h2")).toBeInViewport();
      await context.close();
    });
  });

  test.describe(`${market}: can it go in?`, () => {
    const plaster = entries.find((entry) => entry.id === "light-materials.plaster")!;
    const synonym = plaster.synonyms[0];

    test("a synonym finds its entry, accents and case aside, from the address and from the keyboard", async ({
      page,
    }) => {
      await hydratedAt(
        page,
        `${base}${paths.canItGoIn}?q=${encodeURIComponent(synonym.toUpperCase())}`,
      );
      await expect(page.locator('[id="light-materials.plaster"]')).toBeVisible();
      const shown = await page.locator(".waste-entry:visible").count();
      expect(shown).toBeLessThan(entries.length);
      await expect(page.locator(".waste-search__status")).toContainText(
        plain(t("tools.canItGoIn.results_other", { count: shown, query: "" }).split(" ")[0]),
      );
      // The keyboard alone: the field, a word, Enter; the address follows.
      await page.locator("input[name=q]").fill("");
      await expect(page.locator(".waste-entry:visible")).toHaveCount(entries.length);
      await page.locator("input[name=q]").focus();
      await page.keyboard.type(plain(synonym));
      await page.keyboard.press("Enter");
      await expect(page.locator('[id="light-materials.plaster"]')).toBeVisible();
      await expect(page.locator("input[name=q]")).toBeFocused();
      expect(new URL(page.url()).searchParams.get("q")).toBe(plain(synonym));
    });

    test("a link to another entry that the search hides shows that entry: the search gives way", async ({
      page,
    }) => {
      // An entry found by its name, and an entry it must not be mixed with that the name does not find.
      const pair = entries
        .flatMap((entry) => entry.notWith.map((other) => ({ entry, other })))
        .find(
          ({ entry, other }) =>
            !matchesQuery(
              entries.find((candidate) => candidate.id === other.id)!.searchKey,
              searchKey(entry.name),
            ),
        );
      expect(pair).toBeDefined();
      const { entry, other } = pair!;
      await hydratedAt(page, `${base}${paths.canItGoIn}?q=${encodeURIComponent(entry.name)}`);
      const target = page.locator(`[id="${other.id}"]`);
      await expect(target).toBeHidden();
      await page
        .locator(`[id="${entry.id}"]`)
        .getByRole("link", { name: other.name, exact: true })
        .click();
      await expect(target).toBeVisible();
      await expect(target).toBeInViewport();
      await expect(page.locator("input[name=q]")).toHaveValue("");
    });

    test("a refused item says where it goes instead, with the site's own service page when there is one", async ({
      page,
    }) => {
      const refused = entries.filter((entry) => entry.status === "refused" && entry.instead);
      expect(refused.length).toBeGreaterThan(0);
      const withService = refused.find((entry) => entry.instead?.service);
      const entry = withService ?? refused[0];
      await hydratedAt(page, `${base}${paths.canItGoIn}#${entry.id}`);
      const card = page.locator(`[id="${entry.id}"]`);
      await expect(card.locator(".waste-entry__status")).toHaveText(plain(entry.statusText));
      await expect(card).toContainText(plain(entry.instead!.text).slice(0, 40));
      if (withService) {
        const service = withService.instead!.service!;
        await card.getByRole("link", { name: service.name, exact: true }).click();
        await expectRendered(page, service.path);
      }
    });

    test("without JavaScript: the whole list from A to Z, and the search sends the visitor to it", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}${paths.canItGoIn}`);
      await expect(page.locator(".waste-entry")).toHaveCount(entries.length);
      await expect(page.locator(".waste-entry:visible")).toHaveCount(entries.length);
      await page.locator("input[name=q]").fill(synonym);
      await page.locator("input[name=q]").press("Enter");
      await expect(page).toHaveURL(/#a-z$/);
      await context.close();
    });
  });
}

/**
 * Before the page has hydrated (the CPU six times slower, its scripts late), the visitor picks a
 * waste and types a quantity, or types a search: once the page answers, it answers what they did.
 */
test.describe("what the visitor does before the page has hydrated", () => {
  const { paths, t } = setup("FR");
  const base = baseUrl("FR");

  async function slowVisitor(page: Page) {
    await page.addInitScript(
      `window.__early = []; for (const type of ["keydown", "change", "input"]) document.addEventListener(type, () => window.__early.push(document.documentElement.dataset.hydrated === "true"), true);`,
    );
    await page.route(/\.js$/, (route) =>
      setTimeout(() => void route.continue().catch(() => undefined), 1_500),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    return async () => {
      await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      // Whether the first thing the visitor did came before the page listened.
      return page.evaluate(
        () => (window as unknown as { __early: boolean[] }).__early[0] === false,
      );
    };
  }

  test("a waste and a quantity given before the page answered get their advice", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const hydrated = await slowVisitor(page);
    await page.goto(`${base}${paths.which}`, { waitUntil: "commit" });
    await page.locator("select[name=waste]").selectOption("rubble");
    await page.locator("input[name=m3]").pressSequentially("3");
    const early = await hydrated();
    await expect(result(page)).toContainText(expectedAdvice("FR", "rubble", 3).text);
    expect(early, "the visitor acted before the page had hydrated").toBe(true);
  });

  test("a search typed before the page answered filters the list", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const hydrated = await slowVisitor(page);
    await page.goto(`${base}${paths.canItGoIn}`, { waitUntil: "commit" });
    await page.locator("input[name=q]").pressSequentially("placo");
    const early = await hydrated();
    await expect(page.locator('[id="light-materials.plaster"]')).toBeVisible();
    await expect(page.locator(".waste-search__status")).toContainText("placo");
    expect(t("tools.canItGoIn.searchLabel")).not.toBe("");
    expect(early, "the visitor acted before the page had hydrated").toBe(true);
  });
});

void formatNumber;
