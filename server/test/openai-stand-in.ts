import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint: it answers POST
 * /v1/chat/completions with the scripted turns, in order, streamed as server-sent events the way the
 * real API streams (text deltas, tool calls split over chunks, `data: [DONE]`). Each request body is
 * kept, so tests can read what was sent (messages, tools, tool results).
 */
export type StandInTurn =
  | { text: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number }
  /** Sends one text delta, then fails the connection. */
  | { breakAfter: string }
  /** Never answers (for timeouts). */
  | { hang: true };

export interface ChatStandIn {
  baseURL: string;
  requests: { model: string; messages: { role: string; content: unknown; tool_call_id?: string }[]; tools?: { function: { name: string } }[]; stream?: boolean }[];
  script(...turns: StandInTurn[]): void;
  close(): Promise<void>;
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  const turns: StandInTurn[] = [];
  const requests: ChatStandIn["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer test-key") {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      requests.push(JSON.parse(raw) as ChatStandIn["requests"][number]);
      const turn = turns.shift() ?? { text: "(no scripted turn)" };
      if ("hang" in turn) return;
      if ("status" in turn) {
        res.writeHead(turn.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "stand-in failure", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const base = { id: "chatcmpl-standin", object: "chat.completion.chunk", created: 1_800_000_000, model: "stand-in" };
      const send = (delta: object, finish: string | null = null) => res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
      if ("breakAfter" in turn) {
        const chunk = { ...base, choices: [{ index: 0, delta: { role: "assistant", content: turn.breakAfter }, finish_reason: null }] };
        // Cut the connection once the first words are out, as a dropped upstream does.
        res.write(`data: ${JSON.stringify(chunk)}\n\n`, () => res.socket?.destroy());
        return;
      }
      if ("text" in turn) {
        send({ role: "assistant", content: "" });
        for (const word of turn.text.match(/\S+\s*/g) ?? []) send({ content: word });
        send({}, "stop");
      } else {
        send({ role: "assistant", content: null });
        turn.toolCalls.forEach((call, index) => {
          const half = Math.floor(call.arguments.length / 2);
          send({ tool_calls: [{ index, id: `call_${index}`, type: "function", function: { name: call.name, arguments: call.arguments.slice(0, half) } }] });
          send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] });
        });
        send({}, "tool_calls");
      }
      res.end("data: [DONE]\n\n");
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => turns.push(...next),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
