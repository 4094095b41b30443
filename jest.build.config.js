/** Tests that run real Gatsby builds (slow): npm run test:build. */
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  roots: ["<rootDir>/__tests__/build"],
  testTimeout: 240_000,
};
