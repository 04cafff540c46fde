import type { AppDeps } from "../../deps.ts";

export type TasksPollsDeps = Pick<AppDeps, "db">;
