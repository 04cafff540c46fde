import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { startS3StandIn, type S3StandIn } from "../test/s3-stand-in.ts";
import { createS3Storage, type S3Options } from "./s3-storage.ts";
import { mediaUrl } from "./storage.ts";

let s3: S3StandIn;
const optionsOf = (standIn: S3StandIn): S3Options => ({
  endpoint: standIn.endpoint,
  bucket: standIn.bucket,
  region: standIn.region,
  accessKeyId: standIn.accessKeyId,
  secretAccessKey: standIn.secretAccessKey,
});
const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
});
afterEach(() => {
  s3.stall = false;
  s3.objects.clear();
  s3.requests.length = 0;
});

describe("S3 storage", () => {
  it("puts, reads and removes a file, keeping its content type", async () => {
    const storage = createS3Storage(optionsOf(s3));
    expect(storage.kind).toBe("s3");
    const body = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.put("venues/abc/photo-1.webp", body, "image/webp");
    expect(s3.requests.at(-1)).toMatchObject({ method: "PUT", url: `/${s3.bucket}/venues/abc/photo-1.webp`, status: 200 });

    const read = await storage.read("venues/abc/photo-1.webp");
    expect(read?.contentType).toBe("image/webp");
    expect(Buffer.from(read!.body).equals(Buffer.from(body))).toBe(true);

    await storage.remove("venues/abc/photo-1.webp");
    expect(s3.objects.size).toBe(0);
    expect(await storage.read("venues/abc/photo-1.webp")).toBeNull();
  });

  it("reads a missing key as null and removes it without complaint", async () => {
    const storage = createS3Storage(optionsOf(s3));
    expect(await storage.read("venues/none/missing.jpg")).toBeNull();
    await expect(storage.remove("venues/none/missing.jpg")).resolves.toBeUndefined();
    expect(s3.requests.map((r) => r.status)).toEqual([404, 404]);
  });

  it("accepts an endpoint written with a trailing slash", async () => {
    const storage = createS3Storage({ ...optionsOf(s3), endpoint: `${s3.endpoint}/` });
    await storage.put("a.txt", bytes("hi"), "text/plain");
    expect(new TextDecoder().decode((await storage.read("a.txt"))!.body)).toBe("hi");
  });

  it("rejects a put signed with the wrong secret, naming the status and key", async () => {
    const storage = createS3Storage({ ...optionsOf(s3), secretAccessKey: "not-the-secret" });
    await expect(storage.put("venues/abc/a.webp", bytes("x"), "image/webp")).rejects.toThrow(
      "S3 PUT venues/abc/a.webp failed: 403 SignatureDoesNotMatch",
    );
    await expect(storage.read("venues/abc/a.webp")).rejects.toThrow(/403/);
    expect(s3.objects.size).toBe(0);
  });

  it("is refused when the signed body hash is not the body's", async () => {
    // A fetch that swaps the body after signing: the stand-in, like S3, checks the hash.
    const tampering: typeof fetch = (url, init) => fetch(url, { ...init, body: bytes("something else") });
    const storage = createS3Storage({ ...optionsOf(s3), fetch: tampering });
    await expect(storage.put("a.txt", bytes("original"), "text/plain")).rejects.toThrow("400 XAmzContentSHA256Mismatch");
  });

  it("refuses unsafe keys before sending anything", async () => {
    const storage = createS3Storage(optionsOf(s3));
    for (const key of ["a b.webp", "../etc/passwd", "venues/../x.jpg", "/abs.png", "a?b=c", "ü.png", ""]) {
      await expect(storage.put(key, bytes("x"), "image/png")).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.read(key)).toBeNull();
    }
    expect(s3.requests).toEqual([]);
  });

  it("gives up on a bucket that does not answer", async () => {
    s3.stall = true;
    const storage = createS3Storage({ ...optionsOf(s3), readTimeoutMs: 150 });
    const started = Date.now();
    await expect(storage.read("venues/abc/slow.webp")).rejects.toThrow(/S3 GET venues\/abc\/slow\.webp failed/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("GET /media/<key> on S3 storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: createS3Storage(optionsOf(s3)) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves a file put into the bucket, and 404 for one that is not there", async () => {
    expect(t.storage.kind).toBe("s3");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await t.storage.put("venues/abc/photo.png", png, "image/png");
    expect(s3.objects.has("venues/abc/photo.png")).toBe(true);

    const response = await t.request("GET", mediaUrl("venues/abc/photo.png"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(png))).toBe(true);

    expect((await t.request("GET", mediaUrl("venues/abc/gone.png"))).status).toBe(404);
  });
});
