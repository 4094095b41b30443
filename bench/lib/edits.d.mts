/** Types of edits.mjs, for the unit tests. */
export declare const EDITED_ARTICLE: string;
export declare const EDITED_REGION: string;
export declare function editArticle(siteDir: string, slug?: string): string;
export declare function editRegion(siteDir: string, key?: string): string;
export declare function pagesHolding(publicDir: string, text: string): string[];
