/**
 * What the build gives each tool page (its page context's `tool`): the market's data in its
 * language, its texts typeset and its numbers written, so that the page renders strings and the
 * browser computes only what the visitor asks. Made by model.ts, at build time and in the studio.
 */
import type { PageContext } from "../../shared/page-context";
import type { NumberSymbols } from "./number-format";
import type { RecommendSize, RecommendWaste } from "./recommend";

/** A service of the market, with its name and page. */
export interface ServiceLinkView {
  key: string;
  name: string;
  path: string;
}

/** A public page a figure comes from, as the page cites it. */
export interface SourceView {
  label: string;
  url: string;
  /** The site it is on, without `www.` ("clcv.org"): a short name in any language. */
  site: string;
  /** The day it was read, as the page prints it ("28 novembre 2026"). */
  checked: string;
}

/** A waste of the "which container?" list. */
export interface WasteOption extends RecommendWaste {
  /** Its name in a sentence: "Béton : Béton armé". */
  name: string;
  /** Its name in the list, under its group: "Béton armé". */
  optionName: string;
  /** The catalogue waste it belongs to: "Béton". */
  group: string;
  /** Its entry on the "can it go in?" page (path and anchor), when the market has the page. */
  entryPath: string | null;
  /** Where it goes in this market, when no service of the market takes it. */
  elsewhere: string | null;
}

/** A container size of the market, with what the page prints of it. */
export interface SizeView extends RecommendSize {
  /** Its name per service renting it: "Benne de 6 m³", "Big bag de 1 m³". */
  names: Record<string, string>;
  volume: string;
  /** "3,53 × 1,67 × 1,25 m" */
  dimensions: string;
  payload: string;
  footprint: string;
  vehicle: string;
  allowedOnRoad: boolean;
  /** What it holds in everyday units: "≈ 60 sacs à gravats de 100 L · ≈ 67 brouettes". */
  equivalents: string;
}

/**
 * A size a region's page lists in its table (the region's `containers`): the figures of
 * data/containers.yaml as the which-container page writes them, and the region's own price.
 */
export interface RegionSizeView {
  /** The size's id in data/containers.yaml. */
  id: string;
  /** The keys of the region's services that rent it, in the size's order. */
  services: string[];
  /** Their names as one phrase of the page's language: "Location de bennes et Benne TP". */
  servicesText: string;
  /** The size's name for the first of those services ("Benne de 6 m³"): the name of its offer. */
  name: string;
  volume: string;
  dimensions: string;
  payload: string;
  /** The region's "from" price in euros excluding tax, and as the page writes it ("289 €"). */
  price: { euros: number; text: string } | null;
}

export interface WhichContainerModel {
  numbers: NumberSymbols;
  largestOrderM3: number;
  /** The room one container more must save to be proposed (data/containers.yaml). */
  extraContainerM3: number;
  wastes: WasteOption[];
  sizes: SizeView[];
  units: { id: string; name: string; volumeM3: number }[];
  /** The market's services, in its order. */
  services: ServiceLinkView[];
  /** The "can it go in?" page of the market, if it has one. */
  canItGoInPath: string | null;
  /** The "where can it stand?" page of the market, if it has one: the result links it with its size. */
  whereCanItStandPath: string | null;
  /** Without JavaScript: the recommendation for each waste at a few quantities, for the whole market. */
  reference: {
    /** "0,5 m³", "1 m³"… */
    quantities: string[];
    rows: { id: string; name: string; cells: string[] }[];
  };
  densities: {
    id: string;
    name: string;
    low: string;
    typical: string;
    high: string;
    /** 1-based numbers of `sources`. */
    sources: number[];
  }[];
  /** The sources of the sizes and the densities, numbered from 1 in this order. */
  sources: SourceView[];
}

export type EntryStatus = "accepted" | "apart" | "refused";

/** A waste of the catalogue or a common item, as the "can it go in?" list shows it. */
export interface EntryView {
  /** The anchor of its entry. */
  id: string;
  name: string;
  /** The letter of the A–Z list it is filed under. */
  letter: string;
  /** Its name, synonyms and code, as the search compares them (search.ts). */
  searchKey: string;
  status: EntryStatus;
  statusText: string;
  /** The market's services that take it. */
  services: ServiceLinkView[];
  /** Entries it must not be mixed with. */
  notWith: { id: string; name: string }[];
  /** Where it goes instead, when the market's services refuse it. */
  instead: { text: string; service: ServiceLinkView | null; sources: SourceView[] } | null;
  /** The catalogue's waste a common item is taken as (a sofa: bulky waste), whose answer it has. */
  takenAs: { id: string; name: string } | null;
  /** Why a common item is refused (or, when it says so, why it is taken as a waste). */
  why: string | null;
  code: string;
  hazardous: boolean;
  /** The document the customer receives when the market takes it. */
  document: { name: string; description: string } | null;
  articles: { title: string; path: string }[];
  synonyms: string[];
}

export interface CanItGoInModel {
  /** Every entry, A to Z. */
  entries: EntryView[];
  /** The "which container?" page of the market, if it has one. */
  whichContainerPath: string | null;
}

/** The page context of a tool page: the route's, with the tool's model (src/node/tool-pages.ts). */
export interface ToolPageContext<Model> extends PageContext {
  tool: Model;
}
