import { describe, expect, it } from "vitest";
import { deviceClassFor, isVisitSampled, ROUTE_PATTERN, webVitalRating, WEB_VITALS_SAMPLE_RATE } from "./web-vitals";

describe("Core Web Vitals rules", () => {
  it("rates a value as web-vitals does: a value on a threshold stays in the better band", () => {
    expect(webVitalRating("LCP", 2500)).toBe("good");
    expect(webVitalRating("LCP", 2500.1)).toBe("needs-improvement");
    expect(webVitalRating("LCP", 4000)).toBe("needs-improvement");
    expect(webVitalRating("LCP", 4001)).toBe("poor");
    expect(webVitalRating("INP", 200)).toBe("good");
    expect(webVitalRating("INP", 501)).toBe("poor");
    expect(webVitalRating("CLS", 0.1)).toBe("good");
    expect(webVitalRating("CLS", 0.11)).toBe("needs-improvement");
    expect(webVitalRating("CLS", 0.26)).toBe("poor");
  });

  it("samples one page load in four, from a random number drawn once", () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.25);
    expect(isVisitSampled(0)).toBe(true);
    expect(isVisitSampled(0.2499)).toBe(true);
    expect(isVisitSampled(0.25)).toBe(false);
    expect(isVisitSampled(0.99)).toBe(false);
    expect(isVisitSampled(0.5, 1)).toBe(true);
    expect(isVisitSampled(0, 0)).toBe(false);
  });

  it("classes devices by viewport width and pointer", () => {
    expect(deviceClassFor(390, true)).toBe("phone");
    expect(deviceClassFor(599, false)).toBe("phone"); // a narrow desktop window gets the phone layout
    expect(deviceClassFor(600, true)).toBe("tablet");
    expect(deviceClassFor(1024, true)).toBe("tablet");
    expect(deviceClassFor(1024, false)).toBe("desktop");
    expect(deviceClassFor(1280, true)).toBe("desktop");
    expect(deviceClassFor(1440, false)).toBe("desktop");
  });

  it("accepts route patterns and nothing that looks like an address", () => {
    for (const pattern of ["/", "/*", "/faq", "/venues/:id", "/admin/*", "/venue-owner-dashboard/venues/:venueId/tours", "/signup/couple"]) {
      expect(ROUTE_PATTERN.test(pattern), pattern).toBe(true);
    }
    for (const address of ["", "venues", "/venues/", "/venues?city=columbus", "/venues#top", "/Venues/The-Barn", "//evil.example", "https://serviceberry.example/", "/venues/the glass barn", "/venues/%20", "/admin/*/x"]) {
      expect(ROUTE_PATTERN.test(address), address).toBe(false);
    }
  });
});
