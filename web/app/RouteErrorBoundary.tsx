import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

interface State {
  error: Error | null;
}

/**
 * Catches a screen that fails to load (a new deploy replaced its file, the network dropped) or
 * throws while rendering, and offers a way on instead of a blank page. Reset on navigation by key.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error("Screen failed", error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="container-page grid place-items-center py-24 text-center">
        <h1 className="text-3xl">We hit a snag</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          Something went wrong while showing this page. Reloading usually fixes it.
        </p>
        <div className="mt-8 flex gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="secondary">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </section>
    );
  }
}
