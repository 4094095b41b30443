/**
 * "Where can it stand?" in each market's artifact: the answer from the address (permit, lead time,
 * the earliest day in the visitor's calendar, a wished day too early, the sign-up link's query), from
 * the keyboard alone, a bad value in the address, the page without JavaScript (every zone's rule in a
 * table, each rule's facts in a <details>), and what the visitor picks before the page has hydrated
 * with the CPU six times slower. What the tests expect comes from the same data and rules the build
 * and the browser read (src/rules/placement/).
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, countryOf, data, pathsOf } from "./site";
import { open } from "./navigation";
import { axeViolations } from "./axe";
import { toolModels } from "../../src/node/tool-pages";
import { placementAnswer } from "../../src/rules/placement/answer";
import { addDays, todayIn } from "../../src/rules/placement/dates";
import { appLinks } from "../../src/shared/app-link";
import { pagePath } from "../../src/shared/route-table";
import type { Market } from "../../src/shared/keys";

const ROOT = path.resolve(__dirname, "../..");
const PHONE = { width: 375, height: 740 };
/** The visitor's time zone: the page counts days in it, whatever the machine's is. */
const TIME_ZONE: Record<string, string> = {
  FR: "Europe/Paris",
  DE: "Europe/Berlin",
  EN: "Europe/London",
};

/** Playwright's text matchers compare with spaces normalised; a typeset text has no-break ones. */
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");

function setup(market: Market) {
  const country = countryOf(market);
  const model = toolModels(ROOT, data, market, new Map()).WHERE_CAN_IT_STAND;
  const path = pagePath(pathsOf(market), "WHERE_CAN_IT_STAND", country.contentLanguage);
  // The market's first zone with a size allowed on the road, and that size.
  const zone = model.zones.find((candidate) =>
    candidate.sizes.some(
      (offer) => model.sizes.find((size) => size.id === offer.id)?.allowedOnRoad,
    ),
  )!;
  const offer = zone.sizes.find(
    (candidate) => model.sizes.find((size) => size.id === candidate.id)?.allowedOnRoad,
  )!;
  const size = model.sizes.find((candidate) => candidate.id === offer.id)!;
  const rule = model.rules.find((candidate) => candidate.id === zone.ruleId)!;
  const dayText = (day: string) =>
    plain(
      new Intl.DateTimeFormat(country.htmlLang, { dateStyle: "full", timeZone: "UTC" }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    );
  return { country, t: catalog(market), model, path, zone, offer, size, rule, dayText };
}

const result = (page: Page) => page.locator(".tool-result");

/** The markets that list the page (a market without it has no street rules to show). */
const withPage = ARTIFACTS.filter(({ market }) =>
  (data.countries[market].pages as readonly string[]).includes("WHERE_CAN_IT_STAND"),
);

for (const { market } of withPage) {
  const base = baseUrl(market);
  const { country, t, model, path: pagePathname, zone, offer, size, rule, dayText } = setup(market);
  const timezoneId = TIME_ZONE[market] ?? "UTC";
  const onlyZone = model.zones.length === 1;

  test.describe(`${market}: where can it stand?`, () => {
    test.use({ timezoneId });

    test("on the road: a permit, its lead time, the earliest day, a wished day too early, the sign-up's query", async ({
      page,
    }) => {
      const today = todayIn(new Date(), timezoneId);
      const wished = addDays(today, 1);
      await open(
        page,
        `${base}${pagePathname}?zone=${zone.id}&placement=road&size=${size.id}&date=${wished}`,
      );
      const answer = placementAnswer({
        rule,
        placement: "road",
        size,
        days: null,
        deliveryHours: offer.deliveryHours,
        today,
        wished,
      });
      if (answer.kind !== "date") throw new Error("expected a date");
      expect(answer.earliest.day).toBe(addDays(today, rule.leadDays));
      await expect(result(page)).toContainText(
        plain(t("tools.placement.result.earliest", { date: dayText(answer.earliest.day) })),
      );
      await expect(result(page)).toContainText(plain(t("tools.placement.result.needed")));
      await expect(result(page)).toContainText(
        plain(t("tools.placement.result.lead_other", { count: rule.leadDays })),
      );
      await expect(result(page)).toContainText(
        plain(
          t("tools.placement.result.wishedTooEarly", {
            date: dayText(wished),
            earliest: dayText(answer.earliest.day),
          }),
        ),
      );
      await expect(
        result(page).getByRole("link", { name: plain(t("tools.placement.result.authorityLink")) }),
      ).toHaveAttribute("href", rule.authority.url);
      await expect(result(page)).toContainText(plain(model.handling["public-roadway"]));
      const signup = result(page).locator(`a[href^="${country.appUrl}"]`);
      await expect(signup).toHaveAttribute(
        "href",
        appLinks(country, zone.regionKey, {}, [
          ["placement", "road"],
          ["zone", zone.id],
          ["size", size.id],
          ["date", answer.earliest.day],
        ]).signup,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://${country.domains[0]}${pagePathname}`,
      );
    });

    test("on own land: the delivery time alone, the private-property fee", async ({ page }) => {
      const today = todayIn(new Date(), timezoneId);
      await open(page, `${base}${pagePathname}?zone=${zone.id}&placement=private&size=${size.id}`);
      const earliest = addDays(today, Math.ceil(offer.deliveryHours / 24));
      await expect(result(page)).toContainText(
        plain(t("tools.placement.result.earliest", { date: dayText(earliest) })),
      );
      await expect(result(page)).toContainText(plain(t("tools.placement.result.private")));
      await expect(result(page)).toContainText(plain(model.handling["private-property"]));
    });

    test("from the keyboard alone; the address follows", async ({ page }) => {
      await open(page, `${base}${pagePathname}`);
      const first = onlyZone
        ? page.locator("input[name=postcode]")
        : page.locator("select[name=zone]");
      await first.focus();
      if (!onlyZone) {
        await page.keyboard.type(zone.name);
        await expect(page.locator("select[name=zone]")).toHaveValue(zone.id);
        await page.keyboard.press("Tab");
      }
      await expect(page.locator("input[name=postcode]")).toBeFocused();
      await page.keyboard.press("Tab");
      // The first radio of the group takes the focus; the arrows choose within it.
      await expect(page.locator("input[name=placement][value=private]")).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.locator("input[name=placement][value=pavement]")).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(page.locator("select[name=size]")).toBeFocused();
      await page.keyboard.type(size.name);
      await expect(page.locator("select[name=size]")).toHaveValue(size.id);
      await expect(result(page).locator(".tool-result__advice")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`placement=pavement&size=${size.id}`));
    });

    test("a bad value in the address: the form without it, a sentence, no error page", async ({
      page,
    }) => {
      await open(
        page,
        `${base}${pagePathname}?zone=NOWHERE&placement=roof&date=2026-02-30&days=-1`,
      );
      const notice = page.locator(".tool-form__notice");
      for (const value of ["placement=roof", "date=2026-02-30", "days=-1"])
        await expect(notice).toContainText(value);
      if (!onlyZone) await expect(notice).toContainText("zone=NOWHERE");
      await expect(page.locator("input[name=placement]:checked")).toHaveCount(0);
      await expect(result(page).locator(".tool-result__answer")).toHaveCount(0);
      await expect(page.locator("h1")).toHaveText(plain(t("pages.WHERE_CAN_IT_STAND.heading")));
    });

    test("axe finds nothing, with an answer shown and a rule opened", async ({ page }) => {
      await open(
        page,
        `${base}${pagePathname}?zone=${zone.id}&placement=pavement&size=${size.id}&days=3`,
      );
      await expect(result(page).locator(".tool-result__advice")).toBeVisible();
      await page.locator(`#rule-${rule.id} summary`).click();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("without JavaScript: every zone's rule in the table, its facts in a <details>, the form lands there", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}${pagePathname}`);
      await expect(page.locator(".tool-table tbody tr")).toHaveCount(model.zones.length);
      await expect(page.locator("details.rule-details")).toHaveCount(model.rules.length);
      const details = page.locator(`#rule-${rule.id}`);
      await expect(details.locator(".rule-details__body")).toBeHidden();
      await details.locator("summary").click();
      await expect(details.locator(".rule-details__body")).toContainText(
        plain(t("tools.placement.result.lead_other", { count: rule.leadDays })),
      );
      await page.locator("input[name=placement][value=road]").check();
      await page.locator("button[type=submit]").first().click();
      await expect(page).toHaveURL(/#rules$/);
      expect(new URL(page.url()).searchParams.get("placement")).toBe("road");
      await context.close();
    });
  });
}

