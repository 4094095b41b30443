/**
 * Reads every file in data/, validates it against its schema, then cross-checks the files against
 * each other. Returns typed data or throws one DataValidationError listing every problem found.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  blogCategoryFileSchema,
  blogTagFileSchema,
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  regionFileSchema,
  serviceFileSchema,
} from "../../shared/data-schema";
import { DataValidationError, zodIssues, type DataIssue, type SourceFile } from "../../rules/data/issues";
import { explainUnquoted, parseYamlSource } from "../../rules/data/yaml-source";
import { crossCheck, missingIllustrations, type DataSources } from "../../rules/data/cross-check";
import { listYamlFiles } from "../market-files.mjs";
import type { SiteData } from "../../rules/data/site-data";
import { readRoutePaths } from "../route-paths";
import { TOOL_DATA_FILES, type ToolData } from "../../rules/tools/schemas";
import { checkToolData } from "../../rules/tools/check";
import { STREET_PERMITS_FILE } from "../../rules/placement/schemas";
import { checkStreetPermits } from "../../rules/placement/check";

export interface LoadedData {
  data: SiteData;
  /** Tolerated oddities (the duplicated Toulouse zone id, docs/rules.md#unnamed-zones), to be shown as build warnings. */
  warnings: string[];
  /** Each file as read and validated, before the cross-check merged them: the content studio checks an edited file against the others. */
  sources: DataSources;
}

/** Files of a data folder that the loader would skip, such as `nl.YAML` or `fr.yaml.txt`. */
function unreadFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !/\.ya?ml$/.test(name) && !name.startsWith("."))
    .sort();
}

/**
 * Reads one YAML file and validates it against its schema. Every problem (missing file, broken
 * YAML, a field the schema refuses) is pushed to `issues` with its line; the value is returned
 * only when the file is valid.
 */
export function readYamlFile<S extends z.ZodTypeAny>(file: string, schema: S, name: string, issues: DataIssue[]): SourceFile<z.infer<S>> | undefined {
  if (!fs.existsSync(file)) {
    issues.push({ file: name, path: [], value: undefined, message: "file is missing" });
    return undefined;
  }
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const source = parseYamlSource(text, name, issues);
  if (!source) return undefined;
  const raw = source.value;
  if (raw === null || raw === undefined) {
    issues.push({ file: name, path: [], value: undefined, line: 1, message: "the file is empty (or holds only comments); write its fields back, or undo the change" });
    return undefined;
  }
  const locate = source.locate;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    issues.push(...zodIssues(parsed.error, schema, name, raw, locate).map((issue) => explainUnquoted(issue, source)));
    return undefined;
  }
  return { file: name, value: parsed.data, locate };
}

