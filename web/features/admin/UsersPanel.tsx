import { useQuery } from "@tanstack/react-query";
import { Check, Minus, Users } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { accountKindLabel, formatDateTime } from "@web/lib/labels";
import { nextListParams, offsetParam, Pagination, SearchField } from "./admin-ui";
import { adminQueries } from "./api";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";


function YesNo({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 font-medium text-success">
      <Check className="size-4" aria-hidden="true" />
      Yes<span className="sr-only">, {label}</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus className="size-4" aria-hidden="true" />
      No<span className="sr-only">, not {label}</span>
    </span>
  );
}

/** /admin/users: every account, newest first, searchable by email or name. */
export function UsersPanel() {
  usePageTitle("Users · Admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const offset = offsetParam(params.get("offset"));

  const users = useQuery(adminQueries.users(q, offset));

  const setQuery = useCallback(
    (next: { q?: string; offset?: number }) =>
      setParams(
        (previous) => nextListParams(previous, next),
        { replace: next.q !== undefined },
      ),
    [setParams],
  );

  const data = users.data;
  return (
    <section aria-labelledby="users-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="users-heading" className="text-heading font-semibold">
            Users
          </h2>
          <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
            {data
              ? q
                ? `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "account matches" : "accounts match"} “${q}”`
                : `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "account" : "accounts"} in total`
              : "\u00a0"}
            {users.isPlaceholderData && <span className="ml-2 italic">Updating...</span>}
          </p>
        </div>
        <div className="sm:w-80">
          <SearchField label="Search users" placeholder="Email or name" value={q} onSearch={(next) => setQuery({ q: next })} />
        </div>
      </div>

      {users.isPending && <Spinner label="Loading users..." />}
      {users.isError && <LoadError message={users.error.message} onRetry={() => void users.refetch()} />}

      {data && data.users.length === 0 && (
        <EmptyState icon={<Users className="size-6" aria-hidden="true" />} title={q ? "No accounts match" : "No accounts yet"}>
          {q ? "Try part of the email address or the name, or clear the search." : "Accounts appear here as people sign up."}
        </EmptyState>
      )}

      {data && data.users.length > 0 && (
        <div className="grid gap-5" aria-busy={users.isPlaceholderData}>
          {/* Phones: one card per account. */}
          <ul className="grid gap-3 md:hidden">
            {data.users.map((user) => (
              <li key={user.id} className="rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft">
                <p className="font-semibold wrap-anywhere">
                  {/* A long address breaks after the @ first, not in the middle of its domain. */}
                  {user.email.slice(0, user.email.lastIndexOf("@") + 1)}
                  <wbr />
                  {user.email.slice(user.email.lastIndexOf("@") + 1)}
                </p>
                <p className="text-sm text-muted-foreground">{user.name || "No name"}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Kind</dt>
                    <dd className="font-medium">{accountKindLabel(user)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Joined</dt>
                    <dd className="font-medium">{formatDateTime(user.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Verified</dt>
                    <dd>
                      <YesNo value={user.emailVerified} label="verified" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Admin</dt>
                    <dd>
                      <YesNo value={user.isAdmin} label="admin" />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="hidden overflow-x-auto rounded-[var(--radius-lg)] border border-border bg-card shadow-soft md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Accounts, newest first</caption>
              <thead className="border-b border-border bg-muted text-xs uppercase tracking-wider text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Email</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Kind</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Verified</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Admin</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Joined</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.users.map((user) => (
                  <tr key={user.id} className="hover:bg-muted/50">
                    <td className="whitespace-nowrap px-4 py-3 font-medium">{user.email}</td>
                    <td className="break-words px-4 py-3">{user.name || <span className="text-muted-foreground">No name</span>}</td>
                    <td className="px-4 py-3">
                      <Badge variant={user.userType === "couple" && !user.isAdmin ? "primary" : "accent"}>{accountKindLabel(user)}</Badge>
                    </td>
                    <td className="px-4 py-3">
                      <YesNo value={user.emailVerified} label="verified" />
                    </td>
                    <td className="px-4 py-3">
                      <YesNo value={user.isAdmin} label="admin" />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">{formatDateTime(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination total={data.total} offset={data.offset} limit={data.limit} noun="User" onOffset={(next) => setQuery({ offset: next })} />
        </div>
      )}
    </section>
  );
}
