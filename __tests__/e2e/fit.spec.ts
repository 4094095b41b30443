/**
 * Every page fits its screen, in real Chromium over the three artifacts, at a phone's, a tablet's
 * and a laptop's width (articles are sampled: they share one template), and one page of each
 * template at a larger phone's, a small laptop's and a wide screen's:
 * - the page never scrolls sideways, and no visible element sticks out of the viewport (hiding the
 *   overflow of <html> or <body> would only hide the symptom, so it fails too);
 * - no two buttons are closer than 4 px;
 * - no text sits against the edge of the box that frames it (a border, or a background of its own),
 *   and no such box narrower than the screen touches the screen's edge;
 * - no text is cut: what a box clips (an ellipsis, a hidden overflow) is a text whole or none of it,
 *   except a breadcrumb's steps between the home page and the current page, which give way to it.
 * The cookie banner is open, as on a first visit; at the phone's width one page of each template is
 * seen again with it closed and, on the home page, with the menu open. A walk loads its first page
 * and goes from page to page with the site's router (navigation.ts, visit); each page is shown
 * once for all the widths and resized between them.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl, contentWalk } from "./artifacts";
import {
  data,
  expectedPages,
  homeOf,
  severalLanguages,
  templatePages,
  timeoutForPages,
} from "./site";
import { open, visit } from "./navigation";
import { storageNames } from "../../src/shared/storage-names";
import { articlePath, listingPath, POSTS_PER_PAGE } from "../../src/shared/blog";
import type { Market } from "../../src/shared/keys";

const ROOT = path.resolve(__dirname, "../..");

const WIDTHS = [320, 768, 1280] as const;
/** Widths between and beyond, where one page of each template stands for the others. */
const TEMPLATE_WIDTHS = [375, 1024, 1920] as const;
/** One article in this many stands for the others. */
const ARTICLE_SAMPLE = 10;
const names = storageNames(data.brand.name);

/**
 * Every page of a market once (its primary path), every page of the blog's listing, one article in
 * ARTICLE_SAMPLE, a dynamic page and the not-found page. In a market with several languages, whose
 * pages repeat FR's templates with other texts, one page of each template (the languages taking
 * turns) and each language's home page.
 */
function pagesToFit(market: Market): string[] {
  const several = severalLanguages(market);
  const primary = expectedPages(market).filter(
    (expected) =>
      expected.path === expected.route.primaryPath &&
      expected.route.kind !== "NOT_FOUND" &&
      (!several || expected.route.kind === "HOME"),
  );
  const blog: string[] = [];
  if (primary.some((expected) => expected.route.kind === "BLOG")) {
    const slugs = fs.readdirSync(path.join(ROOT, "content/blog")).sort();
    for (let page = 2; page <= Math.ceil(slugs.length / POSTS_PER_PAGE); page++)
      blog.push(listingPath("blog", page));
    blog.push(
      ...slugs
        .filter((_, index) => index % ARTICLE_SAMPLE === 0)
        .map((slug) => articlePath("blog", slug)),
    );
  }
  const others = templatePages(market).filter(
    (template) =>
      template.name === "dynamic" ||
      template.name === "not-found" ||
      (several && template.name !== "home"),
  );
  return [
    ...primary.map((expected) => expected.path),
    ...blog,
    ...others.map((template) => template.path),
  ];
}

