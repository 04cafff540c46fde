import { describe, expect, it } from "vitest";
import { canonicalQuery, EMPTY_SHA256, signV4, uriEncode } from "./sigv4-verifier.ts";

describe("signV4", () => {
  // AWS's documented example "GET Object" (Amazon S3 API Reference, "Signature Calculations for the
  // Authorization Header: Transferring Payload in a Single Chunk", Examples): the first 10 bytes of
  // test.txt in examplebucket, signed with the documentation's example keys.
  it("reproduces AWS's published GET Object example", () => {
    const result = signV4(
      {
        method: "GET",
        path: "/test.txt",
        headers: {
          Host: "examplebucket.s3.amazonaws.com",
          Range: "bytes=0-9",
          "x-amz-content-sha256": EMPTY_SHA256,
          "x-amz-date": "20130524T000000Z",
        },
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
      },
    );
    expect(result.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        "x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      ].join("\n"),
    );
    expect(result.stringToSign).toBe(
      [
        "AWS4-HMAC-SHA256",
        "20130524T000000Z",
        "20130524/us-east-1/s3/aws4_request",
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
      ].join("\n"),
    );
    expect(result.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(result.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("refuses to sign without the headers S3 needs", () => {
    const credentials = { accessKeyId: "a", secretAccessKey: "b", region: "us-east-1", service: "s3" };
    expect(() => signV4({ method: "GET", path: "/", headers: { host: "h", "x-amz-date": "20240101T000000Z" } }, credentials)).toThrow(
      /x-amz-content-sha256/,
    );
  });
});

describe("SigV4 encoding", () => {
  it("encodes everything but unreserved characters", () => {
    expect(uriEncode("test$file.text")).toBe("test%24file.text");
    expect(uriEncode("a b+c~d_e-f.g")).toBe("a%20b%2Bc~d_e-f.g");
    expect(uriEncode("!'()*")).toBe("%21%27%28%29%2A");
    expect(uriEncode("a/b")).toBe("a%2Fb");
  });

  it("sorts and re-encodes query parameters", () => {
    expect(canonicalQuery("prefix=J&max-keys=2")).toBe("max-keys=2&prefix=J");
    expect(canonicalQuery("b=2&a=x%20y&a=1&uploads")).toBe("a=1&a=x%20y&b=2&uploads=");
    expect(canonicalQuery("")).toBe("");
  });
});
