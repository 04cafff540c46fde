import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";

/** /payment-canceled: the person left Stripe Checkout without paying; nothing changed. */
export default function PaymentCanceledPage() {
  usePageHead({ title: "Payment canceled", description: "Nothing was charged.", canonicalPath: "/payment-canceled", noindex: true });
  return (
    <div className="container-page max-w-2xl py-[var(--space-section)]">
      <Card className="p-6 sm:p-8" role="status">
        <CircleSlash className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-title font-semibold">Payment canceled</h1>
        <p className="mt-3 text-muted-foreground">Nothing was charged and your plan hasn't changed. You can choose a plan again whenever you like.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/vendor-pricing">Back to the plans</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contact">Ask us a question</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