/** What does not fit on the page as it is now, one line per fault. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).join(".")}`
          : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
    };
    const px = (value: number) => Math.round(value * 10) / 10;

    for (const element of [root, document.body]) {
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX !== "visible" && overflowX !== "auto")
        faults.push(
          `${element.tagName.toLowerCase()} has overflow-x: ${overflowX}, which hides what sticks out`,
        );
    }
    if (root.scrollWidth > viewport)
      faults.push(
        `the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewport} px viewport`,
      );

    /** Whether an ancestor clips the element (a scroll box, a visually hidden text), so its overflow cannot show. */
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      );
    };

    const all = [...document.body.querySelectorAll("*")].filter(
      (element) => !(element instanceof HTMLScriptElement) && visible(element),
    );
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if ((box.right > viewport + 0.5 || box.left < -0.5) && !clipped(element)) {
        faults.push(
          `${name(element)} spans ${px(box.left)}..${px(box.right)} px in a ${viewport} px viewport`,
        );
      }
    }

    // Buttons: controls that look like one (a framed link or a <button>), at least 4 px apart. Only
    // within one layer: a fixed bar (the phone's contact bar, the cookie banner) passes over the page.
    const layer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === "fixed" || position === "sticky") return node;
      }
      return null;
    };
    const buttons = all.filter((element) =>
      element.matches("button, .button, [role=button], select, input"),
    );
    for (let i = 0; i < buttons.length; i++) {
      for (let j = i + 1; j < buttons.length; j++) {
        const [a, b] = [buttons[i], buttons[j]];
        if (a.contains(b) || b.contains(a) || layer(a) !== layer(b)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const dx = Math.max(0, rb.left - ra.right, ra.left - rb.right);
        const dy = Math.max(0, rb.top - ra.bottom, ra.top - rb.bottom);
        if (dx < 4 && dy < 4)
          faults.push(`${name(a)} and ${name(b)} are ${px(Math.max(dx, dy))} px apart`);
      }
    }

    // Frames: a box with a border, or with a background of its own; the text inside keeps clear of
    // the edges that frame it (all four with a background, else those with a border).
    const MIN_INSET = 4;
    const SIDES = ["left", "right", "top", "bottom"] as const;
    const transparent = (color: string) =>
      color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);
    const framedSides = new Map<Element, Set<string>>();
    for (const element of all) {
      const style = getComputedStyle(element);
      const parent = element.parentElement;
      const ownBackground =
        !transparent(style.backgroundColor) &&
        parent !== null &&
        style.backgroundColor !== getComputedStyle(parent).backgroundColor;
      const sides = SIDES.filter(
        (side) =>
          ownBackground ||
          (parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            style.getPropertyValue(`border-${side}-style`) !== "none" &&
            !transparent(style.getPropertyValue(`border-${side}-color`))),
      );
      if (sides.length > 0) framedSides.set(element, new Set(sides));
    }
    const frames = [...framedSides.keys()];
    // A framed box narrower than the screen keeps clear of the screen's edges (a full-width band may touch them).
    for (const frame of frames) {
      const box = frame.getBoundingClientRect();
      if (
        box.width >= viewport - 0.5 ||
        clipped(frame) ||
        getComputedStyle(frame).position === "fixed"
      )
        continue;
      if (box.left < 0.5 || box.right > viewport - 0.5)
        faults.push(
          `${name(frame)} touches the edge of the screen (${px(box.left)}..${px(box.right)} px)`,
        );
    }
    const nearestFrame = (node: Node) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement)
        if (frames.includes(parent)) return parent;
      return null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() &&
        node.parentElement &&
        visible(node.parentElement) &&
        !node.parentElement.closest("script, style, noscript, svg")
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const frame = nearestFrame(node);
      if (!frame || frame === root) continue;
      const outer = frame.getBoundingClientRect();
      // What shows of the text: its lines, cut by any box between it and the frame that clips them (an
      // ellipsis, a box one line high); a line such a box hides whole does not show at all.
      let clip = outer;
      for (
        let parent = node.parentElement;
        parent && parent !== frame;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const box = parent.getBoundingClientRect();
          const [left, top] = [Math.max(clip.left, box.left), Math.max(clip.top, box.top)];
          clip = new DOMRect(
            left,
            top,
            Math.min(clip.right, box.right) - left,
            Math.min(clip.bottom, box.bottom) - top,
          );
        }
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        const left = Math.max(line.left, clip.left);
        const right = Math.min(line.right, clip.right);
        const top = Math.max(line.top, clip.top);
        const bottom = Math.min(line.bottom, clip.bottom);
        if (right - left <= 1 || bottom - top <= 1) continue;
        const gaps = {
          left: left - outer.left,
          right: outer.right - right,
          top: top - outer.top,
          bottom: outer.bottom - bottom,
        };
        const sides = framedSides.get(frame) ?? new Set();
        const tight = Object.entries(gaps).filter(
          ([side, gap]) => sides.has(side) && gap < MIN_INSET,
        );
        if (tight.length > 0) {
          faults.push(
            `text "${node.textContent?.trim().slice(0, 30)}" is ${tight.map(([side, gap]) => `${px(gap)} px from the ${side}`).join(", ")} of ${name(frame)}`,
          );
          break;
        }
      }
    }

    // Cut texts: a line of which a part shows and a part is clipped by a box between it and the page.
    const cutWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() &&
        node.parentElement &&
        visible(node.parentElement) &&
        !node.parentElement.closest("script, style, noscript, svg")
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    for (let node = cutWalker.nextNode(); node; node = cutWalker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest(".breadcrumb li:not([aria-current])")) continue;
      let clip: DOMRect | null = null;
      for (
        let box: Element | null = parent;
        box && box !== document.body;
        box = box.parentElement
      ) {
        // A box that scrolls (overflow auto or scroll, a wide table's) hides nothing the visitor
        // cannot scroll to: only a box that clips (hidden, clip) cuts a text.
        const style = getComputedStyle(box);
        const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
        if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
        const rect = box.getBoundingClientRect();
        clip = clip
          ? new DOMRect(
              Math.max(clip.left, rect.left),
              Math.max(clip.top, rect.top),
              Math.min(clip.right, rect.right) - Math.max(clip.left, rect.left),
              Math.min(clip.bottom, rect.bottom) - Math.max(clip.top, rect.top),
            )
          : rect;
      }
      // A visually hidden text (a 1 px box) is read out, not shown.
      if (!clip || clip.width <= 1 || clip.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        const shownWidth = Math.min(line.right, clip.right) - Math.max(line.left, clip.left);
        const shownHeight = Math.min(line.bottom, clip.bottom) - Math.max(line.top, clip.top);
        if (shownWidth <= 1 || shownHeight <= 1) continue;
        if (line.width - shownWidth > 1 || line.height - shownHeight > 1) {
          faults.push(
            `text "${node.textContent?.trim().slice(0, 30)}" is cut: ${px(shownWidth)} of ${px(line.width)} px wide, ${px(shownHeight)} of ${px(line.height)} px high show in ${name(parent)}`,
          );
          break;
        }
      }
    }
    return [...new Set(faults)];
  });
}

