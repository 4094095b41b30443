import "@testing-library/jest-dom";
import { removeTempFiles } from "./temp-files";

afterAll(removeTempFiles);
