import type { Auth } from "../../auth/auth.ts";
import { ApiError } from "../../http/errors.ts";

export const WRONG_PASSWORD = "That password is not right.";

/** Throws a 400 on the password field unless `password` is this account's. */
export async function assertAccountPassword(auth: Auth, userId: string, password: string): Promise<void> {
  const ctx = await auth.$context;
  const credential = (await ctx.internalAdapter.findAccounts(userId)).find((a) => a.providerId === "credential");
  const matches = credential?.password ? await ctx.password.verify({ hash: credential.password, password }) : false;
  if (!matches) throw new ApiError(400, "invalid_password", WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
}
