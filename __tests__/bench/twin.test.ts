import http from "node:http";
import type { AddressInfo } from "node:net";
import { noJsTwin, pairFigures, spread, TWIN_PREFIX, twinServer } from "../../bench/lib/twin.mjs";

const PAGE = [
  "<!DOCTYPE html><html><head><script>(function(){/* head script */})()</script>",
  '<script data-rh="true" type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><h1>Bennes</h1></main><script id="gatsby-script-loader">window.pagePath="/"</script>',
  '<script>["/app-1.js"].forEach(function(src){})</script><script src="/framework-2.js" async></script></body></html>',
].join("");

describe("a page's no-JS twin", () => {
  it("is the same HTML without its scripts, its JSON-LD kept", () => {
    expect(noJsTwin(PAGE)).toBe(
      '<!DOCTYPE html><html><head><script data-rh="true" type="application/ld+json">{"@type":"Organization"}</script></head><body><main><h1>Bennes</h1></main></body></html>',
    );
  });

  it("is served under its prefix beside the site, which answers every other request", async () => {
    const site = http.createServer((_request, response) => response.end("site"));
    const server = twinServer(site, (pagePath) => (pagePath === "/services/" ? PAGE : undefined));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const twin = await fetch(`${origin}${TWIN_PREFIX}/services/`);
      expect(twin.status).toBe(200);
      expect(await twin.text()).not.toContain("<script>");
      expect((await fetch(`${origin}${TWIN_PREFIX}/nowhere/`)).status).toBe(404);
      expect(await (await fetch(`${origin}/services/`)).text()).toBe("site");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the figures of pairs of loads", () => {
  it("give the median and the quartiles", () => {
    expect(spread([4, 1, 3, 2, Number.NaN])).toEqual({ median: 2.5, q1: 1.75, q3: 3.25, n: 4 });
    expect(spread([])).toEqual({ median: undefined, q1: undefined, q3: undefined, n: 0 });
  });

  it("take each pair's difference, and the same difference as a share of the twin's own figure, which a machine twice as slow leaves as it is", () => {
    const pair = (scale: number) => ({
      page: {
        mainThreadMs: 2000 * scale,
        mainThreadCpuMs: 900 * scale,
        blockingMs: 120 * scale,
        fcpMs: 960 * scale,
        lcpMs: 1200 * scale,
      },
      twin: {
        mainThreadMs: 1000 * scale,
        mainThreadCpuMs: 300 * scale,
        blockingMs: 20 * scale,
        fcpMs: 800 * scale,
        lcpMs: 1000 * scale,
      },
    });
    const fast = pairFigures([pair(1), pair(1)]);
    const slow = pairFigures([pair(2), pair(2)]);
    expect(fast.difference.mainThreadMs.median).toBe(1000);
    expect(slow.difference.mainThreadMs.median).toBe(2000);
    for (const figures of [fast, slow]) {
      expect(figures.share.mainThreadMs.median).toBeCloseTo(1);
      // CPU time against the twin's CPU time: (900 − 300) / 300.
      expect(figures.share.mainThreadCpuMs.median).toBeCloseTo(2);
      // Blocking time is measured against the twin's main-thread time: (120 − 20) / 1000.
      expect(figures.share.blockingMs.median).toBeCloseTo(0.1);
      expect(figures.share.lcpMs.median).toBeCloseTo(0.2);
      expect(figures.share.fcpMs.median).toBeCloseTo(0.2);
    }
    expect(fast.difference.fcpMs.median).toBe(160);
  });
});
