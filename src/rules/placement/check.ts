/**
 * What data/street-permits.yaml must agree on with the rest of data/: every market, region and
 * zone it names exists, every zone of every market finds exactly one rule, a postcode belongs to
 * one commune, a rule's sources are sources of the file, its texts are in the languages of the
 * markets it serves, an exemption only covers a placement that needs a permit. A rule checked more
 * than a year before the build is a warning: the rule may have changed since. Each problem names
 * its file, line, field, value and what is allowed, as the loader's own (src/rules/data/issues.ts);
 * pure, so the studio's preview runs it on an edit.
 */
import type { Country, Region } from "../../shared/data-schema";
import type { ToolDataIssue, ToolSourceFile } from "../tools/check";
import { PLACEMENTS, type StreetPermitsFile, type StreetRule } from "./schemas";
import { rulesNaming } from "./rules";

export interface StreetCheckContext {
  countries: readonly Country[];
  regions: readonly Region[];
  /** The day of the build, YYYY-MM-DD: a rule checked more than a year before it is flagged. */
  buildDay: string;
}

/** How old a check may be before the content check warns: a year. */
export const CHECK_VALID_DAYS = 365;

const list = (values: Iterable<string>) => {
  const all = [...values];
  return all.length > 0 ? all.join(", ") : "(none)";
};

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function checkStreetPermits(
  source: ToolSourceFile<StreetPermitsFile>,
  context: StreetCheckContext,
): { issues: ToolDataIssue[]; warnings: string[] } {
  const issues: ToolDataIssue[] = [];
  const warnings: string[] = [];
  const flag = (path: ReadonlyArray<string | number>, value: unknown, message: string) =>
    issues.push({ file: source.file, path, value, message, line: source.locate(path) });
  const warn = (path: ReadonlyArray<string | number>, message: string) => {
    const line = source.locate(path);
    warnings.push(
      `${line ? `${source.file}:${line}` : source.file}: field ${path.join(".")}: ${message}`,
    );
  };
  const { rules, sources } = source.value;

  const countries = new Map(context.countries.map((country) => [country.key, country]));
  const regions = new Map(context.regions.map((region) => [region.key, region]));
  const marketsOfRegion = (regionKey: string) =>
    context.countries.filter((country) => country.regions.includes(regionKey));
  const zones = new Map(
    context.regions.flatMap((region) => region.zones.map((zone) => [zone.id, region] as const)),
  );

  // Sources: unique ids, dates not after the build, and old checks flagged.
  const sourceIds = new Set<string>();
  sources.forEach((entry, index) => {
    if (sourceIds.has(entry.id))
      flag(
        ["sources", index, "id"],
        entry.id,
        "is already the id of another source; ids are unique",
      );
    sourceIds.add(entry.id);
  });

  const ruleIds = new Set<string>();
  const postcodeOwner = new Map<string, string>();
  rules.forEach((rule, index) => {
    const at = (...path: Array<string | number>) => ["rules", index, ...path];
    if (ruleIds.has(rule.id))
      flag(at("id"), rule.id, "is already the id of another rule; ids are unique");
    ruleIds.add(rule.id);

    // The places it names exist.
    const served = new Set<Country>();
    (rule.scope.markets ?? []).forEach((market, i) => {
      const country = countries.get(market);
      if (country) served.add(country);
      else
        flag(
          at("scope", "markets", i),
          market,
          `is not a market; markets (the keys of data/countries/*.yaml): ${list(countries.keys())}`,
        );
    });
    (rule.scope.regions ?? []).forEach((regionKey, i) => {
      if (regions.has(regionKey)) marketsOfRegion(regionKey).forEach((c) => served.add(c));
      else
        flag(
          at("scope", "regions", i),
          regionKey,
          `is not a region; regions (the keys of data/regions/*.yaml): ${list(regions.keys())}`,
        );
    });
    (rule.scope.zones ?? []).forEach((zoneId, i) => {
      const region = zones.get(zoneId);
      if (region) marketsOfRegion(region.key).forEach((c) => served.add(c));
      else
        flag(
          at("scope", "zones", i),
          zoneId,
          `is not a zone; zones (the ids of the zones of data/regions/*.yaml): ${list(zones.keys())}`,
        );
    });
    (rule.scope.postcodes ?? []).forEach((postcode, i) => {
      const owner = postcodeOwner.get(postcode);
      if (owner !== undefined)
        flag(
          at("scope", "postcodes", i),
          postcode,
          `is already a postcode of rule ${owner}; a postcode belongs to one commune's rule`,
        );
      else postcodeOwner.set(postcode, rule.id);
    });

    // Its sources are the file's.
    rule.sources.forEach((id, i) => {
      if (!sourceIds.has(id))
        flag(
          at("sources", i),
          id,
          `is not the id of a source of this file; add the source under sources:, or name one of: ${list(sourceIds)}`,
        );
    });

    // Its texts are in the languages of the markets it serves; a commune's rule (postcodes only)
    // serves no market by itself, so its texts must share its name's languages.
    const wanted =
      served.size > 0
        ? [
            ...new Set(
              [...served].flatMap((country) =>
                country.languages.map((language) => language.content),
              ),
            ),
          ]
        : Object.keys(rule.name);
    const texts: Array<[Array<string | number>, Readonly<Record<string, unknown>>]> = [
      [at("name"), rule.name],
      [at("authority", "name"), rule.authority.name],
      [at("fee"), rule.fee],
      [at("validity"), rule.validity],
      ...(rule.exemption
        ? [
            [at("exemption", "condition"), rule.exemption.condition] as [
              Array<string | number>,
              Readonly<Record<string, unknown>>,
            ],
          ]
        : []),
    ];
    for (const [path, values] of texts)
      for (const language of wanted)
        if (values[language] === undefined)
          flag(path, values, `has no ${language} entry; the rule serves pages in ${list(wanted)}`);

    // An exemption lifts a permit: it covers only placements that need one.
    rule.exemption?.placements.forEach((placement, i) => {
      if (!rule.permit[placement])
        flag(
          at("exemption", "placements", i),
          placement,
          `needs no permit in this rule (permit.${placement}: false), so it cannot be exempt; allowed: ${list(PLACEMENTS.filter((p) => rule.permit[p]))}`,
        );
    });
    checkDay(at("checked"), rule.checked, `rule ${rule.id}`);
  });
  sources.forEach((entry, index) =>
    checkDay(["sources", index, "checked"], entry.checked, `source ${entry.id}`),
  );

  // Every zone of every market with the "where can it stand?" page finds exactly one rule; a market
  // without the page (a new one, added from its data files) states no street rule.
  for (const country of context.countries) {
    if (!country.pages.includes("WHERE_CAN_IT_STAND")) continue;
    for (const regionKey of country.regions) {
      const region = regions.get(regionKey);
      if (!region) continue;
      for (const zone of region.zones) {
        const found = rulesNaming(rules, {
          market: country.key,
          regionKey: region.key,
          zoneId: zone.id,
        });
        if (found.length === 0)
          flag(
            ["rules"],
            zone.id,
            `zone ${zone.id} (region ${region.key}, market ${country.key}) has no rule: add its id to a rule's scope.zones, its region to scope.regions, or ${country.key} to scope.markets`,
          );
        else if (found.length > 1)
          flag(
            ["rules"],
            zone.id,
            `zone ${zone.id} (region ${region.key}, market ${country.key}) finds ${found.length} rules at the same level (${list(found.map((rule: StreetRule) => rule.id))}); one only`,
          );
      }
    }
  }
  return { issues, warnings };

  function checkDay(path: Array<string | number>, day: string, what: string) {
    const age = daysBetween(day, context.buildDay);
    if (age < 0)
      flag(
        path,
        day,
        `is after the day of the build (${context.buildDay}): a check cannot be dated in the future`,
      );
    else if (age > CHECK_VALID_DAYS)
      warn(
        path,
        `${what} was checked on ${day}, ${age} days before the build (${context.buildDay}), more than a year: read its sources again and update the figures and the date`,
      );
  }
}
