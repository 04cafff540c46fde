import type { ZodType } from "zod";
import type { AccessLevel } from "../../domain/contributors.ts";
import type { Principal } from "../auth/principal.ts";
import type { AppDeps } from "../deps.ts";
import type { PlanningAccess, PlanningScopeArea } from "../http/policy.ts";
import type { CallerAddress } from "../http/rate-limit.ts";

/**
 * The planning-module contract (decision 022). Every couple-planning feature (guests, budget, timeline,
 * saved venues; the catalogs June reads) brings one file, `server/features/<feature>/planning.ts`, that
 * exports a `PlanningModule`: what June knows of it (facts), what June can read with tools and do once
 * the couple confirms (actions), how June's built-in engine answers about it (skills), and its part of
 * the couple's overview. `server/modules.ts` lists the modules; June and the overview take that list
 * and import no feature.
 */

/**
 * What June knows about a couple, one section per module. Empty here: each module adds its sections by
 * declaration merging in its planning.ts (`declare module "../../planning/contract.ts" { interface
 * PlanningFacts { ... } }`), so the type is whole without any one file naming every feature.
 * A section that is absent is UNKNOWN (reading it failed) and June says so rather than guessing; a
 * section known to be empty is an empty value (no budget: null; no open tasks: []).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's declaration merging
export interface PlanningFacts {}

/** The facts gathered for one message, and the day they were gathered on (Eastern time, "YYYY-MM-DD"). */
export type Facts = Partial<PlanningFacts> & { readonly today: string };

export type PlanningDeps = Pick<AppDeps, "db" | "config" | "logger" | "mailer">;

/** Whose planning a module reads or changes, and who is asking. */
export interface PlanningScope {
  deps: PlanningDeps;
  /** The couple whose planning it is, and how the caller is let in (the planning policy's answer). */
  access: PlanningAccess;
  principal: Principal;
  /** Where the request came from, for the per-address limits of what an action sends. */
  caller: CallerAddress;
  /** Today on Eastern time ("YYYY-MM-DD"): the four cities' clock. */
  today: string;
}

/** A typed read June can call (the built-in engine's skills and the model's tool calls alike). */
export interface PlanningTool<Input = unknown> {
  /** The model's tool name: snake_case, unique across modules ("get_budget"). */
  name: string;
  /** For the model: what it returns and when to use it. */
  description: string;
  /** What the tool takes; its JSON Schema is what the model sees. */
  input: ZodType<Input>;
  /** Reads the couple's facts (and, where they are not enough, the feature's own operations). */
  run(request: { facts: Facts; scope: PlanningScope }, input: Input): unknown | Promise<unknown>;
}

/** Where a confirmed action's change shows: the first part of the web app's query keys to refresh ("budget", "guests", "planning"...). */
export type ChangedArea = string;

/**
 * Something June proposes and the couple confirms in the chat. `input` validates the proposal both when
 * it is made and when it is confirmed (a stored proposal is not trusted); `run` performs it through the
 * feature's own operation, in one transaction, checked by the same planning rule as the feature's routes.
 */
export interface PlanningAction<Input extends { type: string }, Args = Record<string, unknown>> {
  type: Input["type"];
  /** The planning area and level the person confirming needs (the feature's own route's policy; `own`: the couple only). */
  area: PlanningScopeArea;
  level: Exclude<AccessLevel, "none">;
  /** Mails other people: the person confirming needs a verified address (as the route requires). */
  verifiedEmail?: true;
  input: ZodType<Input>;
  /** The line the couple reads on the confirm card ("Add Jane Carter to your guest list"). */
  label(input: Input): string;
  /** Runs it; returns what June tells the couple. Throws ApiError with a message for people. */
  run(scope: PlanningScope, input: Input): Promise<string>;
  /** Where the change shows, for the web app to refresh. */
  changes: readonly ChangedArea[];
  /** The model's way to propose it (`propose_…`), when the model may. */
  proposal?: ActionProposal<Input, Args>;
}

/** How the model proposes an action: its own argument shape, turned into the action (or refused). */
export interface ActionProposal<Input, Args> {
  tool: string;
  description: string;
  args: ZodType<Args>;
  /** The action's fields, or a message the model reads back (an unknown id, no budget yet). */
  toAction(args: Args, facts: Facts): Omit<Input, "type"> | { error: string };
}

/** An action as a module proposes it: its type and its fields (its own schema checks them). */
export interface ProposedAction {
  type: string;
  [field: string]: unknown;
}

/** What a skill answers: text, and actions the couple may confirm. */
export interface SkillReply {
  reply: string;
  actions?: ProposedAction[];
}

/** One message as the built-in engine hands it to a skill. */
export interface SkillRequest {
  text: string;
  facts: Facts;
}

/**
 * One thing June's built-in engine can answer about a module ("the budget", "add a task"). Skills are
 * tried in `rank` order (lower first) and the first that recognizes the message answers: the order
 * settles overlaps ("how much is left" is the budget's unless the message asks to find venues).
 */
