/**
 * Types of src/serving/rules.mjs. Gatsby's query extraction parses a file under src/ as Flow, which
 * cannot read these declarations, when its text holds one of the words listed in
 * gatsby/dist/query/file-parser.js (a capitalised "head" is one): keep them out of this file.
 */
export const REVALIDATE: string;
export const IMMUTABLE: string;
export const HASHED_BUNDLE_SOURCE: string;
export const HASHED_BUNDLE: RegExp;
export function isBundleFile(name: string): boolean;
export function cacheControlFor(pathname: string): string;
export const BUILD_INTERNALS: RegExp;
export function isBuildInternal(pathname: string): boolean;
export const SERVING_FILE: string;
export const NOT_PUBLISHED_SOURCE: string;
export function isPublished(pathname: string): boolean;
export const COMPRESSIBLE_TYPES: readonly string[];
export const STRICT_TRANSPORT_SECURITY: string;
export type AnswerKind = "document" | "stylesheet" | "script" | "other" | "redirect";
export interface FileType {
  type: string;
  kind: Exclude<AnswerKind, "redirect">;
}
export const FILE_TYPES: Readonly<Record<string, FileType>>;
export function fileTypeOf(pathname: string): FileType;
export function extensionsOf(kind: AnswerKind): string[];
export const ANSWER_KINDS: readonly AnswerKind[];
export const SECURITY_HEADERS: ReadonlyArray<{
  name: string;
  value: string;
  on: readonly AnswerKind[];
}>;
export const POLICY_KINDS: readonly AnswerKind[];
export function carriesPolicy(kind: AnswerKind): boolean;
export function headersActingOn(kind: AnswerKind): Record<string, string>;
export const TAG_MANAGER_SOURCES: Readonly<Record<"script" | "img" | "connect", readonly string[]>>;
export interface PolicyOptions {
  scriptHashes?: readonly string[];
  tagManager?: boolean;
  /** The origin allowed to frame the site (the app), e.g. https://app.debrix.eu */
  appOrigin: string;
}
export function contentSecurityPolicy(options: PolicyOptions): string;
export function inlineScriptHashes(html: string): string[];
export const SEARCH_MARKER: string;
export function pageScriptSources(html: string): string[];
export const SEARCH_INDEX_FILES_SOURCE: string;
export const SEARCH_INDEX_FILES: RegExp;
export function normalizeTarget(target: string): { pathname: string; search: string } | null;
export function encodeLocation(pathname: string, search?: string): string;
export function redirectFor(pathname: string, search?: string): string | null;
export const NOT_FOUND_PAGE: string;
