/**
 * The content studio in Chromium, on a copy of the repository: the three changes of the content
 * team guide's studio section (docs/content-team.md#content-studio), saved through Decap's forms
 * and checked as the build checks them.
 */
import fs from "node:fs";
import path from "node:path";
import { checkContent } from "../../src/node/content-check";
import { checkArticles } from "../../src/node/content-check/articles";
import { loadSiteData } from "../../src/node/data/load";
import { expandListItem, expect, openEntry, publish, test } from "./studio-fixture";

const REGIONS_FR = "data/regions/fr.yaml";

test("a new phone number for FR_LYON is saved in data/regions/fr.yaml, and nothing else in the file changes", async ({
  page,
  studio,
}) => {
  const before = studio.read(REGIONS_FR);
  await openEntry(page, "regions/entries/regions-fr");
  await expandListItem(page, "FR_LYON — Lyon et Saint-Étienne");
  const number = page.getByLabel("Number", { exact: true }).filter({ visible: true });
  await expect(number).toHaveValue("+33465710101");
  await number.fill("+33465719876");
  await page
    .getByLabel("Number Formatted (optional)", { exact: true })
    .filter({ visible: true })
    .fill("04 65 71 98 76");
  await publish(page);

  const expected = before.replace(
    'number: "+33465710101"\n  numberFormatted: 04 65 71 01 01',
    'number: "+33465719876"\n  numberFormatted: 04 65 71 98 76',
  );
  expect(expected).not.toBe(before);
  // Polled to the whole expected text: decap-server truncates the file before it writes it, so a read
  // in between sees it empty.
  await expect.poll(() => studio.read(REGIONS_FR)).toBe(expected);
  expect(checkContent(studio.root).issues).toEqual([]);
  await expect
    .poll(() => studio.output())
    .toContain(`✔ ${REGIONS_FR}: the content check accepts it`);
});

test("an article with a RegionServices block chosen in its editor component is saved as an index.mdx the article loader accepts", async ({
  page,
  studio,
}) => {
  await openEntry(page, "blog/new");
  await page.getByLabel("Title", { exact: true }).fill("Benne à Lyon : le guide");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Louer une benne à Lyon : zones, services et numéro.");
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  await page.getByLabel("Category", { exact: true }).fill("guides-locaux");
  await page.keyboard.press("Enter");
  // A choice among the tags of data/blog-tags.yaml, as the category among the categories.
  await page.getByLabel("Tags", { exact: true }).fill("lyon");
  await page.keyboard.press("Enter");
  await page.locator("[contenteditable=true]").first().click();
  await page.keyboard.type("Les services à Lyon, zone par zone.");
  await page.keyboard.press("Enter");
  await page.getByTitle("Add Component").click();
  await page.getByText("Services of a region (by zone)").click();
  await page.getByLabel("Region", { exact: true }).last().fill("FR_LYON");
  await page.keyboard.press("Enter");
  await publish(page);

  const file = "content/blog/benne-a-lyon-le-guide/index.mdx";
  await expect
    .poll(() => fs.existsSync(path.join(studio.root, file)), { message: `${file} is written` })
    .toBe(true);
  await expect.poll(() => studio.read(file)).toContain('<RegionServices region="FR_LYON" />');
  const { data } = loadSiteData(path.join(studio.root, "data"), studio.root);
  const articles = checkArticles(studio.root, data);
  expect(articles.issues).toEqual([]);
  const post = articles.posts.FR?.find((candidate) => candidate.slug === "benne-a-lyon-le-guide");
  expect(post).toMatchObject({
    category: "guides-locaux",
    tags: ["lyon"],
    date: "2026-11-20",
    regionKeys: ["FR_LYON"],
  });
  await expect.poll(() => studio.output()).toContain(`✔ ${file}: the content check accepts it`);
});

test("the studio refuses to save an invalid phone number or an article without a title", async ({
  page,
  studio,
}) => {
  const before = studio.read(REGIONS_FR);
  const articlesBefore = fs.readdirSync(path.join(studio.root, "content/blog"));
  // Leaving the refused entry: Decap asks whether to drop the unsaved changes.
  page.on("dialog", (dialog) => void dialog.accept());
  await openEntry(page, "regions/entries/regions-fr");
  await expandListItem(page, "FR_LYON — Lyon et Saint-Étienne");
  await page.getByLabel("Number", { exact: true }).filter({ visible: true }).fill("04 65 71 01 01");
  await publish(page);
  await expect(
    page.getByText(
      "must be in international form: + then 7 to 15 digits, no spaces (e.g. +33199000101)",
    ),
  ).toBeVisible();
  await expect(page.getByText("UNSAVED CHANGES", { exact: false })).toBeVisible();

  await openEntry(page, "blog/new");
  await page.getByLabel("Description", { exact: true }).fill("Un article sans titre.");
  await publish(page);
  await expect(page.getByText("Title is required.")).toBeVisible();

  expect(studio.read(REGIONS_FR)).toBe(before);
  expect(fs.readdirSync(path.join(studio.root, "content/blog"))).toEqual(articlesBefore);
  expect(checkContent(studio.root).issues).toEqual([]);
});

test("an article whose description is changed keeps every other byte, its live-data blocks included", async ({
  page,
  studio,
}) => {
  const file = "content/blog/big-bag-lyon/index.mdx";
  const before = studio.read(file);
  await openEntry(page, "blog/entries/big-bag-lyon/index");
  const description = page.getByLabel("Description", { exact: true });
  await expect(description).toHaveValue(/^Big bags à Lyon/);
  await description.fill(`${await description.inputValue()} Mis à jour.`);
  await publish(page);

  const line = before.split("\n").find((candidate) => candidate.startsWith("description: "));
  expect(line).toBeDefined();
  await expect
    .poll(() => studio.read(file))
    .toBe(before.replace(String(line), `${String(line).slice(0, -1)} Mis à jour."`));
});

test("a street rule's lead time is saved on its line alone; a lead time of 2.5 days is refused", async ({
  page,
  studio,
}) => {
  const file = "data/street-permits.yaml";
  const before = studio.read(file);
  await openEntry(page, "visitor-tools/entries/streetPermits");
  await expandListItem(page, "FR_DEFAULT");
  const lead = page.getByLabel("Lead Days", { exact: true }).filter({ visible: true });
  await expect(lead).toHaveValue("15");
  await lead.fill("2.5");
  await publish(page);
  await expect(
    page.getByText(
      'must be a whole number of days from a complete application to the first day the container may stand (0 to 365): 15, not 15.5 or "15"',
    ),
  ).toBeVisible();
  await expect(page.getByText("UNSAVED CHANGES", { exact: false })).toBeVisible();
  expect(studio.read(file)).toBe(before);

  await lead.fill("16");
  await publish(page);
  // FR_DEFAULT is the file's first rule, and the first with 15 days.
  const expected = before.replace("    leadDays: 15\n", "    leadDays: 16\n");
  expect(expected).not.toBe(before);
  await expect.poll(() => studio.read(file)).toBe(expected);
  expect(checkContent(studio.root).issues).toEqual([]);
  await expect.poll(() => studio.output()).toContain(`✔ ${file}: the content check accepts it`);
});
