import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, readOutbox } from "./mailer.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("mailer without SMTP_URL", () => {
  it("writes each message as a complete .eml file in the outbox", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sb-mail-")), "mail");
    dirs.push(path.dirname(outboxDir));
    const mailer = createMailer({ from: "Serviceberry <hello@serviceberry.app>", outboxDir });
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "ada@example.com", subject: "Your tour is booked", text: "See you Saturday at 10." });
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(raw).toContain("To: ada@example.com");
    expect(raw).toContain("From: Serviceberry <hello@serviceberry.app>");
    expect(raw).toContain("Subject: Your tour is booked");
    expect(raw).toContain("See you Saturday at 10.");
    const [summary] = await readOutbox(outboxDir);
    expect(summary).toMatchObject({ to: "ada@example.com", subject: "Your tour is booked", text: "See you Saturday at 10." });
  });

  it("lists the outbox newest first and copes with a missing folder", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-mail-"));
    dirs.push(outboxDir);
    expect(await readOutbox(path.join(outboxDir, "none"))).toEqual([]);
    const mailer = createMailer({ from: "hello@serviceberry.app", outboxDir });
    await mailer.send({ to: "a@example.com", subject: "First", text: "1" });
    await mailer.send({ to: "b@example.com", subject: "Second", text: "2" });
    expect((await readOutbox(outboxDir)).map((m) => m.subject)).toEqual(["Second", "First"]);
  });
});

describe("mailer with SMTP_URL", () => {
  it("delivers through the SMTP server (a local stand-in here)", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "hello@serviceberry.app",
        outboxDir: "/nonexistent",
      });
      expect(mailer.kind).toBe("smtp");
      await mailer.send({ to: "ada@example.com", subject: "Hello over SMTP", text: "Delivered." });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hello over SMTP");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
