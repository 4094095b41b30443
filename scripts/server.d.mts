/** Types of scripts/server.mjs, for the tests that start a server of their own. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export const SERVING_FILE: string;
export function cacheControlFor(pathname: string): string;
export function createSiteServer(publicDir: string): Server;
export function listen(server: Server, port: number, host: string): Promise<AddressInfo>;
