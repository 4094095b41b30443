/**
 * Gatsby ends every page with `<script src async>` tags for its bundles (webpack runtime, React,
 * app), in its "_gatsby-scripts" slice (their shape: gatsby-internals.ts). On a phone their download and evaluation (a 150–200 ms
 * task at 4× CPU slowdown) land before the first paint, which then waits for them. The HTML
 * already holds the whole page, so the site paints first and loads the bundles right after: at
 * the end of the build, one inline script replaces the tags and adds the same script elements
 * once the browser reports the first contentful paint. A tab opened in the background (no paint
 * to wait for) or a browser without paint timing loads them at once, and SAFETY_MS bounds the
 * wait. The bundles stay async and order-free, as Gatsby loads them.
 */
import { replaceBundleTags } from "./gatsby-internals";
import { rewriteHtmlFiles } from "./html-files";

export const SAFETY_MS = 3000;

/** The inline script that loads `sources` after the first paint. */
export function bundleLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script>(function(){var done=false;function load(){if(done)return;done=true;` +
    `${list}.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script)})}` +
    `var P=window.PerformanceObserver;` +
    `if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0){setTimeout(load,0);return}` +
    `new P(function(list,observer){if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"})){observer.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true});` +
    `setTimeout(load,${SAFETY_MS})})()</script>`
  );
}

/** A page's HTML with its bundle tags replaced by the loader; unchanged when there are none (already done). */
export function deferBundles(html: string): string {
  return replaceBundleTags(html, bundleLoader);
}

/** Applies deferBundles to every HTML file under publicDir; returns how many changed. */
export function deferBundlesInDir(publicDir: string): number {
  return rewriteHtmlFiles(publicDir, deferBundles);
}
