/** Tests that run real Gatsby builds (slow): npm run test:build. */
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
  testTimeout: 240_000,
};
