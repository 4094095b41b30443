/**
 * The "where can it stand?" page's model: the market's zones with their street rule and the sizes
 * and delivery times they offer, the rules' facts in the market's language (typeset, sources
 * numbered), the sizes with what their lorry needs on site, the communes' postcodes. The page
 * computes the answer in the browser from it (answer.ts); without JavaScript it prints the rules
 * of every zone from it. Made at build time (src/node/tool-pages.ts) and in the studio's preview.
 */
import { regionPath } from "../../shared/route-table";
import { effectiveServices, timingHoursOf } from "../../shared/coverage";
import type { Source } from "../tools/schemas";
import type { SourceView } from "../tools/model-types";
import { common, sourceView, dayText, type ToolModelInput } from "../tools/model";
import { ruleForZone } from "./rules";
import type { Placement } from "./schemas";
import type { RuleFacts, SizeFacts } from "./answer";

export interface PlacementRuleView extends RuleFacts {
  id: string;
  name: string;
  applicant: "customer" | "company";
  authority: { name: string; url: string };
  signsHoursBefore: number;
  fee: string;
  validity: string;
  exemption: {
    maxAreaM2: number;
    maxDays: number;
    placements: Placement[];
    condition: string;
    /** "10 m²" */
    area: string;
  } | null;
  notes: string[];
  /** 1-based numbers of the model's `sources`. */
  sources: number[];
  /** The day it was checked, as the page prints it. */
  checked: string;
  /** The postcodes of a commune's rule, which pick it over the zone's. */
  postcodes: string[];
}

export interface PlacementSizeView extends SizeFacts {
  id: string;
  /** "Benne de 6 m³" (named after the first service of the market that rents it). */
  name: string;
  dimensions: string;
  footprint: string;
  vehicle: string;
  accessWidth: string;
  headroom: string;
  manoeuvreLength: string;
}

export interface PlacementZoneView {
  id: string;
  name: string;
  regionKey: string;
  regionName: string;
  /** The region's page. */
  regionPath: string;
  ruleId: string;
  /** The sizes the zone offers, with the delivery time of the service that brings each. */
  sizes: { id: string; service: string; deliveryHours: number }[];
}

export interface PlacementModel {
  zones: PlacementZoneView[];
  rules: PlacementRuleView[];
  sizes: PlacementSizeView[];
  /** A commune's postcode → its rule's id. */
  postcodes: Record<string, string>;
  /** The handling fee of the catalogue and the name of each placement's variant. */
  handling: { fee: string; "private-property": string; "public-roadway": string };
  whichContainerPath: string | null;
  sources: SourceView[];
}

