/**
 * The catalog keys the site shows: every call of t() with a literal key in src/, plus the keys it builds from
 * closed lists (pages, navigation, sections) and from data/ (services, catalogue, partners).
 */
import fs from "node:fs";
import path from "node:path";
import { FOOTER_LINK_KEYS, NAV_KEYS, PAGE_KEYS } from "../../shared/keys";
import {
  COMBAT_SECTIONS,
  HOME_STEPS,
  HOW_TO_STEPS,
  LEGAL_SECTIONS,
  sectionKeys,
} from "../../shared/copy-keys";
import type { SiteData } from "../../rules/data/site-data";

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

export function requiredCatalogKeys(root: string, data: SiteData): string[] {
  const literal = sourceFiles(path.join(root, "src")).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)].map((match) => match[1]),
  );
  const textPageKeys = [...PAGE_KEYS, "HOW_TO_DUMPSTER", "BLOG_TESTING"].flatMap((page) =>
    ["title", "description", "heading", "intro"].map((part) => `pages.${page}.${part}`),
  );
  const { catalogue } = data;
  const countries = Object.values(data.countries);
  const dataKeys = [
    ...data.services.flatMap((service) => [
      `services.${service.key}.summary`,
      `services.${service.key}.body`,
    ]),
    ...catalogue.wastes.flatMap((waste) => [
      `catalogue.wastes.${waste.key}`,
      ...(waste.variants ?? []).map((variant) => `catalogue.variants.${waste.key}.${variant}`),
    ]),
    ...catalogue.gearRental.map((gear) => `catalogue.gear.${gear.key}`),
    ...catalogue.handlingFees.flatMap((fee) => [
      `catalogue.fees.${fee.key}`,
      ...fee.variants.map((variant) => `catalogue.feeVariants.${fee.key}.${variant}`),
    ]),
    ...countries.flatMap((country) =>
      country.partners.flatMap((partner) => [
        `partners.items.${partner}.name`,
        `partners.items.${partner}.body`,
      ]),
    ),
    ...countries.flatMap((country) =>
      country.byExperts.flatMap((value) => [`experts.${value}.title`, `experts.${value}.body`]),
    ),
  ];
  const sectionCopy = [
    ...sectionKeys("home.how.steps", HOME_STEPS),
    ...sectionKeys("howTo.steps", HOW_TO_STEPS),
    ...sectionKeys("combat.sections", COMBAT_SECTIONS),
    ...Object.entries(LEGAL_SECTIONS).flatMap(([page, sections]) =>
      sectionKeys(`legal.${page}.sections`, sections),
    ),
  ];
  return [
    ...new Set([
      ...literal,
      ...dataKeys,
      ...sectionCopy,
      ...NAV_KEYS.map((key) => `nav.${key}`),
      ...FOOTER_LINK_KEYS.map((key) => `footer.${key}`),
      ...textPageKeys,
      "nav.BLOG_TESTING",
    ]),
  ].sort();
}
