/**
 * The studio's previews in Chromium, on a copy of the repository: each collection with a preview
 * draws the site's page of the entry (its heading first), draws it again as a field is edited, and
 * shows above it what the build would refuse, in the content check's words.
 */
import type { Page } from "@playwright/test";
import { expandListItem, expect, openEntry, test } from "./studio-fixture";

/** Decap's preview frame. */
const preview = (page: Page) => page.frameLocator("#preview-pane");
const heading = (page: Page) => preview(page).getByRole("heading", { level: 1 });

test("a region file's preview draws the region page, and the region being edited as it changes", async ({
  page,
  studio,
}) => {
  await openEntry(page, "regions/entries/regions-fr");
  // The file's first region until another is edited.
  await expect(heading(page)).toHaveText("Location de bennes en Île-de-France");
  await expect(preview(page).getByRole("table")).toContainText("Paris intra-muros");
  // Its zones' street rules, as the build gives the page (from data/street-permits.yaml).
  await expect(
    preview(page).getByRole("heading", { level: 3, name: "Les règles de chaque zone" }),
  ).toBeVisible();
  await expect(
    preview(page).locator("summary", { hasText: /^Paris intra-muros\s:\sParis$/ }),
  ).toBeVisible();

  await expandListItem(page, "FR_LYON — Lyon et Saint-Étienne");
  await page.getByLabel("Number", { exact: true }).filter({ visible: true }).fill("+33465719876");
  await page
    .getByLabel("Number Formatted (optional)", { exact: true })
    .filter({ visible: true })
    .fill("04 65 71 98 76");
  await expect(heading(page)).toHaveText(
    "Location de bennes dans les agglomérations de Lyon et de Saint-Étienne",
  );
  // Typeset as the build prints it: the number's groups are held together by no-break spaces.
  await expect(
    preview(page)
      .getByRole("link", { name: /^Appeler le 04\s65\s71\s98\s76$/ })
      .first(),
  ).toBeVisible();
  await expect(preview(page).getByRole("alert")).toHaveCount(0);

  await page.getByLabel("Name In Text", { exact: true }).filter({ visible: true }).fill("à Lyon");
  await expect(heading(page)).toHaveText("Location de bennes à Lyon");
  // A preview saves nothing.
  expect(studio.read("data/regions/fr.yaml")).toContain('number: "+33465710101"');
});

test("a region edited while the preview still reads the site's data is the one it draws once the data is there", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/regions/fr.yaml");
  // The studio's data held back, as a busy machine does: the edit comes before the preview can draw.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/preview-data.json", async (route) => {
    await held;
    await route.continue();
  });
  await openEntry(page, "regions/entries/regions-fr");
  await expect(preview(page).getByText("Reading the site's data…")).toBeVisible();
  await expandListItem(page, "FR_LYON — Lyon et Saint-Étienne");
  await page
    .getByLabel("Number Formatted (optional)", { exact: true })
    .filter({ visible: true })
    .fill("04 65 71 98 76");
  release();
  await expect(heading(page)).toHaveText(
    "Location de bennes dans les agglomérations de Lyon et de Saint-Étienne",
  );
  await expect(
    preview(page)
      .getByRole("link", { name: /^Appeler le 04\s65\s71\s98\s76$/ })
      .first(),
  ).toBeVisible();
  expect(studio.read("data/regions/fr.yaml")).toBe(before);
});

test("a visitor tools' file previews the tool pages, drawn from the file as it is edited", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/containers.yaml");
  await openEntry(page, "visitor-tools/entries/containers");
  await expect(heading(page)).toHaveText("Quelle benne pour vos déchets\u202f?");
  // The reference of sizes is the file's: a payload changed shows in it as it is typed.
  await expect(preview(page).locator(".tool-table").first()).toContainText("Benne de 9 m³");
  await page.getByLabel("Largest Order M3", { exact: true }).fill("70");
  await expect(preview(page).getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Largest Order M3", { exact: true }).fill("20");
  // The largest size (30 m³) is more than one order: the content check's words above the page.
  await expect(preview(page).getByRole("alert")).toContainText("raise largestOrderM3");
  await preview(page).getByLabel("Tool").selectOption("CAN_IT_GO_IN");
  await expect(heading(page)).toHaveText("Que peut-on mettre dans une benne\u202f?");
  // The page of a preview never rewrites the studio's own address.
  expect(new URL(page.url()).hash).toContain("visitor-tools/entries/containers");
  expect(studio.read("data/containers.yaml")).toBe(before);
});

