/**
 * The files of data/ the visitor tools compute from, as the studio edits them: each one's name (the
 * loader's name for it, and its file's name in the studio's collection), file and schema. No Node
 * module: the previews' bundle reads it too.
 */
import { TOOL_DATA_FILES, type ToolData } from "../rules/tools/schemas";
import { STREET_PERMITS_FILE, type StreetPermitsFile } from "../rules/placement/schemas";

export const VISITOR_TOOL_FILES = {
  ...TOOL_DATA_FILES,
  streetPermits: STREET_PERMITS_FILE,
} as const;

/** The value of each file, as the loader validates it. */
export type VisitorToolData = ToolData & { streetPermits: StreetPermitsFile };
export type VisitorToolFile = keyof VisitorToolData;

export const isVisitorToolFile = (name: string): name is VisitorToolFile =>
  Object.prototype.hasOwnProperty.call(VISITOR_TOOL_FILES, name);
