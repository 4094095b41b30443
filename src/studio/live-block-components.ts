/**
 * The studio's editor components for the live-data blocks of an article
 * (https://decapcms.org/docs/custom-widgets/#registereditorcomponent): each writes exactly the
 * syntax the content check and the build read (src/rules/blog/live-blocks.ts), with its region,
 * service or fact chosen from the lists of data/, and reads that syntax back when an article is
 * opened. Pure data and functions, so the same definitions are unit-tested and run in the studio.
 */
import { LIVE_BLOCKS } from "../rules/blog/live-blocks";

export type LiveBlockName = (typeof LIVE_BLOCKS)[number];

/** What the blocks choose from: the regions and services of the markets that show the blog, the facts. */
export interface LiveBlockLists {
  regionKeys: string[];
  serviceKeys: string[];
  factNames: string[];
}

export interface EditorField {
  name: string;
  label: string;
  widget: "select" | "string";
  options?: string[];
  required?: boolean;
}

export interface EditorComponent {
  id: LiveBlockName;
  label: string;
  fields: EditorField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Record<string, string>;
  toBlock: (data: Record<string, string | undefined>) => string;
  toPreview: (data: Record<string, string | undefined>) => string;
}

/** An attribute value as a JSX string: the blocks' values are keys, so never a quote. */
const attribute = (value: string | undefined) => `"${(value ?? "").replace(/"/g, "")}"`;
/** The text of a service link: MDX would read `{`, `}` and `<` as code. */
const linkText = (value: string | undefined) => (value ?? "").replace(/[{}<>]/g, "");

export function liveBlockComponents(lists: LiveBlockLists): EditorComponent[] {
  const region: EditorField = {
    name: "region",
    label: "Region",
    widget: "select",
    options: lists.regionKeys,
    required: true,
  };
  const service: EditorField = {
    name: "service",
    label: "Service",
    widget: "select",
    options: lists.serviceKeys,
    required: true,
  };
  const components: EditorComponent[] = [
    {
      id: "RegionServices",
      label: "Services of a region (by zone)",
      fields: [region],
      pattern: /^<RegionServices region="([A-Z0-9_]*)" \/>$/,
      fromBlock: (match) => ({ region: match[1] }),
      toBlock: (data) => `<RegionServices region=${attribute(data.region)} />`,
      toPreview: (data) => `[services of ${data.region ?? "?"}]`,
    },
    {
      id: "RegionPhone",
      label: "Phone number of a region",
      fields: [region],
      pattern: /^<RegionPhone region="([A-Z0-9_]*)" \/>$/,
      fromBlock: (match) => ({ region: match[1] }),
      toBlock: (data) => `<RegionPhone region=${attribute(data.region)} />`,
      toPreview: (data) => `[phone of ${data.region ?? "?"}]`,
    },
    {
      id: "Fact",
      label: "Business fact (a number from data/business.yaml)",
      fields: [
        { name: "name", label: "Fact", widget: "select", options: lists.factNames, required: true },
        { ...region, label: "Region (only for parkingMinutes of one region)", required: false },
      ],
      pattern: /^<Fact name="([A-Za-z]*)"(?: region="([A-Z0-9_]*)")? \/>$/,
      fromBlock: (match) => ({ name: match[1], ...(match[2] ? { region: match[2] } : {}) }),
      toBlock: (data) =>
        `<Fact name=${attribute(data.name)}${data.region ? ` region=${attribute(data.region)}` : ""} />`,
      toPreview: (data) => `[${data.name ?? "?"}]`,
    },
    {
      id: "Timing",
      label: "Delivery time of a service (hours)",
      fields: [service],
      pattern: /^<Timing service="([A-Z0-9_]*)" \/>$/,
      fromBlock: (match) => ({ service: match[1] }),
      toBlock: (data) => `<Timing service=${attribute(data.service)} />`,
      toPreview: (data) => `[hours for ${data.service ?? "?"}]`,
    },
    {
      id: "ServiceLink",
      label: "Link to a service page",
      fields: [service, { name: "text", label: "Link text", widget: "string", required: true }],
      pattern: /^<ServiceLink service="([A-Z0-9_]*)">([^<]*)<\/ServiceLink>$/,
      fromBlock: (match) => ({ service: match[1], text: match[2] }),
      toBlock: (data) =>
        `<ServiceLink service=${attribute(data.service)}>${linkText(data.text)}</ServiceLink>`,
      toPreview: (data) => linkText(data.text),
    },
  ];
  return components;
}
