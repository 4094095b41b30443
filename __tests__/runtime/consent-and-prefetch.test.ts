import {
  bannerVisible,
  consentCookie,
  consentModeUpdate,
  readConsent,
} from "../../src/runtime/consent";
import { createDwellPrefetcher } from "../../src/runtime/dwell-prefetch";

describe("the consent cookie", () => {
  const durations = { acceptedDays: 365, declinedDays: 6 };

  it("is true for 365 days when accepted and false for 6 days when declined", () => {
    expect(consentCookie(true, durations)).toEqual({ value: "true", expiresDays: 365 });
    expect(consentCookie(false, durations)).toEqual({ value: "false", expiresDays: 6 });
  });

  it("reads only true and false as a choice", () => {
    expect(readConsent("true")).toBe(true);
    expect(readConsent("false")).toBe(false);
    for (const other of [undefined, null, "", "yes", '"><script>'])
      expect(readConsent(other)).toBeNull();
  });

  it("shows the banner only without a choice and outside embedded mode", () => {
    expect(bannerVisible(null, false)).toBe(true);
    expect(bannerVisible(null, true)).toBe(false);
    expect(bannerVisible(true, false)).toBe(false);
    expect(bannerVisible(false, false)).toBe(false);
    // Reopened from the footer: asks again over an existing choice, still never embedded.
    expect(bannerVisible(true, false, true)).toBe(true);
    expect(bannerVisible(false, true, true)).toBe(false);
  });

  it("grants the Consent Mode v2 signals only on accept", () => {
    expect(Object.values(consentModeUpdate(true))).toEqual([
      "granted",
      "granted",
      "granted",
      "granted",
    ]);
    expect(Object.values(consentModeUpdate(false))).toEqual([
      "denied",
      "denied",
      "denied",
      "denied",
    ]);
    expect(Object.keys(consentModeUpdate(null)).sort()).toEqual([
      "ad_personalization",
      "ad_storage",
      "ad_user_data",
      "analytics_storage",
    ]);
  });
});

describe("link prefetch timing (250 ms in view)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("prefetches a link that stays in view for the delay, once", () => {
    const prefetch = jest.fn();
    const prefetcher = createDwellPrefetcher(250, prefetch);
    prefetcher.enter("/agb/");
    jest.advanceTimersByTime(249);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledWith("/agb/");
    prefetcher.leave("/agb/");
    prefetcher.enter("/agb/");
    jest.advanceTimersByTime(1000);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("does not prefetch a link that leaves the view before the delay", () => {
    const prefetch = jest.fn();
    const prefetcher = createDwellPrefetcher(250, prefetch);
    prefetcher.enter("/agb/");
    jest.advanceTimersByTime(200);
    prefetcher.leave("/agb/");
    jest.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
    // Coming back starts a new full delay.
    prefetcher.enter("/agb/");
    jest.advanceTimersByTime(249);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("counts each link on its own", () => {
    const prefetch = jest.fn();
    const prefetcher = createDwellPrefetcher(250, prefetch);
    prefetcher.enter("/agb/");
    jest.advanceTimersByTime(100);
    prefetcher.enter("/impressum/");
    prefetcher.enter("/agb/"); // already waiting: no second timer
    jest.advanceTimersByTime(150);
    expect(prefetch.mock.calls).toEqual([["/agb/"]]);
    jest.advanceTimersByTime(100);
    expect(prefetch.mock.calls).toEqual([["/agb/"], ["/impressum/"]]);
  });
});
