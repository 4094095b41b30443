/**
 * A test's own studio: a copy of the repository's content (data/, content/, static/) in a
 * temporary folder, `npm run cms` started on it, and the browser logged in to Decap's local
 * backend. Every request the page makes must stay on this machine: the studio works offline.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

const repo = path.resolve(__dirname, "../..");
/** 50 above the site's e2e servers (E2E_PORT_BASE, 9100 unless told). */
const STUDIO_PORT = Number(process.env.E2E_PORT_BASE ?? 9100) + 50;

export interface StudioCopy {
  root: string;
  /** Text of a file of the copy. */
  read: (file: string) => string;
  /** What the studio printed so far. */
  output: () => string;
}

function startCms(root: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    "npm",
    [
      "run",
      "--silent",
      "cms",
      "--",
      "--root",
      root,
      "--port",
      String(STUDIO_PORT),
      "--api-port",
      String(STUDIO_PORT + 1),
    ],
    {
      cwd: repo,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let text = "";
  const output = () => text;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run cms did not start within 60 s:\n${text}`)),
      60_000,
    );
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("The content studio is open at")) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run cms stopped (exit ${code}):\n${text}`));
    });
  });
}

export const test = base.extend<{ studio: StudioCopy }>({
  studio: async ({ page }, provide) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-studio-"));
    for (const dir of ["data", "content", "static"])
      fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
    const { child, output } = await startCms(root);
    const offMachine: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && !["127.0.0.1", "localhost"].includes(url.hostname))
        offMachine.push(request.url());
    });
    try {
      await page.goto(`http://127.0.0.1:${STUDIO_PORT}/admin/`);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByText("Blog articles").first()).toBeVisible();
      await provide({
        root,
        read: (file) => fs.readFileSync(path.join(root, file), "utf8"),
        output,
      });
      expect(offMachine, "the studio loads nothing from outside this machine").toEqual([]);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
});

/** Opens an entry of the studio by its address (#/collections/<collection>/entries/<name>). */
export async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${STUDIO_PORT}/admin/#/collections/${hash}`);
}

/** Opens an entry of a list (a region of a file) by the summary the list shows. */
export async function expandListItem(page: Page, summary: string): Promise<void> {
  await page
    .getByText(summary, { exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
}

/** Decap's save: "Publish", then "Publish now". */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
}

export { expect };
