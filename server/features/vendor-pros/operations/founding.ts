import type { FoundingStatus } from "../../../../domain/vendor-pros.ts";
import type { AppDeps } from "../../../deps.ts";
import { foundingStatus as billingFoundingStatus } from "../../billing/index.ts";

/** Founding places left, from the places real paid subscriptions took (decision 043). */
export async function foundingStatus({ db }: Pick<AppDeps, "db">): Promise<FoundingStatus> {
  return billingFoundingStatus(db);
}
