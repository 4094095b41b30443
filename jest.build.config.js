/** Tests that run real Gatsby builds (slow): npm run test:build. */
const base = require("./jest.config.js");

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
  // One build's limit (BUILD_TIMEOUT_MS in __tests__/build/project.ts) and a minute for the checks.
  testTimeout: 540_000,
};
