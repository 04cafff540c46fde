import pg from "pg";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";

/** What travels between server processes: a new message, or "close this person's chat now". */
export type ChatEvent =
  | { type: "message"; coupleId: string; message: ChatMessageView }
  | { type: "close"; coupleId: string; userId: string | null };

export interface ChatMessageView {
  id: number;
  body: string;
  createdAt: string;
  author: { id: string | null; name: string; isCouple: boolean };
  /** User ids the message mentions. */
  mentions: string[];
  /** A picture or PDF sent with it, fetched through the chat's own route (members only). */
  attachment: ChatAttachmentView | null;
}

export interface ChatAttachmentView {
  url: string;
  name: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

interface Connection {
  userId: string;
  /** `data` is the message as JSON, made once per message for every stream of the process. */
  send(message: ChatMessageView, data: string): void;
  close(): void;
}

const CHANNEL = "planning_chat";

/**
 * The live half of the planning chat. Each process keeps the chat streams its own browsers opened; a
 * message is published once and reaches every process: with `DATABASE_URL` through PostgreSQL
 * `LISTEN/NOTIFY` (one listening connection per process), on the embedded database within the process.
 * Nothing another process must see is kept here: the messages themselves are rows.
 */
export class ChatHub {
  private readonly connections = new Map<string, Set<Connection>>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;

  /** Deps are read when used: routers are also built with empty deps, to list their routes. */
  constructor(private readonly deps: { db: Database; config: { DATABASE_URL?: string | undefined }; logger: Pick<Logger, "error" | "warn"> }) {}

  private get databaseUrl(): string | undefined {
    return this.deps.config.DATABASE_URL;
  }

  /** Starts listening (once) before the first stream is served, so no message sent after it is missed. */
  ready(): Promise<void> {
    if (!this.databaseUrl) return Promise.resolve();
    this.listening ??= this.listen(this.databaseUrl);
    return this.listening;
  }

  private async listen(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        this.dispatch(JSON.parse(note.payload) as ChatEvent);
      } catch (error) {
        this.deps.logger.error({ err: error }, "unreadable chat notification");
      }
    });
    client.on("error", (error) => {
      // A dropped listener: streams reconnect and resume from their last id, so history fills the gap.
      this.deps.logger.warn({ err: error }, "chat listener lost its connection");
      this.listener = null;
      this.listening = null;
      for (const set of this.connections.values()) for (const connection of set) connection.close();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    // The listener must not keep a process alive that is shutting down.
    (client as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    this.listener = client;
  }

  async publish(event: ChatEvent): Promise<void> {
    if (!this.databaseUrl) {
      this.dispatch(event);
      return;
    }
    await this.ready();
    await this.deps.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  }

  subscribe(coupleId: string, connection: Connection): () => void {
    let set = this.connections.get(coupleId);
    if (!set) this.connections.set(coupleId, (set = new Set()));
    set.add(connection);
    return () => {
      set.delete(connection);
      if (set.size === 0) this.connections.delete(coupleId);
    };
  }

  /** How many streams this process serves (the benchmark reads it). */
  get size(): number {
    let n = 0;
    for (const set of this.connections.values()) n += set.size;
    return n;
  }

  private dispatch(event: ChatEvent): void {
    const set = this.connections.get(event.coupleId);
    if (!set) return;
    // One serialization per message, not one per open stream (200 streams at 20 messages a second).
    const data = event.type === "message" ? JSON.stringify(event.message) : "";
    for (const connection of [...set]) {
      if (event.type === "message") connection.send(event.message, data);
      else if (event.userId === null || event.userId === connection.userId) connection.close();
    }
  }

  async close(): Promise<void> {
    for (const set of this.connections.values()) for (const connection of set) connection.close();
    this.connections.clear();
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }
}
