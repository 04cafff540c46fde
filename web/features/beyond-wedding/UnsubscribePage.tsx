import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { useUnsubscribe } from "./scheduling-api";

/** /beyond-wedding/reminders/unsubscribe?token=…: the link in every reminder; no sign-in needed. */
export default function UnsubscribePage() {
  usePageTitle("Stop reminders · Beyond the Wedding");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: a re-render must not post again.
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <section className="container-page grid max-w-xl py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-title font-semibold leading-tight">Beyond the Wedding reminders</h1>
        {!token ? (
          <p className="mt-4" role="alert">
            This link is missing its code. Open the link from your latest reminder, or turn reminders off on Beyond the Wedding.
          </p>
        ) : unsubscribe.isSuccess ? (
          <p className="mt-4" role="status">
            You're unsubscribed: we won't send you any more Beyond the Wedding reminders. You can turn them back on from Beyond the Wedding whenever you like.
          </p>
        ) : unsubscribe.isError ? (
          <p className="mt-4 text-destructive" role="alert">
            {unsubscribe.error.message}
          </p>
        ) : (
          <Spinner label="Turning reminders off…" className="py-6" />
        )}
        <Link to="/beyond-wedding" className="mt-6 inline-block font-semibold text-primary underline underline-offset-4">
          Go to Beyond the Wedding
        </Link>
      </Card>
    </section>
  );
}