export function loadSiteData(dataDir: string, rootDir = path.dirname(dataDir)): LoadedData {
  const issues: DataIssue[] = [];
  const relative = (file: string) => path.relative(rootDir, file).split(path.sep).join("/");

  const read = <S extends z.ZodTypeAny>(file: string, schema: S) => readYamlFile(file, schema, relative(file), issues);

  const brand = read(path.join(dataDir, "brand.yaml"), brandSchema);
  const business = read(path.join(dataDir, "business.yaml"), businessSchema);
  const catalogue = read(path.join(dataDir, "catalogue.yaml"), catalogueSchema);
  const services = read(path.join(dataDir, "services.yaml"), serviceFileSchema);
  const blogCategories = read(path.join(dataDir, "blog-categories.yaml"), blogCategoryFileSchema);
  const blogTags = read(path.join(dataDir, "blog-tags.yaml"), blogTagFileSchema);
  const containers = read(path.join(dataDir, TOOL_DATA_FILES.containers.file), TOOL_DATA_FILES.containers.schema);
  const wastes = read(path.join(dataDir, TOOL_DATA_FILES.wastes.file), TOOL_DATA_FILES.wastes.schema);
  const commonItems = read(path.join(dataDir, TOOL_DATA_FILES.commonItems.file), TOOL_DATA_FILES.commonItems.schema);
  const streetPermits = read(path.join(dataDir, STREET_PERMITS_FILE.file), STREET_PERMITS_FILE.schema);
  for (const dir of ["countries", "regions"]) {
    for (const name of unreadFiles(path.join(dataDir, dir))) {
      issues.push({ file: relative(path.join(dataDir, dir, name)), path: ["file name"], value: name, message: "is not read: a data file's name ends in .yaml (lower case); rename it" });
    }
  }
  const marketFiles = listYamlFiles(path.join(dataDir, "countries"))
    .map((file) => read(file, countrySchema))
    .filter((file) => file !== undefined);
  const regionFiles = listYamlFiles(path.join(dataDir, "regions"))
    .map((file) => read(file, regionFileSchema))
    .filter((file) => file !== undefined);

  if (issues.length > 0 || !brand || !business || !catalogue || !services || !blogCategories || !blogTags || !containers || !wastes || !commonItems || !streetPermits) {
    throw new DataValidationError(issues);
  }

  const sources: DataSources = { brand, business, catalogue, services, blogCategories, blogTags, marketFiles, regionFiles, containers, wastes, commonItems, streetPermits };
  const result = crossCheck(sources);
  result.issues.push(...checkToolData(sources, { ...result.data, countries: Object.values(result.data.countries), articleSlugs: articleSlugs(rootDir) }));
  const street = checkStreetPermits(streetPermits, {
    countries: Object.values(result.data.countries),
    regions: result.data.regions,
    buildDay: buildDay(),
  });
  result.issues.push(...street.issues);
  result.warnings.push(...street.warnings);
  result.issues.push(...missingIllustrations(services, (name) => fs.existsSync(path.join(rootDir, "content/images", name))));
  // A market's language and every locale of the switcher need their catalog: i18next would
  // otherwise show the keys (or the fallback's texts) instead of failing.
  const catalogMissing = (locale: string) => !fs.existsSync(path.join(rootDir, "content/locales", locale, "translation.json"));
  for (const source of marketFiles) {
    source.value.languages.forEach((language, index) => {
      for (const field of ["catalog", "catalogFallback"] as const) {
        const catalog = language[field];
        if (catalog === undefined || !catalogMissing(catalog)) continue;
        result.issues.push({
          file: source.file,
          path: ["languages", index, field],
          value: catalog,
          message:
            field === "catalog"
              ? `has no catalog: add content/locales/${catalog}/translation.json (a copy of another catalog, translated; with catalogFallback, only the texts that differ from it)`
              : `is not a catalog: content/locales/${catalog}/translation.json does not exist`,
          line: source.locate(["languages", index, field]),
        });
      }
    });
  }
  brand.value.i18n.locales.forEach((locale, index) => {
    if (catalogMissing(locale)) {
      result.issues.push({
        file: brand.file,
        path: ["i18n", "locales", index],
        value: locale,
        message: `has no catalog: add content/locales/${locale}/translation.json or remove it from this list`,
        line: brand.locate(["i18n", "locales", index]),
      });
    }
  });
  if (result.issues.length > 0) throw new DataValidationError(result.issues);
  const tools: ToolData = { containers: containers.value, wastes: wastes.value, commonItems: commonItems.value };
  return { data: { ...result.data, routePaths: readRoutePaths(rootDir, marketFiles), tools, streetPermits: streetPermits.value }, warnings: result.warnings, sources };
}

/** The articles of the blog (the folders of content/blog/), which data/ may name; none read when the folder is missing. */
function articleSlugs(rootDir: string): ReadonlySet<string> | undefined {
  const dir = path.join(rootDir, "content/blog");
  if (!fs.existsSync(dir)) return undefined;
  return new Set(fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name));
}

/**
 * The day of the build, YYYY-MM-DD in UTC, against which the age of a rule's check is measured.
 * SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention) sets it for a build of a past day.
 */
export function buildDay(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const time = Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now();
  return new Date(time).toISOString().slice(0, 10);
}