/**
 * Shows the page at the first width and checks it there and at each wider one: nothing in the
 * pages' scripts reads the viewport's width (their layout is CSS media queries), so a resized page
 * is laid out as one loaded at that width, for a page shown once instead of once a width.
 */
async function misfitsAtWidths(
  page: Page,
  url: string,
  widths: readonly number[],
  label: string,
): Promise<void> {
  await page.setViewportSize({ width: widths[0], height: 800 });
  await visit(page, url);
  for (const width of widths) {
    if (width !== widths[0]) await page.setViewportSize({ width, height: 800 });
    expect
      .soft(await misfits(page), `${new URL(url).pathname} at ${width} px, ${label}`)
      .toEqual([]);
  }
}

for (const { market, dir } of ARTIFACTS) {
  const base = baseUrl(market);
  const pages = pagesToFit(market);
  test.describe(`market ${market}: every page fits the screen`, () => {
    test(`at ${WIDTHS.join(", ")} px with the cookie banner open, and with the menu open${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(pages.length, 5_000));
      for (const pagePath of pages)
        await misfitsAtWidths(page, `${base}${pagePath}`, WIDTHS, "cookie banner open");
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await open(page, `${base}${homeOf(market)}`);
      await page.locator(".menu-toggle").click();
      await expect(page.locator(".site-nav")).toBeVisible();
      expect.soft(await misfits(page), `/ at ${WIDTHS[0]} px, menu open`).toEqual([]);
    });

    // The banner is a fixed bar over the page: closing it changes nothing in the page's own flow,
    // whose faults the walk above finds with the banner open. What the closed state changes is the
    // template's (the space kept at the bottom, the contact bar), so one page of each template.
    test(`at ${WIDTHS[0]} px with the cookie banner closed, one page of each template`, async ({
      page,
    }) => {
      const templates = templatePages(market);
      test.setTimeout(timeoutForPages(templates.length, 2_000));
      await page.context().addCookies([{ name: names.consentCookie, value: "false", url: base }]);
      for (const template of templates)
        await misfitsAtWidths(page, template.url, [WIDTHS[0]], "cookie banner closed");
    });

    test(`one page of each template at ${TEMPLATE_WIDTHS.join(", ")} px`, async ({ page }) => {
      const templates = templatePages(market);
      test.setTimeout(timeoutForPages(templates.length, 5_000));
      for (const template of templates)
        await misfitsAtWidths(page, template.url, TEMPLATE_WIDTHS, "cookie banner open");
    });
  });
}

test("the page's font draws the narrow no-break space of French typography narrower than a space, and the no-break space as wide as one", async ({
  page,
}) => {
  const market = ARTIFACTS.find((artifact) =>
    data.countries[artifact.market].languages[0].locale.startsWith("fr"),
  )?.market;
  if (!market) throw new Error("no French market to check");
  await open(page, `${baseUrl(market)}/`);
  const widths = await page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = getComputedStyle(document.body).font;
    const width = (text: string) =>
      context.measureText(`a${text}b`).width - context.measureText("ab").width;
    return { space: width(" "), narrow: width("\u202F"), noBreak: width("\u00A0") };
  });
  expect(widths.narrow).toBeGreaterThan(0);
  expect(widths.narrow).toBeLessThan(widths.space);
  expect(widths.noBreak).toBeCloseTo(widths.space, 1);
});
