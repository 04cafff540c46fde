import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/errors.ts";
import { isPublicAddress, safeFetch, type SafeFetchOptions } from "./safe-fetch.ts";

/**
 * The guarded fetch against a local server (decision 042). The local server is itself on a loopback
 * address, so reaching it at all needs its exact origin trusted; everything else on loopback stays refused.
 */
let server: http.Server;
let origin: string;
let otherServer: http.Server;
let otherOrigin: string;
const hits: string[] = [];
const otherHits: string[] = [];

function listen(handler: http.RequestListener): Promise<[http.Server, string]> {
  const s = http.createServer(handler);
  return new Promise((resolve) => s.listen(0, "127.0.0.1", () => resolve([s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`])));
}

beforeAll(async () => {
  [otherServer, otherOrigin] = await listen((req, res) => {
    otherHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png" }).end("secret");
  });
  [server, origin] = await listen((req, res) => {
    hits.push(req.url ?? "");
    const url = req.url ?? "/";
    if (url === "/ok") res.writeHead(200, { "content-type": "image/png" }).end("fine");
    else if (url === "/to-ok") res.writeHead(302, { location: "/ok" }).end();
    else if (url === "/to-metadata") res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    else if (url === "/to-other-loopback") res.writeHead(301, { location: `${otherOrigin}/secret` }).end();
    else if (url === "/to-ipv6") res.writeHead(307, { location: "http://[::1]/" }).end();
    else if (url === "/to-file") res.writeHead(302, { location: "file:///etc/passwd" }).end();
    else if (url.startsWith("/loop")) res.writeHead(302, { location: `/loop${url.length}` }).end();
    else if (url === "/big-declared") res.writeHead(200, { "content-type": "image/png", "content-length": String(5000) }).end("x".repeat(5000));
    else if (url === "/big-chunked") {
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = "y".repeat(1000);
      for (let i = 0; i < 10; i++) res.write(chunk);
      res.end();
    } else if (url === "/slow") {
      res.writeHead(200, { "content-type": "image/png" });
      res.write("a"); // and never ends
    } else if (url === "/missing") res.writeHead(404).end();
    else res.writeHead(200).end();
  });
});
afterAll(async () => {
  server.closeAllConnections();
  otherServer.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => otherServer.close(r))]);
});

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({ maxBytes: 2048, trustedOrigins: [origin], timeoutMs: 2000, ...extra });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.1",
    "10.0.0.5",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2002:a00:1::1",
    "::127.0.0.1",
  ])("refuses %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(["8.8.8.8", "93.184.216.34", "151.101.0.81", "2606:4700::1111", "2a03:2880:f12f:83:face:b00c::25de", "::ffff:8.8.8.8"])("accepts %s", (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe("safeFetch", () => {
  it("fetches from a trusted origin and follows a redirect within it", async () => {
    const result = await safeFetch(`${origin}/to-ok`, options());
    expect(result.body.toString()).toBe("fine");
    expect(result.url).toBe(`${origin}/ok`);
    expect(result.contentType).toBe("image/png");
  });

  it.each([
    "http://127.0.0.1/",
    "http://10.1.2.3/photo.jpg",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fe80::1]/",
    "http://0.0.0.0/",
    "http://localhost/",
    "http://printer/",
  ])("refuses %s without connecting", async (address) => {
    const error = await refusal(safeFetch(address, options()));
    expect(error.status).toBe(422);
    expect(error.code).toBe("address_refused");
  });

  it("refuses another port on loopback: trust is for an exact origin", async () => {
    const error = await refusal(safeFetch(`${otherOrigin}/secret`, options()));
    expect(error.code).toBe("address_refused");
    expect(otherHits).toEqual([]);
  });

  it("refuses a host name that resolves to a private address, or to any private address among public ones", async () => {
    const lookupAll = async (host: string) =>
      host === "sneaky.example" ? [{ address: "10.0.0.7", family: 4 }] : [
        { address: "93.184.216.34", family: 4 },
        { address: "::1", family: 6 },
      ];
    expect((await refusal(safeFetch("http://sneaky.example/a.jpg", options({ lookupAll })))).code).toBe("address_refused");
    expect((await refusal(safeFetch("http://mixed.example/a.jpg", options({ lookupAll })))).code).toBe("address_refused");
  });

  it("re-checks every redirect: to the metadata address, to another loopback port, to [::1], to file:", async () => {
    for (const path of ["/to-metadata", "/to-other-loopback", "/to-ipv6", "/to-file"]) {
      const error = await refusal(safeFetch(`${origin}${path}`, options()));
      expect(error.code).toBe("address_refused");
    }
    expect(otherHits).toEqual([]);
  });

  it("stops after a few redirects", async () => {
    const error = await refusal(safeFetch(`${origin}/loop`, options()));
    expect(error.message).toMatch(/redirects too many times/);
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    expect((await refusal(safeFetch(`${origin}/big-declared`, options()))).status).toBe(413);
    expect((await refusal(safeFetch(`${origin}/big-chunked`, options()))).status).toBe(413);
  });

  it("gives up on an address that doesn't finish in time", async () => {
    const error = await refusal(safeFetch(`${origin}/slow`, options({ timeoutMs: 300 })));
    expect(error.status).toBe(504);
  });

  it("says so when the address answers with an error", async () => {
    const error = await refusal(safeFetch(`${origin}/missing`, options()));
    expect(error.message).toMatch(/HTTP 404/);
  });

  it("refuses other schemes and addresses with credentials", async () => {
    expect((await refusal(safeFetch("ftp://example.com/a.jpg", options()))).code).toBe("address_refused");
    expect((await refusal(safeFetch("https://user:pass@example.com/a.jpg", options()))).code).toBe("address_refused");
  });
});
