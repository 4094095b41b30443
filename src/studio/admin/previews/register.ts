/**
 * Registers the previews with Decap (https://decapcms.org/docs/customization/): for each, a small
 * component made with Decap's own React (`window.createClass`, `window.h`), which mounts the site's
 * React 18 tree with react-dom/client into a node of the preview's frame and draws it again with
 * each change of the entry. Decap's bundle carries its own copy of React (18.2): the site's
 * components, with their hooks, must run under the React they were bundled with, which Decap does
 * not expose. The frame gets the site's stylesheet, served by the studio from src/styles/global.css.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { PreviewTemplate } from "../../decap-config";
import { PreviewApp } from "./app";
import type { EntrySnapshot } from "./entry";
import { STUDIO_PREVIEW_CSS } from "./studio-styles";

/** Where the studio's server serves the site's stylesheet (src/studio/server.ts). */
export const SITE_STYLESHEET_URL = "/admin/site.css";

/** What Decap gives a preview template (its entry is an Immutable.js Map). */
interface DecapPreviewProps {
  entry: { get: (field: string) => unknown };
  getAsset: (path: string) => unknown;
}

/** The component instance Decap's createClass makes; `this` of the methods below. */
interface Bridge {
  props: DecapPreviewProps;
  container: HTMLElement | null;
  root: Root | null;
  draw: () => void;
}

interface BridgeDefinition {
  container: HTMLElement | null;
  root: Root | null;
  componentDidMount(this: Bridge): void;
  componentDidUpdate(this: Bridge): void;
  componentWillUnmount(this: Bridge): void;
  draw(this: Bridge): void;
  render(this: Bridge): unknown;
}

export interface DecapPreviewApi {
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerPreviewStyle: (style: string, options?: { raw: boolean }) => void;
}

declare global {
  interface Window {
    /** Decap's create-react-class and createElement, for components made with its own React. */
    createClass: (definition: BridgeDefinition) => unknown;
    h: (type: string, props: Record<string, unknown>) => unknown;
  }
}

/** An Immutable.js value as plain data (Decap keeps entries as Immutable Maps and Lists). */
function plain(value: unknown): unknown {
  const immutable = value as { toJS?: () => unknown } | null;
  return immutable && typeof immutable.toJS === "function" ? immutable.toJS() : value;
}

/** The entry as the site's previews read it: its fields, its file, and the addresses of the files it names. */
function snapshot({ entry, getAsset }: DecapPreviewProps): EntrySnapshot {
  const path = entry.get("path");
  return {
    data: plain(entry.get("data")) ?? {},
    path: typeof path === "string" ? path : "",
    assetUrl: (file) => String(getAsset(file) ?? ""),
  };
}

/** Decap's component for one template: a node of the frame, into which the site's tree is drawn. */
function bridge(template: PreviewTemplate): unknown {
  return window.createClass({
    container: null,
    root: null,
    componentDidMount() {
      if (!this.container) return;
      this.root = createRoot(this.container);
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    componentWillUnmount() {
      const root = this.root;
      this.root = null;
      // After Decap's own commit: unmounting a root while a React renders is refused.
      setTimeout(() => root?.unmount(), 0);
    },
    draw() {
      this.root?.render(React.createElement(PreviewApp, { template, entry: snapshot(this.props) }));
    },
    render() {
      return window.h("div", {
        className: "studio-preview-root",
        ref: (node: HTMLElement | null) => {
          this.container = node;
        },
      });
    },
  });
}

export function registerPreviews(
  cms: DecapPreviewApi,
  templates: readonly PreviewTemplate[],
): void {
  cms.registerPreviewStyle(SITE_STYLESHEET_URL);
  cms.registerPreviewStyle(STUDIO_PREVIEW_CSS, { raw: true });
  for (const template of templates) cms.registerPreviewTemplate(template.name, bridge(template));
}
