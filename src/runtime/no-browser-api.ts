/**
 * Stands in, in the production browser bundle, for a plugin's gatsby-browser module whose only API
 * does nothing outside development (src/node/bundle-weight.ts, devOnlyBrowserPlugins): Gatsby finds
 * no API here and calls none.
 */
export {};
