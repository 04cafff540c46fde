import type { Context, MiddlewareHandler } from "hono";
import { z, type ZodType } from "zod";
import { VERIFY_EMAIL_MESSAGE, type UserType } from "../../domain/account.ts";
import { coupleIdSchema, grants, PLANNING_AREA_NAMES, type AccessLevel, type PlanningArea } from "../../domain/contributors.ts";
import type { Principal } from "../auth/principal.ts";
import { contributorPermissionsFor, contributorRelationshipFor } from "../auth/contributors.ts";
import { RECENT_SIGN_IN_SECONDS, signedInRecently } from "../auth/session-rules.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "./env.ts";
import { ApiError, validationError } from "./errors.ts";

/**
 * Every /api route declares who may call it by putting one policy middleware first in its handler
 * list; the authorization test walks `app.routes` and fails on any route without one, and
 * `docs/routes.md` (scripts/routes-table.ts) describes each in words. Policies are data (`Policy`) plus
 * the check that enforces them, so the table and the server cannot disagree.
 *
 * - owner-of-row (`allow.owner`): a named resource loads the row named by a path parameter and its
 *   owners; anyone else (or a missing row) gets the resource's 404, and the handler reads the row with
 *   `ownedRow(c, resource)`.
 * - planning (`allow.planning`): the couple's own planning, or a contributor the couple granted
 *   at least a level on an area; the handler reads whose planning with `planningAccess(c)`. Every
 *   couple-owned route uses it (decision 022), and June's confirmed actions check the same rule
 *   through `resolvePlanningAccess`.
 * - combinations (`allow.all`): every part must admit, checked in order.
 */
export type Policy =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "role"; roles: readonly UserType[] }
  | { kind: "admin"; recentSignIn?: true }
  | { kind: "verified" }
  | { kind: "admin-in-production"; production: boolean }
  | { kind: "owner"; resource: string; owners: string; param: string; orAdmin: boolean }
  | { kind: "planning"; area: PlanningScopeArea; level: Exclude<AccessLevel, "none"> }
  | { kind: "all"; parts: readonly Policy[] };

type Check = (c: Context<AppEnv>) => Promise<void>;

const POLICY = Symbol.for("serviceberry.policy");
const CHECK = Symbol.for("serviceberry.policy-check");

export type PolicyMiddleware = MiddlewareHandler<AppEnv> & { readonly [POLICY]: Policy; readonly [CHECK]: Check };

function policyMiddleware(policy: Policy, check: Check): PolicyMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await check(c);
    await next();
  };
  return Object.assign(middleware, { [POLICY]: policy, [CHECK]: check });
}

/** true admits; a string is the 403's message; an ApiError is thrown as it is. */
type Verdict = boolean | string | ApiError;

/** A policy that needs a signed-in principal (401 without one) and admits it when `admits` says so. */
function principalPolicy(policy: Policy, admits: (principal: Principal, c: Context<AppEnv>) => Verdict | Promise<Verdict>): PolicyMiddleware {
  return policyMiddleware(policy, async (c) => {
    const principal = await requirePrincipal(c);
    const verdict = await admits(principal, c);
    if (verdict instanceof ApiError) throw verdict;
    if (verdict !== true) throw new ApiError(403, "forbidden", typeof verdict === "string" ? verdict : "You don't have access to this.");
  });
}

const ROLE_NAMES: Record<UserType, string> = { couple: "couple", venue_owner: "venue owner", vendor: "vendor" };
const open: Check = async () => {};
const coupleParamSchema = z.object({ coupleId: coupleIdSchema });

/**
 * A kind of row some accounts own, loaded by the id in a path parameter. `ownerIds` are the user ids
 * that own the row (a booking: its couple and its venue's owner). A missing row and someone else's
 * answer the same `notFound`, so ids cannot be probed.
 */
export interface RowResource<Row> {
  /** How the table names it: "venue", "tour booking". */
  readonly name: string;
  /** Who owns it, in words for the table: "its owner", "its couple or its venue's owner". */
  readonly owners: string;
  /** What a well-formed id looks like; a malformed one is a 400 naming the parameter. */
  readonly idSchema: ZodType<string>;
  load(db: Database, id: string): Promise<Row | undefined>;
  ownerIds(row: Row): readonly (string | null)[];
  notFound(): ApiError;
}

export function defineResource<Row>(resource: RowResource<Row>): RowResource<Row> {
  return resource;
}

/**
 * What a planning policy guards: one of the areas a couple can share with helpers, or `own` for what is
 * the couple's alone (their planning overview across every area): helpers never pass `own`.
 */
export type PlanningScopeArea = PlanningArea | "own" | "own-and-partner";

