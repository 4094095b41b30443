/**
 * npm run cms: the content studio (docs/content-team.md#content-studio). Starts Decap's local backend and the
 * studio on 127.0.0.1, prints the address, and checks each content file that changes.
 *   npm run cms -- [--port 8080] [--api-port 8081] [--root <working copy>]
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { startStudio } from "../src/studio/server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.CMS_PORT ?? "8080" },
    "api-port": { type: "string", default: process.env.CMS_API_PORT ?? "8081" },
    root: { type: "string", default: path.resolve(__dirname, "..") },
  },
});

function portOption(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`npm run cms: --${name} is "${value}"; it must be a port number from 1 to 65535`);
    process.exit(2);
  }
  return port;
}

const port = portOption("port", values.port);
const apiPort = portOption("api-port", values["api-port"]);
const root = path.resolve(values.root);

startStudio({ root, port, apiPort }).then(
  (studio) => {
    console.log(`The content studio is open at ${studio.url} (editing ${root}).`);
    console.log(
      "Each saved file is checked here, as npm run check:content would. Stop with Ctrl+C.",
    );
    const stop = () => {
      void studio.close().then(() => process.exit(0));
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  },
  (error: Error) => {
    console.error(`npm run cms: ${error.message}`);
    process.exit(1);
  },
);
