import fs from "node:fs";
import { describe, expect, it } from "vitest";

/** WCAG 2.1 contrast of the token pairs components actually use, in both themes. */
const css = fs.readFileSync(new URL("./app.css", import.meta.url), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const classic = block(":root");
const modern = { ...classic, ...block('[data-theme="modern"]') };

const TEXT_PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["foreground", "card"],
  ["foreground", "muted"],
  ["muted-foreground", "background"],
  ["muted-foreground", "card"],
  ["muted-foreground", "muted"],
  ["primary", "background"],
  ["primary", "card"],
  ["primary", "primary-soft"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["accent-foreground", "accent"],
  ["accent-strong", "card"],
  ["destructive", "card"],
  ["destructive-foreground", "destructive"],
];

describe.each([
  ["classic", classic],
  ["modern", modern],
])("%s theme tokens", (_name, tokens) => {
  it.each(TEXT_PAIRS)("%s on %s passes WCAG AA (4.5:1)", (text, surface) => {
    expect(tokens[text], `--${text}`).toBeDefined();
    expect(tokens[surface], `--${surface}`).toBeDefined();
    expect(contrast(tokens[text]!, tokens[surface]!)).toBeGreaterThanOrEqual(4.5);
  });
});
