/**
 * Names of the one consent cookie and the two local-storage entries (docs/rules.md#storage-names), derived from the
 * brand name in data/brand.yaml so a rebrand renames them all.
 */
export interface StorageNames {
  consentCookie: string;
  tracking: string;
  region: string;
}

export function storageNames(brandName: string): StorageNames {
  const prefix = brandName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return {
    consentCookie: `${prefix}_consent`,
    tracking: `${prefix}_tracking`,
    region: `${prefix}_region`,
  };
}
