/**
 * @jest-environment jsdom
 */
import React from "react";
import { act, render } from "@testing-library/react";
import { usePinnedHeight } from "../../src/hooks/use-pinned-height";

/** jsdom lays nothing out: the bar reports the height the test gives it, and its observer is driven by hand. */
let height = 0;
const observers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.callback), 1);
  }
}

beforeEach(() => {
  height = 68;
  observers.length = 0;
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockImplementation(() => ({ height }) as DOMRect);
});

afterEach(() => jest.restoreAllMocks());

function Bar({ position }: { position: "fixed" | "sticky" | "static" }) {
  const ref = React.useRef<HTMLDivElement>(null);
  usePinnedHeight(ref, "--header-pinned");
  return <div ref={ref} style={{ position }} />;
}

const pinned = () => document.documentElement.style.getPropertyValue("--header-pinned");

describe("usePinnedHeight", () => {
  it("gives <html> the height of a fixed or sticky bar", () => {
    const { rerender } = render(<Bar position="fixed" />);
    expect(pinned()).toBe("68px");
    rerender(<Bar position="sticky" />);
    act(() => observers.forEach((update) => update()));
    expect(pinned()).toBe("68px");
  });

  it("gives 0px for a bar in the page's flow, which covers nothing", () => {
    render(<Bar position="static" />);
    expect(pinned()).toBe("0px");
  });

  it("follows the bar when its height changes", () => {
    render(<Bar position="fixed" />);
    height = 96;
    act(() => observers.forEach((update) => update()));
    expect(pinned()).toBe("96px");
  });

  it("writes nothing where the stylesheet already gives the bar's height, and follows the bar from there", () => {
    const sheet = document.createElement("style");
    sheet.textContent = ":root { --header-pinned: 68px; }";
    document.head.append(sheet);
    const setProperty = jest.spyOn(document.documentElement.style, "setProperty");
    try {
      render(<Bar position="fixed" />);
      expect(pinned()).toBe("");
      expect(setProperty).not.toHaveBeenCalled();
      height = 96;
      act(() => observers.forEach((update) => update()));
      expect(pinned()).toBe("96px");
    } finally {
      sheet.remove();
    }
  });

  it("keeps the height when a new bar replaces the old one in the same render, whose cleanup removes it after the new one has measured", () => {
    const sheet = document.createElement("style");
    sheet.textContent = ":root { --header-pinned: 0px; }";
    document.head.append(sheet);
    try {
      const { rerender } = render(<Bar key="loading" position="fixed" />);
      expect(pinned()).toBe("68px");
      rerender(<Bar key="loaded" position="fixed" />);
      expect(pinned()).toBe("68px");
    } finally {
      sheet.remove();
    }
  });

  it("removes the property when the bar goes away, so the stylesheet's default applies again", () => {
    const { unmount } = render(<Bar position="fixed" />);
    unmount();
    expect(pinned()).toBe("");
    expect(observers).toHaveLength(0);
  });
});
