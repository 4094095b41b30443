/**
 * Where a container may stand: on the customer's own land, on the pavement or parking lane, on the
 * road. A module of its own, without the data's schemas (zod), so the page that asks for it in the
 * browser does not ship the schema library with it.
 */
export const PLACEMENTS = ["private", "pavement", "road"] as const;
export type Placement = (typeof PLACEMENTS)[number];
