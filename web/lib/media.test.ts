import { describe, expect, it } from "vitest";
import { isWebviewUserAgent } from "./media";

describe("isWebviewUserAgent", () => {
  it("recognizes the four device words of the spec", () => {
    expect(isWebviewUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isWebviewUserAgent("Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0)")).toBe(true);
    expect(isWebviewUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe(true);
    expect(isWebviewUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) wv")).toBe(true);
  });
  it("leaves desktop browsers alone", () => {
    expect(isWebviewUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0")).toBe(false);
    expect(isWebviewUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15")).toBe(false);
  });
});
