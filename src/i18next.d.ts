import "i18next";

// The catalogs are complete (a unit test checks it), so t() never returns null.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
