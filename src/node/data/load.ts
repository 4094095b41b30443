/**
 * Reads every file in data/, validates it against its schema, then cross-checks the files against
 * each other. Returns typed data or throws one DataValidationError listing every problem found.
 */
import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import {
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  regionFileSchema,
  serviceFileSchema,
  type Brand,
  type Business,
  type Catalogue,
  type Country,
  type Region,
  type Service,
} from "./schema";
import { DataValidationError, lineOf, zodIssues, type DataIssue, type FieldPath } from "./issues";
import { crossCheck } from "./cross-check";
import { listYamlFiles } from "../market-files.mjs";
import type { Market } from "../../shared/keys";

export interface SiteData {
  brand: Brand;
  business: Business;
  countries: Record<Market, Country>;
  regions: Region[];
  services: Service[];
  catalogue: Catalogue;
}

export interface LoadedData {
  data: SiteData;
  /** Tolerated oddities (SPEC §3's duplicated Toulouse zone id), to be shown as build warnings. */
  warnings: string[];
}

/** A parsed file, with a way to find the line of any field in it. */
export interface SourceFile<T> {
  file: string;
  value: T;
  locate: (fieldPath: FieldPath) => number | undefined;
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
  const lineCounter = new LineCounter();
  const doc = parseDocument(fs.readFileSync(file, "utf8"), { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      issues.push({
        file: name,
        path: [],
        value: undefined,
        line: lineCounter.linePos(error.pos[0]).line,
        message: `is not valid YAML: ${error.message.split("\n")[0]}`,
      });
    }
    return undefined;
  }
  const raw: unknown = doc.toJS();
  const locate = (fieldPath: FieldPath) => lineOf(doc, lineCounter, fieldPath);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    issues.push(...zodIssues(parsed.error, schema, name, raw, locate));
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
  const countryFiles = listYamlFiles(path.join(dataDir, "countries"))
    .map((file) => read(file, countrySchema))
    .filter((file) => file !== undefined);
  const regionFiles = listYamlFiles(path.join(dataDir, "regions"))
    .map((file) => read(file, regionFileSchema))
    .filter((file) => file !== undefined);

  if (issues.length > 0 || !brand || !business || !catalogue || !services) {
    throw new DataValidationError(issues);
  }

  const result = crossCheck({ brand, business, catalogue, services, countryFiles, regionFiles });
  services.value.forEach((service, index) => {
    const image = path.join(rootDir, "content/images", service.illustration);
    if (!fs.existsSync(image)) {
      result.issues.push({
        file: services.file,
        path: [index, "illustration"],
        value: service.illustration,
        message: `is not a file in content/images/; add the image there or name an existing one`,
        line: services.locate([index, "illustration"]),
      });
    }
  });
  // A market's language and every locale of the switcher need their catalog: i18next would
  // otherwise show the keys (or the fallback's texts) instead of failing.
  const catalogMissing = (locale: string) => !fs.existsSync(path.join(rootDir, "content/locales", locale, "translation.json"));
  for (const source of countryFiles) {
    if (catalogMissing(source.value.language)) {
      result.issues.push({
        file: source.file,
        path: ["language"],
        value: source.value.language,
        message: `has no catalog: add content/locales/${source.value.language}/translation.json (a copy of another catalog, translated)`,
        line: source.locate(["language"]),
      });
    }
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
  return { data: result.data, warnings: result.warnings };
}
