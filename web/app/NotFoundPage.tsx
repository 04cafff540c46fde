import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="container-page grid place-items-center py-24 text-center">
      <p className="font-display text-7xl font-semibold text-primary/80">404</p>
      <h1 className="mt-4 text-3xl">Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">The page you are looking for does not exist.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
