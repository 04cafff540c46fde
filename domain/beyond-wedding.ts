import { z } from "zod";
import "./zod-messages.ts";

/**
 * Beyond the Wedding (issue 34, decision 034): the two intake steps and the seven modules, as the
 * server knows them. The words a couple reads live in the web app (`web/features/beyond-wedding/modules.ts`);
 * the server needs each module's key, title and how many prompts it has, to check a saved answer's place.
 */
export const BEYOND_MODULES = [
  { key: "june-voice-intake", title: "June voice intake", items: 6 },
  { key: "intake-scheduling", title: "Intake scheduling", items: 5 },
  { key: "communication", title: "Communication", items: 5 },
  { key: "financial-planning", title: "Financial planning", items: 6 },
  { key: "legal-protection", title: "Legal protection", items: 5 },
  { key: "health-wellness", title: "Health and wellness", items: 6 },
  { key: "life-planning", title: "Life planning", items: 5 },
  { key: "insurance-security", title: "Insurance and security", items: 6 },
  { key: "faith-values", title: "Faith and values", items: 5 },
] as const;

export type BeyondModuleKey = (typeof BEYOND_MODULES)[number]["key"];
export const BEYOND_MODULE_KEYS = BEYOND_MODULES.map((module) => module.key) as [BeyondModuleKey, ...BeyondModuleKey[]];

/** The seven modules a couple works through (the intake steps come before them). */
export const BEYOND_CORE_MODULE_KEYS: readonly BeyondModuleKey[] = BEYOND_MODULE_KEYS.filter((key) => key !== "june-voice-intake" && key !== "intake-scheduling");

export function beyondModule(key: BeyondModuleKey) {
  return BEYOND_MODULES.find((module) => module.key === key)!;
}

/** An answer or a note on one prompt: long enough for a real conversation's notes, short enough to read back. */
export const BEYOND_ANSWER_MAX = 4000;

export const beyondModuleParamSchema = z.object({
  module: z.enum(BEYOND_MODULE_KEYS, { message: "That is not a Beyond the Wedding module." }),
});

export const beyondItemParamSchema = beyondModuleParamSchema.extend({
  index: z.coerce.number({ message: "That prompt number is not valid." }).int("That prompt number is not valid.").min(0, "That prompt number is not valid.").max(99, "That prompt number is not valid."),
});

/** Ticking a prompt off, writing its answer, or both. */
export const beyondItemSchema = z
  .object({
    done: z.boolean({ message: "Say whether this is done (true or false)." }).optional(),
    answer: z.string({ message: "Write your answer as text." }).trim().max(BEYOND_ANSWER_MAX, `Keep your answer under ${BEYOND_ANSWER_MAX.toLocaleString("en-US")} characters.`).optional(),
  })
  .strict()
  .refine((value) => value.done !== undefined || value.answer !== undefined, { message: "Send done, an answer, or both." });
export type BeyondItemValues = z.infer<typeof beyondItemSchema>;

/** One prompt as saved for a couple. */
export interface BeyondItemView {
  index: number;
  done: boolean;
  answer: string;
  updatedAt: string;
}

/** A module's saved prompts and how far the couple is. */
export interface BeyondModuleProgress {
  module: BeyondModuleKey;
  title: string;
  total: number;
  doneCount: number;
  items: BeyondItemView[];
}

/** "2 of 6 done", "Not started", "All done". */
export function progressLine(doneCount: number, total: number): string {
  if (doneCount === 0) return "Not started";
  return doneCount >= total ? "All done" : `${doneCount} of ${total} done`;
}

/** The six intake questions June asks (their words in the web app's module list match these). */
export const INTAKE_QUESTIONS = [
  "What made you sure about each other?",
  "What's going well right now?",
  "What feels uncertain about the first year?",
  "Which topic do you most want help with?",
  "How do you each like to talk through hard things?",
  "What would make your first anniversary feel like a win?",
] as const;

/** The question that asks outright which topic they want help with: what it names counts double. */
const TOPIC_QUESTION = 3;

/** Words in an answer that point to a module (matched at the start of a word, any case). */
const MODULE_CUES: Record<string, readonly string[]> = {
  communication: ["communicat", "talk", "argu", "fight", "conflict", "listen", "check-in", "chore", "mental load", "in-law", "understand"],
  "financial-planning": ["money", "budget", "debt", "loan", "saving", "save", "financ", "bill", "spend", "credit", "paid off", "pay off", "income", "retire"],
  "legal-protection": ["name change", "changing my name", "last name", "wills", "estate", "legal", "paperwork", "attorney", "power of attorney", "certificate"],
  "health-wellness": ["health", "stress", "tired", "exhaust", "exercise", "workout", "sleep", "wellness", "doctor", "baby", "babies", "kid", "children", "anxi", "habit", "walk"],
  "life-planning": ["move", "moving", "house", "home", "job", "career", "goal", "school", "trip", "travel", "relocat", "apartment", "promotion"],
  "insurance-security": ["insurance", "insure", "policy", "policies", "coverage", "password", "ring", "beneficiar", "security", "disability"],
  "faith-values": ["faith", "church", "religio", "values", "tradition", "holiday", "god", "temple", "mosque", "synagogue", "giving", "volunteer", "pray"],
};

export interface ModuleSuggestion {
  module: BeyondModuleKey;
  title: string;
  /** Why, from the couple's own answers. */
  reason: string;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Which modules to start with, from the intake answers (by question index): each module scores the
 * cues its answers mention (the topic question counts double), best first, at most three, each with
 * the answer that pointed to it. With nothing to go on, Communication, which every other module rests on.
 */
export function suggestModules(answers: ReadonlyMap<number, string>): ModuleSuggestion[] {
  const scored = BEYOND_CORE_MODULE_KEYS.map((key, order) => {
    let score = 0;
    let reason: string | undefined;
    for (const [index, answer] of answers) {
      for (const cue of MODULE_CUES[key] ?? []) {
        const match = new RegExp(`(?:^|[^a-z])(${escapeForPattern(cue)}[a-z'-]*)`, "i").exec(answer);
        if (!match) continue;
        score += index === TOPIC_QUESTION ? 2 : 1;
        const word = match[1]!.toLowerCase();
        reason ??= `“${word.charAt(0).toUpperCase()}${word.slice(1)}” came up in your answer to “${INTAKE_QUESTIONS[index] ?? "an intake question"}”`;
      }
    }
    return { key, order, score, reason };
  });
  const picked = scored.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score || a.order - b.order).slice(0, 3);
  if (picked.length === 0) {
    return [{ module: "communication", title: beyondModule("communication").title, reason: "Nothing in your answers points to one topic yet, so start where every other module rests: how you talk things through." }];
  }
  return picked.map((entry) => ({ module: entry.key, title: beyondModule(entry.key).title, reason: entry.reason! }));
}