export interface Skill {
  intent: string;
  rank: number;
  /**
   * Example messages for this intent, in couples' words (decision 028). June's intent classifier (NLP.js)
   * is trained on every skill's utterances; a message classified with enough confidence goes to the skill
   * of that intent. Write them for the questions couples ask, not for a test set.
   */
  utterances?: readonly string[];
  /** A precise pattern for what the classifier cannot tell apart (an amount and a category to set); tried in rank order when no intent is confident. */
  recognizes?(text: string, facts?: Facts): boolean;
  /**
   * The recognizer reads slots from the couple's data or the catalogs (a venue named, a price cap with a
   * category): when it matches, it decides before the classifier's guess (decision 036).
   */
  slotted?: true;
  /**
   * The answer says where one of the couple's own things stands (a task named): when the message also asks
   * for advice the knowledge base covers ("we still haven't sent the save-the-dates, is that bad?"), June
   * gives both, their status first.
   */
  ownStatus?: true;
  /** What the skill is about, for June's one clarifying question ("your guest list"). */
  topic?: string;
  answer(request: SkillRequest): SkillReply;
  /** What June says it can help with, for the help answer ("Your budget: how it splits..."). */
  capability?: string;
}

/** A module's line in the personalized welcome (spec section 4), placed by `order`. */
export interface WelcomeLine {
  order: number;
  line(facts: Facts): string | undefined;
}

export interface PlanningModule<Name extends string = string, Overview extends object = object> {
  name: Name;
  /** The facts June reads for this module, for the couple in scope. */
  facts?(scope: PlanningScope): Promise<Partial<PlanningFacts>>;
  tools?: readonly Tool[];
  actions?: readonly Action[];
  skills?: readonly Skill[];
  welcome?: readonly WelcomeLine[];
  /** The module's part of the couple's overview (dashboard, getting started); spread into the overview. */
  overview?(scope: PlanningScope): Promise<Overview>;
}

/** Types a module so its facts, tools and actions are checked where they are written. */
export function definePlanningModule<Name extends string, Overview extends object = object>(module: PlanningModule<Name, Overview>): PlanningModule<Name, Overview> {
  return module;
}

/** A tool as June holds it: its input checked by its own schema before it runs. */
export interface Tool {
  name: string;
  description: string;
  input: ZodType;
  run(request: { facts: Facts; scope: PlanningScope }, rawInput: unknown): Promise<unknown>;
}

export function defineTool<Input>(tool: PlanningTool<Input>): Tool {
  return {
    name: tool.name,
    description: tool.description,
    input: tool.input,
    async run(request, rawInput) {
      const parsed = tool.input.safeParse(rawInput ?? {});
      if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join(" ") };
      return tool.run(request, parsed.data);
    },
  };
}

/** The outcome of reading a proposed action: the action as the module typed it, or why it is not one. */
export type ParsedAction = { ok: true; action: { type: string } } | { ok: false; message: string };

/** An action as June holds it: every entry point checks the raw proposal with the module's schema first. */
export interface Action {
  type: string;
  area: PlanningScopeArea;
  level: Exclude<AccessLevel, "none">;
  verifiedEmail: boolean;
  changes: readonly ChangedArea[];
  parse(raw: unknown): ParsedAction;
  label(raw: unknown): string | undefined;
  run(scope: PlanningScope, raw: unknown): Promise<string>;
  proposal?: { tool: string; description: string; args: ZodType; propose(rawArgs: unknown, facts: Facts): { type: string } | { error: string } };
}

export function defineAction<Input extends { type: string }, Args = Record<string, unknown>>(action: PlanningAction<Input, Args>): Action {
  const parse = (raw: unknown): { ok: true; action: Input } | { ok: false; message: string } => {
    const parsed = action.input.safeParse(raw);
    return parsed.success ? { ok: true, action: parsed.data } : { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
  };
  const proposal = action.proposal;
  return {
    type: action.type,
    area: action.area,
    level: action.level,
    verifiedEmail: action.verifiedEmail === true,
    changes: action.changes,
    parse,
    label(raw) {
      const parsed = parse(raw);
      return parsed.ok ? action.label(parsed.action) : undefined;
    },
    async run(scope, raw) {
      const parsed = parse(raw);
      if (!parsed.ok) throw new ActionRefused(parsed.message);
      return action.run(scope, parsed.action);
    },
    ...(proposal
      ? {
          proposal: {
            tool: proposal.tool,
            description: proposal.description,
            args: proposal.args,
            propose(rawArgs: unknown, facts: Facts) {
              const args = proposal.args.safeParse(rawArgs ?? {});
              if (!args.success) return { error: args.error.issues.map((issue) => issue.message).join(" ") };
              const proposed = proposal.toAction(args.data, facts);
              if ("error" in proposed) return { error: String(proposed.error) };
              const checked = parse({ ...proposed, type: action.type });
              return checked.ok ? checked.action : { error: checked.message };
            },
          },
        }
      : {}),
  };
}

/** A proposed action that does not hold (a stored proposal edited, an id that is not the couple's). */
export class ActionRefused extends Error {}
