#!/usr/bin/env node
/**
 * npm run bench:tools -- [--dir dist/fr] [--inputs 20] [--cpu 6]
 *
 * How soon the visitor tools of a built artifact answer an input at 6× CPU, without the whole
 * benchmark (which measures the same, bench/lib/tool-redraw.mjs): serves the artifact on a free
 * port of 127.0.0.1, finds its two tool pages and prints, per tool, the median and slowest time
 * from an input to the frame painted with the new answer.
 */
import { createSiteServer, listen } from "../scripts/server.mjs";
import { templatePages } from "./lib/artifact.mjs";
import { measureToolRedraw } from "./lib/tool-redraw.mjs";

function parseArgs(argv) {
  const args = { dir: "dist/fr", inputs: 20, cpu: 6 };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, "");
    if (!(name in args))
      throw new Error(
        `Unknown argument ${argv[i]}; usage: tool-redraw.mjs [--dir d] [--inputs n] [--cpu n]`,
      );
    args[name] = name === "dir" ? argv[++i] : Number(argv[++i]);
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const byTemplate = Object.fromEntries(
  templatePages(args.dir).map((page) => [page.template, page.path]),
);
if (!byTemplate["which container"] || !byTemplate["can it go in"])
  throw new Error(`${args.dir} has no visitor tool pages`);
const server = createSiteServer(args.dir);
const { port } = await listen(server, 0, "127.0.0.1");
try {
  const results = await measureToolRedraw(
    `http://127.0.0.1:${port}`,
    { which: byTemplate["which container"], canItGoIn: byTemplate["can it go in"] },
    { inputs: args.inputs, cpuSlowdown: args.cpu },
  );
  for (const [tool, figures] of Object.entries(results))
    console.log(
      `${args.dir} ${tool}: median ${figures.median.toFixed(1)} ms, slowest ${figures.max.toFixed(1)} ms over ${figures.samples.length} inputs at ${figures.cpuSlowdown}× CPU`,
    );
} finally {
  server.close();
}
