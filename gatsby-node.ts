/**
 * Build-time hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 * Each hook is thin; the work is in src/node/*.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSiteData, type LoadedData } from "./src/node/data/load";
import { DataValidationError } from "./src/node/data/issues";
import { marketRoutes, selectMarket } from "./src/node/market";
import { createMarketPages } from "./src/node/pages";
import { typeDefs } from "./src/node/schema-types";
import { marketResolvers } from "./src/node/resolvers";

const market = selectMarket();
let loaded: LoadedData | undefined;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loaded = loadSiteData(path.join(__dirname, "data"), __dirname);
  } catch (error) {
    if (error instanceof DataValidationError) {
      reporter.panicOnBuild(`Invalid data, the build stops.\n${error.message}`);
      return;
    }
    throw error;
  }
  for (const warning of loaded.warnings) reporter.warn(warning);
  reporter.info(`Building market ${market}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(marketResolvers(market));
};

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  if (!loaded) return; // the data error was already reported
  const country = loaded.data.countries[market];
  const count = createMarketPages({
    routes: marketRoutes(loaded.data, market),
    market,
    domain: country.domains[0],
    templatesDir: path.join(__dirname, "src/templates"),
    createPage: actions.createPage,
  });
  reporter.info(`Created ${count} pages for market ${market}`);
};
