/** Types of scripts/server.mjs, for the tests that start a server of their own. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export function createSiteServer(publicDir: string): Server;
export function listen(server: Server, port: number, host: string): Promise<AddressInfo>;
export function exitWith(pid: number, onGone?: () => void): void;
