import "@testing-library/jest-dom";
import { removeTempFiles } from "./temp-files";
import { everyBrandMark } from "../src/node/brand-marks";

// A build compiles in its market's marks only (src/node/brand-marks.ts); the tests render every market.
Object.assign(globalThis, { __DEBRIX_BRAND_MARKS__: everyBrandMark() });

afterAll(removeTempFiles);
