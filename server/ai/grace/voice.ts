import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mediaUrl, type FileStorage } from "../../storage/storage.ts";

/**
 * Grace's spoken replies: Debian's offline `espeak-ng`, found on PATH when a reply is spoken (so
 * installing it needs no restart). Spawned with arguments and the text on stdin, never through a
 * shell. Without it, no audio is made and the browser speaks the reply with speech synthesis.
 */

const SPEAK_TIMEOUT_MS = 15_000;
const SPOKEN_MAX_CHARS = 1500;

export function findOnPath(command: string, pathVariable = process.env.PATH ?? ""): string | null {
  for (const dir of pathVariable.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** What is read aloud: the reply without addresses and markup a voice would stumble on. */
export function spokenText(text: string): string {
  const plain = text
    .replace(/https?:\/\/\S+/g, "")
    .replace(/[*_#`>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > SPOKEN_MAX_CHARS ? `${plain.slice(0, SPOKEN_MAX_CHARS).replace(/\s+\S*$/, "")}.` : plain;
}

async function runEspeak(binary: string, text: string, wavFile: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binary, ["-v", "en-us", "-s", "165", "-w", wavFile, "--stdin"], { stdio: ["pipe", "ignore", "pipe"], timeout: SPEAK_TIMEOUT_MS });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code, signal) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${signal ?? code}: ${stderr.trim()}`))));
    child.stdin.end(text);
  });
}

export interface GraceVoice {
  /** A /media URL of the reply as speech, or undefined when no speech engine is installed. */
  speak(text: string): Promise<string | undefined>;
}

export function createGraceVoice(storage: FileStorage, options: { command?: string } = {}): GraceVoice {
  return {
    async speak(text) {
      const binary = findOnPath(options.command ?? "espeak-ng");
      const spoken = spokenText(text);
      if (!binary || !spoken) return undefined;
      const temp = path.join(os.tmpdir(), `grace-${randomUUID()}.wav`);
      try {
        await runEspeak(binary, spoken, temp);
        const key = `grace/${randomUUID()}.wav`;
        await storage.put(key, await fs.promises.readFile(temp), "audio/wav");
        return mediaUrl(key);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
  };
}