/**
 * Before the page has hydrated (the CPU six times slower, its scripts late), the visitor picks the
 * placement and the size: once the page answers, it answers what they picked.
 */
test.describe("FR: what the visitor picks before the page has hydrated", () => {
  const { path: pagePathname, t, zone, size, rule, dayText } = setup("FR");
  const base = baseUrl("FR");
  test.use({ timezoneId: "Europe/Paris" });

  test("a placement and a size picked early get their earliest day", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await page.addInitScript(
      `window.__early = []; for (const type of ["keydown", "change", "input", "click"]) document.addEventListener(type, () => window.__early.push(document.documentElement.dataset.hydrated === "true"), true);`,
    );
    await page.route(/\.js$/, (route) =>
      setTimeout(() => void route.continue().catch(() => undefined), 1_500),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(`${base}${pagePathname}`, { waitUntil: "commit" });
    await page.locator("select[name=zone]").selectOption(zone.id);
    await page.locator("input[name=placement][value=road]").check();
    await page.locator("select[name=size]").selectOption(size.id);
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const early = await page.evaluate(
      () => (window as unknown as { __early: boolean[] }).__early[0] === false,
    );
    const today = todayIn(new Date(), "Europe/Paris");
    await expect(result(page)).toContainText(
      plain(t("tools.placement.result.earliest", { date: dayText(addDays(today, rule.leadDays)) })),
    );
    expect(early, "the visitor acted before the page had hydrated").toBe(true);
  });
});
