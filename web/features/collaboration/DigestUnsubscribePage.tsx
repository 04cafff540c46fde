import { useEffect, useMemo, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { useUnsubscribeDigest } from "./api";

/** /chat-digest/unsubscribe?c=…&u=…&t=…: the link in every planning-chat digest mail; no sign-in needed. */
export default function DigestUnsubscribePage() {
  usePageTitle("Stop chat digests");
  const [params] = useSearchParams();
  const query = params.toString();
  const link = useMemo(() => {
    const read = new URLSearchParams(query);
    return { c: read.get("c") ?? "", u: read.get("u") ?? "", t: read.get("t") ?? "" };
  }, [query]);
  const complete = Boolean(link.c && link.u && link.t);
  const unsubscribe = useUnsubscribeDigest();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: a re-render must not post again.
    if (sent.current || !complete) return;
    sent.current = true;
    unsubscribe.mutate(link);
  }, [complete, link, unsubscribe]);

  return (
    <section className="container-page grid max-w-xl py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-title font-semibold leading-tight">Planning chat digests</h1>
        {!complete ? (
          <p className="mt-4" role="alert">
            This link is missing part of its code. Open the link from your latest digest email, or turn digests off in the planning chat.
          </p>
        ) : unsubscribe.isSuccess ? (
          <p className="mt-4" role="status">
            You're unsubscribed: we won't email you digests of this planning chat any more. You'll still see new messages when you open the chat.
          </p>
        ) : unsubscribe.isError ? (
          <p className="mt-4 text-destructive" role="alert">
            {unsubscribe.error.message}
          </p>
        ) : (
          <Spinner label="Turning digests off…" className="py-6" />
        )}
        <Link to="/contributor-dashboard" className="mt-6 inline-block font-semibold text-primary underline underline-offset-4">
          Go to your planning
        </Link>
      </Card>
    </section>
  );
}
