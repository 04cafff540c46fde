// npm run bench -- chat: the planning chat across two server processes on one PostgreSQL server (issue 29).
// 200 chat streams (Server-Sent Events) are open, half on each process; 20 messages a second are sent
// through process A for 30 s by 25 members (each under the 60-a-minute limit). Figures: p95 (and p50, p99)
// delivery time from the send to the receipt on a stream of process B (through LISTEN/NOTIFY; target
// under 250 ms) and on A itself, messages lost or doubled on any stream, each process's resident memory
// before the streams opened and after the run, and a bare `SELECT 1` through process B before the load,
// as the yardstick for a shared machine (lib/venues-bench-server.ts adds that endpoint).
// Needs PostgreSQL: without TEST_DATABASE_URL the bench runs itself under scripts/with-postgres.sh.
// BENCH_CHAT_SECONDS, BENCH_CHAT_RATE and BENCH_CHAT_STREAMS change the load.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { databaseUrl, withAdminClient } from "../server/test/template-database.ts";
import { printFigure } from "./lib/server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  const run = spawnSync("bash", ["scripts/with-postgres.sh", process.execPath, "--import", "tsx", "bench/chat.ts"], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 200);
/** Senders share the load so each stays under CHAT_MESSAGES_PER_MINUTE (60). */
const SENDERS = Math.max(1, Math.ceil((RATE * 60) / 48));
const TARGET_P95_MS = 250;
const basePort = Number(process.env.BENCH_PORT ?? 4395);
const PASSWORD = "lantern orchard velvet 42";

interface BenchProcess {
  name: "a" | "b";
  url: string;
  child: ChildProcess;
}

