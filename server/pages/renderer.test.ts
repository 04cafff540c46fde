import { describe, expect, it } from "vitest";
import { hasSessionCookie, isWebviewRequest, pageDocument, type RenderedPage } from "./renderer.ts";

// A request without a session cookie gets the page drawn for a signed-out visitor (decision 056).
describe("the session cookie hint", () => {
  it("tells a session cookie from other cookies", () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("sb_city=columbus")).toBe(false);
    expect(hasSessionCookie("better-auth.session_token=")).toBe(false);
    expect(hasSessionCookie("not-better-auth.session_token=abc")).toBe(false);
    expect(hasSessionCookie("better-auth.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("sb_city=columbus; __Secure-better-auth.session_token=abc")).toBe(true);
  });
});

describe("the webview hint (the bottom navigation in the server's HTML)", () => {
  it("is the spec's user-agent test", () => {
    expect(isWebviewRequest(undefined)).toBe(false);
    expect(isWebviewRequest("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36")).toBe(false);
    expect(isWebviewRequest("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0.0.0 Mobile Safari/537.36")).toBe(true);
    expect(isWebviewRequest("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(true);
  });
});

describe("how a page's app starts (decision 056)", () => {
  const shell = '<html><head><title>x</title><meta name="description" content=""></head><body><div id="root"></div><script type="module" src="/assets/home-start.js"></script></body></html>';
  const page: RenderedPage = { status: 200, html: "<main>$& read</main>", head: { title: "FAQ", description: "d", tags: "" }, state: "{}", startsOnFirstAction: true };

  it("a page to read for a visitor is marked to start on the first action and carries the assistants' buttons", () => {
    const html = pageDocument(shell, page, { onFirstAction: true, launchers: '<div id="grace-root" data-launcher><button>G</button></div>' });
    expect(html).toContain('<div id="root" data-server-rendered="true" data-app-start="first-action"><main>$& read</main></div>');
    expect(html).toMatch(/<div id="grace-root" data-launcher><button>G<\/button><\/div><\/body>/);
  });

  it("any other page starts after the first paint, with no buttons from the server", () => {
    const html = pageDocument(shell, page);
    expect(html).toContain('<div id="root" data-server-rendered="true"><main>');
    expect(html).not.toContain("data-app-start");
    expect(html).not.toContain("data-launcher");
  });
});
