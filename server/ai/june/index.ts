import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { builtInEngine } from "./built-in.ts";
import { createModelEngine, withFallback } from "./model.ts";
import type { JuneEngine } from "./types.ts";

export type { JuneEngine, JuneReply, Conversation } from "./types.ts";
export { builtInEngine } from "./built-in.ts";

const engines = new WeakMap<Config, JuneEngine>();

/** The built-in engine, or the AI_* model (with the built-in engine behind it) when all three are set. */
export function selectEngine(deps: { config: Config; logger: Pick<Logger, "warn"> }): JuneEngine {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = deps.config;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL) return builtInEngine;
  let engine = engines.get(deps.config);
  if (!engine) {
    const model = createModelEngine({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL });
    engine = withFallback(model, builtInEngine, (error) => deps.logger.warn({ err: error }, "June's model failed; the built-in engine answered"));
    engines.set(deps.config, engine);
  }
  return engine;
}
export type { Toolbox, ProposedAction } from "./types.ts";
export { streamReply } from "./types.ts";
export { describeImage } from "./image.ts";