/** Whose planning a planning policy admitted, for the handler. */
export interface PlanningAccess {
  coupleId: string;
  /** The couple themselves, a helper they invited, or (on `own-and-partner`) the partner they invited. */
  as: "couple" | "contributor" | "partner";
  /** What the caller may do on the policy's area (the couple: edit). */
  level: Exclude<AccessLevel, "none">;
  /** The helper's own account id (contributors only): what else the couple limited for them is read by it. */
  helperId?: string;
}

/** Policies that read the database get it from the router's deps, read per request (routers are listed with empty deps). */
type DbDeps = { readonly db: Database };

export const allow = {
  /** Anyone, signed in or not. */
  public: policyMiddleware({ kind: "public" }, open),
  /** Any signed-in account. */
  signedIn: principalPolicy({ kind: "signed-in" }, () => true),
  /** Signed in with a verified email: needed to send mail to other people. */
  verified: principalPolicy({ kind: "verified" }, (p) => p.emailVerified || VERIFY_EMAIL_MESSAGE),
  /** Admins only. */
  admin: principalPolicy({ kind: "admin" }, (p) => p.isAdmin),
  /** Admins who signed in (or re-entered their password) in the last few minutes: every admin change. */
  adminRecent: principalPolicy({ kind: "admin", recentSignIn: true }, (p) => (p.isAdmin ? signedInRecently(p.signedInAt) || reauthenticationRequired() : false)),
  /** Admins in production; anyone in development and test (the mail outbox). */
  adminInProduction: (production: boolean) =>
    production ? principalPolicy({ kind: "admin-in-production", production }, (p) => p.isAdmin) : policyMiddleware({ kind: "admin-in-production", production }, open),
  /** Accounts of these kinds (admins too). */
  role: (...roles: UserType[]) =>
    principalPolicy({ kind: "role", roles }, (p) => p.isAdmin || roles.includes(p.userType) || `This is for ${roles.map((r) => ROLE_NAMES[r]).join(" or ")} accounts.`),

  /**
   * Owner-of-row: the `resource` named by path parameter `param` must be owned by the caller (or,
   * with `orAdmin`, the caller is an admin). The loaded row is kept for `ownedRow(c, resource)`.
   */
  owner: <Row>(deps: DbDeps, resource: RowResource<Row>, options: { param: string; orAdmin: boolean }) => {
    const { param, orAdmin } = options;
    const paramSchema = z.object({ [param]: resource.idSchema });
    return principalPolicy({ kind: "owner", resource: resource.name, owners: resource.owners, param, orAdmin }, async (principal, c) => {
      const parsed = paramSchema.safeParse({ [param]: c.req.param(param) });
      if (!parsed.success) throw validationError(parsed.error);
      const row = await resource.load(deps.db, parsed.data[param] as string);
      const owns = row !== undefined && ((orAdmin && principal.isAdmin) || resource.ownerIds(row).includes(principal.userId));
      if (!owns) throw resource.notFound();
      rowsOf(c).set(resource, row);
      return true;
    });
  },

  /**
   * A couple's planning area: the couple themselves, or a contributor whose grant for that couple is
   * at least `level` on `area`. The couple is named by the route's `:coupleId` or a `coupleId` query
   * parameter; left out, it is the caller's own planning. Admins are not let in to another couple's
   * planning: a couple's guest list and budget are theirs and their helpers' only. The handler reads
   * whose planning it is with `planningAccess(c)`.
   */
  planning: (deps: DbDeps, area: PlanningScopeArea, level: Exclude<AccessLevel, "none">) =>
    principalPolicy({ kind: "planning", area, level }, async (principal, c) => {
      const named = c.req.param("coupleId") ?? c.req.query("coupleId");
      let coupleId = principal.userId;
      if (named !== undefined) {
        const parsed = coupleParamSchema.safeParse({ coupleId: named });
        if (!parsed.success) throw validationError(parsed.error);
        coupleId = parsed.data.coupleId;
      }
      const verdict = await resolvePlanningAccess(deps.db, principal, coupleId, area, level);
      if (typeof verdict !== "object" || verdict instanceof ApiError) return verdict;
      c.set("planning", verdict);
      return true;
    }),

  /** Every part must admit, in order (e.g. `allow.all(allow.role("couple"), allow.verified)`). */
  all: (...parts: PolicyMiddleware[]) =>
    policyMiddleware({ kind: "all", parts: parts.map((part) => part[POLICY]) }, async (c) => {
      for (const part of parts) await part[CHECK](c);
    }),
};

/**
 * Whether `principal` may work on `coupleId`'s planning `area` at `level`: the couple themselves (a
 * couple account acting on its own planning: edit on everything), or a contributor the couple granted
 * at least that level. The planning policy and June's confirmed actions both decide with this one rule.
 */