test("the services file's preview draws the service page of the service being edited", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/services.yaml");
  await openEntry(page, "services/entries/services");
  await expect(heading(page)).toHaveText("Enlèvement de sacs et vrac");
  await expandListItem(page, "BIGBAG");
  // The French name: the second "FR (optional)" field of the service (its slugs come first):
  // a service's texts are needed in the languages of the markets offering it only.
  await page
    .getByLabel("FR (optional)", { exact: true })
    .filter({ visible: true })
    .nth(1)
    .fill("Sacs big bag");
  await expect(heading(page)).toHaveText("Sacs big bag");
  await expect(
    preview(page).getByRole("heading", { level: 2, name: "Déchets acceptés" }),
  ).toBeVisible();
  await expect(preview(page).locator("img.page-intro__image")).toHaveAttribute(
    "src",
    "/admin/preview/images/bigbag.png",
  );
  expect(studio.read("data/services.yaml")).toBe(before);
});

test("an article's preview draws its page with the live-data blocks resolved, and its title as it is typed", async ({
  page,
  studio,
}) => {
  const file = "content/blog/big-bag-lyon/index.mdx";
  const before = studio.read(file);
  await openEntry(page, "blog/entries/big-bag-lyon/index");
  await expect(heading(page)).toHaveText(
    "Big bag à Lyon et Saint-Étienne\u00A0: le guide pratique",
  );
  // The category and tags by the names data/ gives them.
  await expect(preview(page).getByRole("list", { name: "Thème et mots-clés" })).toContainText(
    "Guides locaux",
  );
  await expect(preview(page).getByRole("list", { name: "Thème et mots-clés" })).toContainText(
    "Saint-Étienne",
  );
  // <RegionServices region="FR_LYON" /> and <RegionPhone region="FR_LYON" />, from data/regions/fr.yaml.
  await expect(preview(page).locator(".region-services")).toContainText("Métropole de Lyon");
  await expect(
    preview(page)
      .locator(".post-body")
      .getByRole("link", { name: /^04\s65\s71\s01\s01$/ })
      .first(),
  ).toBeVisible();
  // The call to action calls the FR market's first region, as the FR site's article does for a new visitor.
  await expect(
    preview(page)
      .locator(".post-cta")
      .getByRole("link", { name: /^Appeler le 01\s99\s00\s01\s01$/ }),
  ).toBeVisible();
  // The related articles the build's page context names for it, their titles typeset.
  await expect(
    preview(page).locator(".post-related").getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Location de benne à Saint-Étienne\u00A0: le guide pratique",
    "Location de benne à Lyon\u00A0: services, accès et démarches",
    "Location de benne à Toulouse\u00A0: zones, big bags et conseils pratiques",
  ]);

  await page.getByLabel("Title", { exact: true }).fill("Big bag à Lyon : ce qu'il faut savoir");
  // Typeset as the build prints it: a no-break space before the colon.
  await expect(heading(page)).toHaveText("Big bag à Lyon\u00A0: ce qu'il faut savoir");
  expect(studio.read(file)).toBe(before);
});

test("a /de/ page's preview draws the page of its file, and its heading as it is typed", async ({
  page,
  studio,
}) => {
  const file = "content/dynamic/de/bauschutt-entsorgen.yaml";
  const before = studio.read(file);
  await openEntry(page, "dynamic-de/entries/bauschutt-entsorgen");
  await expect(heading(page)).toHaveText("Bauschutt entsorgen, ohne Umwege");
  await expect(
    preview(page).getByRole("heading", { level: 2, name: "Was in den Bauschutt-Container darf" }),
  ).toBeVisible();
  await page
    .getByLabel("Heading (optional)", { exact: true })
    .fill("Bauschutt in Berlin entsorgen");
  await expect(heading(page)).toHaveText("Bauschutt in Berlin entsorgen");
  expect(studio.read(file)).toBe(before);
});

