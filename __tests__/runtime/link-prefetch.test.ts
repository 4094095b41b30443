/**
 * @jest-environment jsdom
 */
import { installLinkPrefetch } from "../../src/runtime/link-prefetch";

/** The links an IntersectionObserver was asked to watch, by their href attribute. */
const observed: string[] = [];

class RecordingObserver {
  observe(target: Element) {
    observed.push(target.getAttribute("href") ?? "");
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  observed.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = RecordingObserver;
  window.history.replaceState(null, "", "/dechets-acceptes/");
});

describe("the links the prefetch watches", () => {
  it("watches the links to other pages of the site, and no link that can never be prefetched", () => {
    document.body.innerHTML = `
      <a href="/services/amiante/">a service</a>
      <a href="${window.location.origin}/blog/">the blog, by its whole address</a>
      <a href="/dechets-acceptes/">this page (another page once the visitor has moved on)</a>
      <a href="#gravats">an entry of this page</a>
      <a href="https://www.ecologie.gouv.fr/">another site</a>
      <a href="/images/plan.pdf">a file</a>
      <a href="/tarifs/" download>a download</a>
      <a href="/contact/" target="_blank">a new tab</a>`;
    const { scan } = installLinkPrefetch({
      rootMarginPx: 20,
      threshold: 0.1,
      delayMs: 250,
      prefetch: () => undefined,
    });
    scan();
    expect(observed).toEqual([
      "/services/amiante/",
      `${window.location.origin}/blog/`,
      "/dechets-acceptes/",
    ]);
    // A second scan watches nothing twice.
    scan();
    expect(observed).toHaveLength(3);
  });
});