const dataDirs: string[] = [];
const dbName = `sb_bench_chat_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const dbUrl = databaseUrl(serverUrl, dbName);

async function startProcess(name: "a" | "b", port: number): Promise<BenchProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sb-bench-chat-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "bench/lib/venues-bench-server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      DATABASE_URL: dbUrl,
      // Every bench account signs up from this one address. (The auth secret is kept in the database, so
      // both processes accept the same sessions.)
      ADDRESS_RATE_LIMIT_SCALE: "1000",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, child };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`chat bench process ${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A port nobody listens on now (process B's; BENCH_PORT is A's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function stopProcess(p: BenchProcess) {
  p.child.kill("SIGTERM");
  await new Promise((resolve) => (p.child.exitCode !== null ? resolve(null) : p.child.once("exit", resolve)));
}

/** Resident memory of a process, from /proc (Linux). */
function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function account(base: string, label: string): Promise<{ id: string; cookie: string }> {
  const headers = { origin: base, "content-type": "application/json" };
  const email = `bench-chat-${label}-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: PASSWORD, name: `Bench ${label}`, userType: "couple" }) });
  if (!signUp.ok) throw new Error(`sign-up ${label}: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!signIn.ok) throw new Error(`sign-in ${label}: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const me = (await (await fetch(`${base}/api/account/me`, { headers: { cookie } })).json()) as { user: { id: string } };
  return { id: me.user.id, cookie };
}

/** One open stream: every message event it receives, with the time it arrived. */
class Stream {
  readonly arrivals = new Map<string, number[]>();
  private readonly controller = new AbortController();
  ready!: Promise<void>;

  constructor(
    readonly on: "a" | "b",
    url: string,
    cookie: string,
  ) {
    this.ready = new Promise((resolve, reject) => {
      void this.read(url, cookie, resolve).catch((error: unknown) => {
        if (!this.controller.signal.aborted) reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  private async read(url: string, cookie: string, onReady: () => void) {
    const response = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: this.controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        if (event === "ready") onReady();
        if (event !== "message") continue;
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "{}";
        const { body } = JSON.parse(data) as { body: string };
        const times = this.arrivals.get(body) ?? [];
        times.push(performance.now());
        this.arrivals.set(body, times);
      }
    }
  }

  close() {
    this.controller.abort();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return -1;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

await withAdminClient(serverUrl, (admin) => admin.query(`create database ${dbName}`));
const processes: BenchProcess[] = [];
const streams: Stream[] = [];
try {
  // One after the other: the first migrates and seeds, the second finds it done.
  processes.push(await startProcess("a", basePort));
  processes.push(await startProcess("b", await freePort()));
  const [a, b] = processes as [BenchProcess, BenchProcess];

  const couple = await account(a.url, "couple");
  const helpers = [];
  for (let i = 0; i < SENDERS - 1; i++) helpers.push(await account(i % 2 ? b.url : a.url, `helper-${i}`));
  // The helpers join with chat access (the invitation path is tested elsewhere; this is the load).
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  for (const helper of helpers) {
    await client.query(`insert into contributor_profiles (user_id, couple_id, relationship, permissions) values ($1, $2, 'friend', $3)`, [
      helper.id,
      couple.id,
      JSON.stringify({ chat: "edit" }),
    ]);
  }
  await client.end();
  const members = [couple, ...helpers];

  // The yardstick: a bare SELECT 1 through process B, before the load.
  const select1 = await autocannon({ url: `${b.url}/__bench/select-1`, connections: 10, duration: 5 });
  printFigure("chat", "select_1_latency_p95", select1.latency.p97_5 ?? select1.latency.p99, "ms", { note: "p97.5 (autocannon has no p95)", requests_per_second: Math.round(select1.requests.average), connections: 10 });

  const memoryBefore = { a: residentMegabytes(a.child.pid!), b: residentMegabytes(b.child.pid!) };
  const streamPath = `/api/collaboration/chat/${encodeURIComponent(couple.id)}/stream`;
  for (let i = 0; i < STREAMS; i++) {
    const on = i % 2 === 0 ? a : b;
    streams.push(new Stream(on.name, `${on.url}${streamPath}`, members[i % members.length]!.cookie));
  }
  await Promise.all(streams.map((s) => s.ready));

  // Sends through process A on a fixed schedule: RATE a second, round robin over the senders.
  const total = SECONDS * RATE;
  const sentAt = new Map<string, number>();
  const failures: string[] = [];
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = `bench message ${n}`;
    const sender = members[n % members.length]!;
    sentAt.set(body, performance.now());
    sends.push(
      fetch(`${a.url}/api/collaboration/chat/${encodeURIComponent(couple.id)}/messages`, {
        method: "POST",
        headers: { origin: a.url, "content-type": "application/json", cookie: sender.cookie },
        body: JSON.stringify({ body }),
      }).then(async (response) => {
        if (response.status !== 201) failures.push(`${response.status} ${await response.text()}`);
      }),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - start) / 1000;
  // Let the backlog drain: until every stream has every message, or nothing arrived for 10 s (at most 3
  // minutes). What is missing then was lost, not late.
  const drainStart = performance.now();
  const received = () => streams.reduce((n, s) => n + s.arrivals.size, 0);
  let lastCount = received();
  let lastChange = performance.now();
  while (!streams.every((s) => s.arrivals.size >= total) && performance.now() - lastChange < 10_000 && performance.now() - drainStart < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (received() !== lastCount) {
      lastCount = received();
      lastChange = performance.now();
    }
  }
  const drainSeconds = Math.round((performance.now() - drainStart) / 100) / 10;

  const delays: Record<"a" | "b", number[]> = { a: [], b: [] };
  let lost = 0;
  let doubled = 0;
  for (const stream of streams) {
    for (const [body, sent] of sentAt) {
      const times = stream.arrivals.get(body);
      if (!times) lost += 1;
      else {
        if (times.length > 1) doubled += times.length - 1;
        delays[stream.on].push(times[0]! - sent);
      }
    }
  }
  const memoryAfter = { a: residentMegabytes(a.child.pid!), b: residentMegabytes(b.child.pid!) };
  for (const side of ["a", "b"] as const) delays[side].sort((x, y) => x - y);
  const context = { streams: STREAMS, messages: total, per_second: RATE, seconds: SECONDS, senders: members.length, send_seconds: Math.round(sendSeconds * 10) / 10, drain_seconds: drainSeconds };

  const p95Other = percentile(delays.b, 95);
  printFigure("chat", "delivery_other_process_p95", p95Other, "ms", { ...context, target_max: TARGET_P95_MS, met: p95Other >= 0 && p95Other < TARGET_P95_MS, deliveries: delays.b.length });
  printFigure("chat", "delivery_other_process_p50", percentile(delays.b, 50), "ms", context);
  printFigure("chat", "delivery_other_process_p99", percentile(delays.b, 99), "ms", context);
  printFigure("chat", "delivery_same_process_p95", percentile(delays.a, 95), "ms", { ...context, deliveries: delays.a.length });
  printFigure("chat", "delivery_other_process_p95_vs_select_1_p95", Math.round((p95Other / Math.max(0.1, select1.latency.p97_5 ?? select1.latency.p99)) * 10) / 10, "x", { note: "how many bare SELECT 1 round trips the delivery takes, on this (shared) machine" });
  printFigure("chat", "messages_lost", lost, "deliveries", { ...context, expected_deliveries: total * STREAMS });
  printFigure("chat", "messages_doubled", doubled, "deliveries", context);
  printFigure("chat", "send_failures", failures.length, "messages", { ...context, first: failures[0] ?? null });
  for (const side of ["a", "b"] as const) {
    printFigure("chat", `process_${side}_memory_before`, memoryBefore[side], "MB", { note: "resident set, before the streams opened" });
    printFigure("chat", `process_${side}_memory_after`, memoryAfter[side], "MB", { note: "resident set, after the run with the streams still open" });
  }
} finally {
  for (const stream of streams) stream.close();
  for (const p of processes) await stopProcess(p);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${dbName} with (force)`));
}
