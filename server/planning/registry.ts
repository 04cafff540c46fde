import type { Logger } from "../logger.ts";
import type { Action, Facts, PlanningFacts, PlanningModule, PlanningScope, Skill, Tool } from "./contract.ts";

/** Turns a union into the intersection of its members (each module's overview section, spread together). */
type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** The couple's overview: today, and every module's section. */
export type OverviewOf<Modules extends readonly PlanningModule[]> = { today: string } & UnionToIntersection<
  Modules[number] extends infer M ? (M extends PlanningModule<string, infer Overview> ? Overview : never) : never
>;

/**
 * The planning modules, put together once at the composition root (`server/modules.ts`) and handed to
 * June and the overview: every skill, tool and action of every module, and the ways to read them.
 */
export interface PlanningRegistry<Modules extends readonly PlanningModule[] = readonly PlanningModule[]> {
  readonly modules: Modules;
  /** Every module's skills, in the order June tries them. */
  readonly skills: readonly Skill[];
  readonly tools: readonly Tool[];
  readonly actions: readonly Action[];
  action(type: string): Action | undefined;
  /**
   * Reads every module's facts for the couple in scope, together. A module that fails is logged and its
   * sections stay unknown; June says so rather than guessing (spec section 8: the chat goes on).
   */
  gatherFacts(scope: PlanningScope, logger: Pick<Logger, "warn">, only?: readonly string[]): Promise<Facts>;
  /** The personalized welcome's lines from every module, in order. */
  welcomeLines(facts: Facts): string[];
  /** The modules with a welcome line: the welcome reads only their facts. */
  readonly welcomeModules: readonly string[];
  overview(scope: PlanningScope): Promise<OverviewOf<Modules>>;
}

export function createPlanningRegistry<const Modules extends readonly PlanningModule[]>(modules: Modules): PlanningRegistry<Modules> {
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Two planning modules are named ${module.name}.`);
    names.add(module.name);
  }
  const skills = modules.flatMap((module) => module.skills ?? []).sort((a, b) => a.rank - b.rank);
  const tools = modules.flatMap((module) => module.tools ?? []);
  const actions = modules.flatMap((module) => module.actions ?? []);
  const byType = new Map(actions.map((action) => [action.type, action]));
  const toolNames = [...tools.map((tool) => tool.name), ...actions.flatMap((action) => (action.proposal ? [action.proposal.tool] : []))];
  const repeated = toolNames.find((name, index) => toolNames.indexOf(name) !== index);
  if (repeated) throw new Error(`Two planning tools are named ${repeated}.`);
  if (byType.size !== actions.length) throw new Error("Two planning actions share a type.");
  const welcome = modules.flatMap((module) => module.welcome ?? []).sort((a, b) => a.order - b.order);

  return {
    modules,
    skills,
    tools,
    actions,
    action: (type) => byType.get(type),
    async gatherFacts(scope, logger, only) {
      const parts = await Promise.all(
        modules
          .filter((module) => module.facts && (!only || only.includes(module.name)))
          .map(async (module): Promise<Partial<PlanningFacts>> => {
            try {
              return await module.facts!(scope);
            } catch (error) {
              logger.warn({ err: error, module: module.name }, "Planning facts could not be read");
              return {};
            }
          }),
      );
      return Object.assign({ today: scope.today }, ...parts);
    },
    welcomeLines: (facts) => welcome.flatMap((entry) => entry.line(facts) ?? []),
    welcomeModules: modules.filter((module) => (module.welcome?.length ?? 0) > 0).map((module) => module.name),
    async overview(scope) {
      const sections = await Promise.all(modules.map((module) => module.overview?.(scope) ?? Promise.resolve({})));
      return Object.assign({ today: scope.today }, ...sections);
    },
  };
}
