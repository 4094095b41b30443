#!/usr/bin/env node
/**
 * Serves a built artifact with Debian's nginx and the configuration the build generated for it:
 *   npm run serve:nginx -- --dir dist/de [--port 9080] [--host 127.0.0.1] [--deploy dist/de.deploy]
 * nginx runs in the foreground with a temporary prefix (configuration, pid and temp files), so it
 * needs no root and touches no system configuration. It includes the build's rules.conf (in
 * dist/de.deploy/nginx/, or .cache/deploy/nginx/ for public/) exactly as the
 * production site.conf does; only the production wrapper (TLS, the http → https and bare → www
 * redirects) is left out, and that one is checked by a unit test of the generated file.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exitWith } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const MODULES_DIR = "/usr/lib/nginx/modules";
const MODULES = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"];
const INSTALL =
  "sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter";

const args = {
  dir: "public",
  deploy: undefined,
  port: Number(process.env.PORT ?? 9080),
  host: process.env.HOST ?? "127.0.0.1",
  "exit-with": undefined,
};
for (let i = 2; i < process.argv.length; i += 1) {
  const name = process.argv[i].replace(/^--/, "");
  if (!(name in args))
    throw new Error(
      `Unknown argument ${process.argv[i]}; usage: serve-nginx.mjs [--dir d] [--deploy d.deploy] [--port n] [--host h] [--exit-with pid]`,
    );
  args[name] = name === "port" ? Number(process.argv[++i]) : process.argv[++i];
}

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!fs.existsSync(NGINX))
  fail(
    `nginx is not installed (${NGINX}). On Debian or Ubuntu:\n  ${INSTALL}\nor point NGINX at an nginx binary.`,
  );
const missing = MODULES.filter((name) => !fs.existsSync(path.join(MODULES_DIR, name)));
if (missing.length > 0)
  fail(
    `nginx's brotli modules are missing (${missing.join(", ")} in ${MODULES_DIR}). On Debian or Ubuntu:\n  ${INSTALL}`,
  );

const dir = path.resolve(args.dir);
if (!fs.existsSync(path.join(dir, "index.html")))
  fail(`${dir} holds no built site; run npm run build first`);
// The build's deploy folder sits beside the artifact; --deploy names it for a folder that has none
// beside it (a deploy root's `current`).
const deployDir = path.resolve(
  args.deploy ??
    (dir === path.join(root, "public") ? path.join(root, ".cache", "deploy") : `${dir}.deploy`),
  "nginx",
);
if (!fs.existsSync(path.join(deployDir, "rules.conf")))
  fail(
    `${deployDir} holds no nginx configuration; build the artifact again (npm run build -- --out ${args.dir})`,
  );

/** The main configuration around the generated files, for one local server. */
function localConf({ prefix, rootDir, nginxDir, host, port }) {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
  );
  return [
    ...MODULES.map((name) => `load_module ${path.join(MODULES_DIR, name)};`),
    // Started by root (CI), nginx would run its workers as nobody, who may not read a checkout
    // under /root or a temporary folder: they run as the caller, as the Node server does.
    ...(process.getuid?.() === 0 ? [`user root root;`] : []),
    `daemon off;`,
    `worker_processes 1;`,
    `pid ${path.join(prefix, "nginx.pid")};`,
    `error_log stderr warn;`,
    `events { worker_connections 1024; }`,
    `http {`,
    `    include /etc/nginx/mime.types;`,
    `    default_type application/octet-stream;`,
    `    access_log off;`,
    `    sendfile on;`,
    ...temp,
    `    server {`,
    `        listen ${host}:${port};`,
    `        server_name localhost;`,
    `        root ${rootDir};`,
    `        include ${path.join(nginxDir, "rules.conf")};`,
    `    }`,
    `}`,
    ``,
  ].join("\n");
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-nginx-"));
const conf = path.join(prefix, "nginx.conf");
fs.writeFileSync(
  conf,
  localConf({ prefix, rootDir: dir, nginxDir: deployDir, host: args.host, port: args.port }),
);
const nginx = spawn(NGINX, ["-e", "stderr", "-p", prefix, "-c", conf], { stdio: "inherit" });
console.log(
  `Serving ${path.relative(process.cwd(), dir) || "."} with nginx on http://${args.host === "127.0.0.1" ? "localhost" : args.host}:${args.port}/ (configuration: ${conf})`,
);

const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => nginx.kill("SIGTERM"));
// --exit-with <pid>: nginx ends with the test run that started it (src: scripts/server.mjs).
if (args["exit-with"]) exitWith(Number(args["exit-with"]), () => nginx.kill("SIGTERM"));
nginx.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
