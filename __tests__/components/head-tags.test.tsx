/**
 * @jest-environment jsdom
 */
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, render, waitFor } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { HeadTags } from "../../src/components/head-tags";
import { endHydrating, startHydrating } from "../../src/hooks/use-hydrating";

function Page({ description }: { description: string }) {
  return (
    <main>
      <HeadTags>
        <meta name="description" content={description} />
      </HeadTags>
      <h1>Location de bennes</h1>
    </main>
  );
}

/** What the server renders of Page into the body: a Helmet renders nothing there. */
const SERVER_BODY = "<main><h1>Location de bennes</h1></main>";

const managedTags = () =>
  [...document.head.querySelectorAll("[data-rh]")].map((tag) => tag.outerHTML);
const nextFrames = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

afterEach(() => {
  endHydrating();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("head tags", () => {
  it("wait while the page hydrates, then leave the server's tags in place", async () => {
    document.head.innerHTML =
      '<meta data-rh="true" name="description" content="Bennes de 3 à 30 m³">';
    const server = document.head.firstElementChild;
    const container = document.createElement("div");
    container.innerHTML = SERVER_BODY;
    document.body.append(container);
    const changes: MutationRecord[] = [];
    new MutationObserver((records) => changes.push(...records)).observe(document.head, {
      childList: true,
      subtree: true,
      attributes: true,
    });

    startHydrating();
    await act(async () => {
      hydrateRoot(
        container,
        <HelmetProvider>
          <Page description="Bennes de 3 à 30 m³" />
        </HelmetProvider>,
      );
    });
    await nextFrames();
    expect(managedTags()).toEqual([
      '<meta data-rh="true" name="description" content="Bennes de 3 à 30 m³">',
    ]);

    act(() => endHydrating());
    await nextFrames();
    // The tags the Helmets now hand over are those the server wrote: the same element stays.
    expect(document.head.firstElementChild).toBe(server);
    expect(changes).toEqual([]);
  });

  it("take over once hydration is over: a later change reaches the head", async () => {
    const container = document.createElement("div");
    container.innerHTML = SERVER_BODY;
    document.body.append(container);
    startHydrating();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <HelmetProvider>
          <Page description="avant" />
        </HelmetProvider>,
      );
    });
    await nextFrames();
    expect(managedTags()).toEqual([]);
    act(() => endHydrating());
    await waitFor(() =>
      expect(managedTags()).toEqual(['<meta name="description" content="avant" data-rh="true">']),
    );
    act(() =>
      root?.render(
        <HelmetProvider>
          <Page description="après" />
        </HelmetProvider>,
      ),
    );
    await waitFor(() =>
      expect(managedTags()).toEqual(['<meta name="description" content="après" data-rh="true">']),
    );
  });

  it("are written at once on a page rendered rather than hydrated", async () => {
    render(
      <HelmetProvider>
        <Page description="Bennes de 3 à 30 m³" />
      </HelmetProvider>,
    );
    await waitFor(() =>
      expect(managedTags()).toEqual([
        '<meta name="description" content="Bennes de 3 à 30 m³" data-rh="true">',
      ]),
    );
  });
});