export function placementModel(input: ToolModelInput): PlacementModel {
  const { country, t, typeset, tools, routePaths, streetPermits } = input;
  const shared = common(input);
  const { language, number, offered } = shared;
  const text = (values: Readonly<Record<string, string>>) => typeset(values[language] ?? "");

  const marketSizes = tools.containers.sizes.filter(
    (size) =>
      size.markets.includes(country.key) &&
      size.services.some((service) => offered.includes(service)),
  );
  const sizes: PlacementSizeView[] = marketSizes
    .map((size) => {
      const vehicle = tools.containers.vehicles.find((candidate) => candidate.id === size.vehicle);
      const service = size.services.find((candidate) => offered.includes(candidate)) ?? "";
      const metres = (value: number | undefined) =>
        t("tools.placement.metres", { metres: number(value ?? 0, 1) });
      return {
        id: size.id,
        name: shared.sizeName(service, size.volumeM3),
        footprintM2: size.footprintM2,
        allowedOnRoad: size.allowedOnRoad,
        dimensions: t("tools.which.dimensions", {
          length: number(size.lengthM),
          width: number(size.widthM),
          height: number(size.heightM),
        }),
        footprint: t("tools.which.area", { area: number(size.footprintM2, 1) }),
        vehicle: typeset(vehicle?.names[language] ?? size.vehicle),
        accessWidth: metres(vehicle?.accessWidthM),
        headroom: metres(vehicle?.headroomM),
        manoeuvreLength: metres(vehicle?.manoeuvreLengthM),
        volumeM3: size.volumeM3,
      };
    })
    .sort((a, b) => a.volumeM3 - b.volumeM3 || a.id.localeCompare(b.id))
    .map(({ volumeM3: _volume, ...size }) => size);

  const zones: PlacementZoneView[] = input.regions.flatMap((region) =>
    region.zones.map((zone) => {
      const services = effectiveServices(region, zone);
      const rule = ruleForZone(streetPermits.rules, {
        market: country.key,
        regionKey: region.key,
        zoneId: zone.id,
      });
      return {
        id: zone.id,
        name: zone.name,
        regionKey: region.key,
        regionName: region.name,
        regionPath: regionPath(routePaths, region, language),
        ruleId: rule?.id ?? "",
        sizes: marketSizes.flatMap((size) => {
          const service = size.services.find((candidate) => services.includes(candidate));
          const hours = service ? timingHoursOf(country.services, service) : null;
          return service && hours !== null ? [{ id: size.id, service, deliveryHours: hours }] : [];
        }),
      };
    }),
  );

  // The market's rules: those its zones find, then the communes' (postcodes only), which serve the
  // market whose language they are written in (the content check holds their texts to it).
  const zoneRuleIds = new Set(zones.map((zone) => zone.ruleId));
  const used = streetPermits.rules.filter(
    (rule) =>
      zoneRuleIds.has(rule.id) ||
      ((rule.scope.postcodes?.length ?? 0) > 0 && rule.name[language] !== undefined),
  );
  const cited: Source[] = [];
  const cite = (id: string) => {
    const source = streetPermits.sources.find((candidate) => candidate.id === id);
    if (!source) return 0;
    const known = cited.indexOf(source);
    if (known >= 0) return known + 1;
    cited.push(source);
    return cited.length;
  };
  const rules: PlacementRuleView[] = used.map((rule) => ({
    id: rule.id,
    name: text(rule.name),
    permit: rule.permit,
    applicant: rule.applicant,
    authority: { name: text(rule.authority.name), url: rule.authority.url },
    leadDays: rule.leadDays,
    signsHoursBefore: rule.signsHoursBefore,
    fee: text(rule.fee),
    validity: text(rule.validity),
    exemption: rule.exemption && {
      maxAreaM2: rule.exemption.maxAreaM2,
      maxDays: rule.exemption.maxDays,
      placements: rule.exemption.placements,
      condition: text(rule.exemption.condition),
      area: t("tools.which.area", { area: number(rule.exemption.maxAreaM2, 1) }),
    },
    notes: (rule.notes[language] ?? []).map(typeset),
    sources: rule.sources.map(cite).filter((index) => index > 0),
    checked: dayText(rule.checked, country.htmlLang),
    postcodes: rule.scope.postcodes ?? [],
  }));
  const postcodes = Object.fromEntries(
    rules.flatMap((rule) => rule.postcodes.map((postcode) => [postcode, rule.id])),
  );

  return {
    zones,
    rules,
    sizes,
    postcodes,
    handling: {
      fee: t("catalogue.fees.dumpster-handling"),
      "private-property": t("catalogue.feeVariants.dumpster-handling.private-property"),
      "public-roadway": t("catalogue.feeVariants.dumpster-handling.public-roadway"),
    },
    whichContainerPath: shared.whichContainerPath,
    sources: cited.map(sourceView(typeset, country.htmlLang)),
  };
}

/** A region's street rules: each rule its zones use, with their names, and the sources cited. */
export interface RegionStreetRules {
  rules: (PlacementRuleView & { zones: string[] })[];
  sources: SourceView[];
}

/**
 * What a region's page shows of the market's street rules: the rule of each of its zones, the
 * zones that share one named together, its sources numbered anew; null when its zones have none.
 */
export function regionStreetRules(
  model: PlacementModel,
  regionKey: string,
): RegionStreetRules | null {
  const zones = model.zones.filter((zone) => zone.regionKey === regionKey);
  const cited: number[] = [];
  const rules = model.rules.flatMap((rule) => {
    const named = zones.filter((zone) => zone.ruleId === rule.id).map((zone) => zone.name);
    if (named.length === 0) return [];
    const sources = rule.sources.map((index) => {
      if (!cited.includes(index)) cited.push(index);
      return cited.indexOf(index) + 1;
    });
    return [{ ...rule, sources, zones: named }];
  });
  if (rules.length === 0) return null;
  return { rules, sources: cited.flatMap((index) => model.sources[index - 1] ?? []) };
}