export async function resolvePlanningAccess(
  db: Database,
  principal: Principal,
  coupleId: string,
  area: PlanningScopeArea,
  level: Exclude<AccessLevel, "none">,
): Promise<PlanningAccess | string | ApiError> {
  if (coupleId === principal.userId) {
    if (principal.userType !== "couple") return "This is for couples and the helpers they invite.";
    return { coupleId, as: "couple", level: "edit" };
  }
  const permissions = await contributorPermissionsFor(db, principal.userId, coupleId);
  if (!permissions) return new ApiError(404, "planning_not_found", "We couldn't find that couple's planning.");
  if (area === "own-and-partner") {
    // Beyond the Wedding (decision 041): a helper invited as the couple's partner works on it as the couple does.
    return (await contributorRelationshipFor(db, principal.userId, coupleId)) === "partner" ? { coupleId, as: "partner", level: "edit" } : "Only the couple can see this.";
  }
  if (area === "own") return "Only the couple can see this.";
  // An area not shared answers like a stranger's (404), so nothing tells the helper it exists.
  if (permissions[area] === "none") return new ApiError(404, "planning_not_found", "We couldn't find that couple's planning.");
  if (!grants(permissions, area, level)) return `The couple hasn't given you ${level} access to ${PLANNING_AREA_NAMES[area]}.`;
  return { coupleId, as: "contributor", level: permissions[area] === "edit" ? "edit" : "view", helperId: principal.userId };
}

function rowsOf(c: Context<AppEnv>): Map<RowResource<unknown>, unknown> {
  let rows = c.get("ownedRows");
  if (!rows) c.set("ownedRows", (rows = new Map()));
  return rows as Map<RowResource<unknown>, unknown>;
}

/** The row an `allow.owner(…, resource, …)` policy loaded and admitted for this request. */
export function ownedRow<Row>(c: Context<AppEnv>, resource: RowResource<Row>): Row {
  const rows = c.get("ownedRows") as Map<RowResource<unknown>, unknown> | undefined;
  if (!rows?.has(resource as RowResource<unknown>)) throw new Error(`No owner policy loaded a ${resource.name} for this route.`);
  return rows.get(resource as RowResource<unknown>) as Row;
}

/** Whose planning an `allow.planning` policy admitted for this request. */
export function planningAccess(c: Context<AppEnv>): PlanningAccess {
  const access = c.get("planning") as PlanningAccess | undefined;
  if (!access) throw new Error("No planning policy admitted this route.");
  return access;
}

export function policyOf(handler: unknown): Policy | undefined {
  return typeof handler === "function" ? (handler as Partial<PolicyMiddleware>)[POLICY] : undefined;
}

/** A policy in words, as docs/routes.md lists it. */
export function describePolicy(policy: Policy): string {
  switch (policy.kind) {
    case "public":
      return "public";
    case "signed-in":
      return "signed in";
    case "verified":
      return "signed in with a verified email";
    case "admin":
      return policy.recentSignIn ? `admin, signed in within ${RECENT_SIGN_IN_SECONDS / 60} minutes` : "admin";
    case "admin-in-production":
      return "admin in production; anyone in development and test";
    case "role":
      return `role ${policy.roles.map((r) => ROLE_NAMES[r]).join(" or ")} (or admin)`;
    case "owner":
      return `owner of ${policy.resource} :${policy.param} (${policy.owners})${policy.orAdmin ? ", or admin" : ""}`;
    case "planning":
      if (policy.area === "own-and-partner") return "the couple's own planning, or the partner they invited (couple from :coupleId or ?coupleId)";
      return policy.area === "own"
        ? "the couple's own planning"
        : `the couple, or a contributor with ${policy.area} ${policy.level} access (couple from :coupleId or ?coupleId)`;
    case "all":
      return policy.parts.map(describePolicy).join(" + ");
  }
}

/** The signed-in principal inside a handler whose policy already required one. */
export async function requirePrincipal(c: { get(key: "principal"): () => Promise<Principal | null> }): Promise<Principal> {
  const principal = await c.get("principal")();
  if (!principal) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
  return principal;
}

export const REAUTHENTICATION_MESSAGE = "For your security, please enter your password again to continue.";

function reauthenticationRequired(): ApiError {
  return new ApiError(403, "reauthentication_required", REAUTHENTICATION_MESSAGE);
}

/** Sensitive actions (a new email, admin changes) need a sign-in within RECENT_SIGN_IN_SECONDS. */
export async function requireRecentSignIn(c: { get(key: "principal"): () => Promise<Principal | null> }): Promise<Principal> {
  const principal = await requirePrincipal(c);
  if (!signedInRecently(principal.signedInAt)) throw reauthenticationRequired();
  return principal;
}
