import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, startupAddresses } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for npm start", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/sb",
      DATABASE_URL: "postgres://u:p@db:5432/sb",
      PUBLIC_URL: "https://serviceberry.example/",
      AUTH_SECRET: "x".repeat(40),
      ADMIN_EMAILS: " Ada@Example.com, grace@example.com ,",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Serviceberry <hi@example.com>",
    });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe("https://serviceberry.example");
    expect(config.ADMIN_EMAILS).toEqual(["ada@example.com", "grace@example.com"]);
    expect(config.dataDir).toBe("/tmp/sb");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/sb"],
    ["PUBLIC_URL", "not a url"],
    ["AUTH_SECRET", "short"],
    ["ADMIN_EMAILS", "admin@example.com,nobody"],
    ["SMTP_URL", "http://mail"],
    ["LOG_LEVEL", "loud"],
    ["S3_ENDPOINT", "ftp://files.example"],
  ])("a bad %s stops start-up with a message naming it", (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });

  describe("object storage (S3_*)", () => {
    const s3 = {
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "serviceberry",
      S3_ACCESS_KEY_ID: "access",
      S3_SECRET_ACCESS_KEY: "secret",
    };

    it("is off when no S3 variable is set (uploads stay in DATA_DIR/uploads)", () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig({ S3_ENDPOINT: "", S3_BUCKET: "" }).s3).toBeNull();
    });

    it("is on when all four are set; the region defaults to us-east-1", () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: "http://minio:9000",
        bucket: "serviceberry",
        region: "us-east-1",
        accessKeyId: "access",
        secretAccessKey: "secret",
      });
      expect(loadConfig({ ...s3, S3_REGION: "auto" }).s3?.region).toBe("auto");
    });

    it.each([
      [{ S3_ENDPOINT: s3.S3_ENDPOINT }, "S3_BUCKET"],
      [{ S3_BUCKET: s3.S3_BUCKET, S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "s" }, "S3_ENDPOINT"],
      [{ ...s3, S3_ACCESS_KEY_ID: "" }, "S3_ACCESS_KEY_ID"],
      [{ ...s3, S3_SECRET_ACCESS_KEY: undefined }, "S3_SECRET_ACCESS_KEY"],
      [{ S3_REGION: "eu-west-1" }, "S3_ENDPOINT"],
    ])("a partial setup %j stops start-up naming the first missing variable, %s", (env, missing) => {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(missing);
      expect((error as Error).message).toContain(missing);
    });
  });
});

describe("startupAddresses", () => {
  it("says the address people open and what the server listens on, as HOST and PUBLIC_URL say", () => {
    expect(startupAddresses(loadConfig({}), 3000)).toEqual({ url: "http://localhost:3000", listening: "0.0.0.0:3000" });
    expect(startupAddresses(loadConfig({ HOST: "192.168.1.20", PORT: "8080" }), 8080)).toEqual({ url: "http://192.168.1.20:8080", listening: "192.168.1.20:8080" });
    expect(startupAddresses(loadConfig({ HOST: "127.0.0.1", PUBLIC_URL: "https://plan.example.com/" }), 3000)).toEqual({ url: "https://plan.example.com", listening: "127.0.0.1:3000" });
    expect(startupAddresses(loadConfig({ HOST: "::1" }), 3000)).toEqual({ url: "http://[::1]:3000", listening: "[::1]:3000" });
  });
});
