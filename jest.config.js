/** Unit tests: https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/ */
const babelOptions = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] };

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  // The project root, so that __mocks__/gatsby.tsx (beside node_modules) mocks the gatsby module.
  roots: ["<rootDir>"],
  modulePathIgnorePatterns: ["<rootDir>/dist/", "<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.market-cache/"],
  testMatch: ["<rootDir>/__tests__/**/*.test.ts", "<rootDir>/__tests__/**/*.test.tsx"],
  // e2e/ runs in Playwright; build/ runs real Gatsby builds (npm run test:build).
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/e2e/", "<rootDir>/__tests__/build/"],
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", babelOptions] },
  moduleNameMapper: { "\\.css$": "identity-obj-proxy" },
  // Gatsby ships untranspiled ESM in these packages.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
