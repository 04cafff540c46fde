import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARE_PREVIEW } from "../../domain/share-preview.ts";
import { createSharePreviewGenerator } from "./share-preview.ts";
import { createLocalStorage } from "./storage.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="1600" height="1067" fill="#5b2a4e"/></svg>';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-preview-"));
  dirs.push(dir);
  const storage = createLocalStorage(dir);
  const drawArt = vi.fn(async (key: string) => (key === "seed/venues/x/0.svg" ? { body: new TextEncoder().encode(SVG), contentType: "image/svg+xml" } : null));
  return { storage, drawArt, preview: createSharePreviewGenerator(storage, [drawArt]) };
}

describe("link-preview renditions", () => {
  it("turns a drawn SVG into a 1200 x 630 JPEG, drawn once and then read from storage", async () => {
    const { preview, drawArt } = setup();
    const first = await preview("seed/venues/x/0.svg.preview.jpg");
    expect(first?.contentType).toBe("image/jpeg");
    const meta = await sharp(first!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", SHARE_PREVIEW.width, SHARE_PREVIEW.height]);
    const again = await preview("seed/venues/x/0.svg.preview.jpg");
    expect(Buffer.from(again!.body).equals(Buffer.from(first!.body))).toBe(true);
    expect(drawArt).toHaveBeenCalledTimes(1);
  });

  it("works for stored uploads, and answers only its own keys", async () => {
    const { preview, storage } = setup();
    const png = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9cbf9f" } }).png().toBuffer());
    await storage.put("venues/abc/photo.png", png, "image/png");
    const meta = await sharp((await preview("venues/abc/photo.png.preview.jpg"))!.body).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(await preview("venues/abc/photo.png")).toBeNull();
    expect(await preview("venues/abc/missing.png.preview.jpg")).toBeNull();
    expect(await preview("notes/readme.txt.preview.jpg")).toBeNull();
  });
});