test("a value the build would refuse shows the content check's message above the preview, until it is fixed", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/regions/fr.yaml");
  await openEntry(page, "regions/entries/regions-fr");
  await expandListItem(page, "FR_LYON — Lyon et Saint-Étienne");
  const number = page.getByLabel("Number", { exact: true }).filter({ visible: true });
  // The schema's pattern (+ then 7 to 15 digits) lets it through; France's numbering plan does not.
  await number.fill("+3346571");
  const alert = preview(page).getByRole("alert");
  await expect(alert).toContainText("data/regions/fr.yaml");
  await expect(alert).toContainText("[2].number");
  await expect(alert).toContainText('"+3346571"');
  await expect(alert).toContainText(
    "has too few digits for a phone number of France (+33 46571); a number of France starts with +33, then the national number without its leading 0",
  );
  // The page is still drawn under the message, with the number as typed.
  await expect(heading(page)).toHaveText(
    "Location de bennes dans les agglomérations de Lyon et de Saint-Étienne",
  );

  await number.fill("04 65 71 01 01");
  await expect(alert).toContainText(
    "must be in international form: + then 7 to 15 digits, no spaces (e.g. +33199000101)",
  );

  await number.fill("+33465710101");
  await expect(alert).toHaveCount(0);
  expect(studio.read("data/regions/fr.yaml")).toBe(before);
});

test("the street rules' preview draws the where-can-it-stand page from the rules as they are edited", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/street-permits.yaml");
  await openEntry(page, "visitor-tools/entries/streetPermits");
  await expect(heading(page)).toHaveText("Où poser la benne\u202f?");
  // A zone of Toulouse, which finds the French default rule: its lead time in the table of every zone's rule.
  const toulouse = preview(page).getByRole("row", { name: /Toulouse zone 1/ });
  await expect(toulouse.getByRole("cell").nth(3)).toHaveText("15\u00A0jours");
  await expandListItem(page, "FR_DEFAULT");
  await page.getByLabel("Lead Days", { exact: true }).filter({ visible: true }).fill("18");
  await expect(toulouse.getByRole("cell").nth(3)).toHaveText("18\u00A0jours");
  // Paris has its own rule: the edit is FR_DEFAULT's only.
  await expect(
    preview(page)
      .getByRole("row", { name: /Paris intra-muros/ })
      .getByRole("cell")
      .nth(3),
  ).toHaveText("15\u00A0jours");
  await expect(preview(page).getByRole("alert")).toHaveCount(0);
  // Berlin's rule, on the DE site.
  await preview(page).getByLabel("Site").selectOption("DE");
  await expect(heading(page)).toHaveText("Wo darf der Container stehen?");
  expect(studio.read("data/street-permits.yaml")).toBe(before);
});

test("a street rule's lead time that is not a whole number of days shows the content check's message above the preview", async ({
  page,
  studio,
}) => {
  const before = studio.read("data/street-permits.yaml");
  await openEntry(page, "visitor-tools/entries/streetPermits");
  await expect(heading(page)).toHaveText("Où poser la benne\u202f?");
  await expandListItem(page, "FR_DEFAULT");
  const lead = page.getByLabel("Lead Days", { exact: true }).filter({ visible: true });
  await lead.fill("2.5");
  const alert = preview(page).getByRole("alert");
  await expect(alert).toContainText("data/street-permits.yaml");
  await expect(alert).toContainText("rules[0].leadDays");
  await expect(alert).toContainText("= 2.5");
  await expect(alert).toContainText(
    'must be a whole number of days from a complete application to the first day the container may stand (0 to 365): 15, not 15.5 or "15"',
  );
  // The page is still drawn under the message.
  await expect(heading(page)).toHaveText("Où poser la benne\u202f?");
  await lead.fill("15");
  await expect(alert).toHaveCount(0);
  expect(studio.read("data/street-permits.yaml")).toBe(before);
});
