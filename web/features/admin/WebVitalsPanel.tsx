import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleX, Gauge } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_SAMPLE_RATE,
  WEB_VITALS_WINDOWS,
  type DeviceClass,
  type WebVitalName,
  type WebVitalRating,
  type WebVitalsWindow,
} from "@domain/web-vitals";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { flags } from "@web/lib/flags";
import { usePageTitle } from "@web/lib/page-head";
import { StatusSwitch } from "./admin-ui";
import { adminQueries } from "./api";

const WINDOWS = WEB_VITALS_WINDOWS.map((days) => ({ value: String(days) as `${WebVitalsWindow}`, label: days === 1 ? "Last day" : `${days} days` }));
const DEFAULT_WINDOW: WebVitalsWindow = 7;
const windowParam = (value: string | null): WebVitalsWindow => WEB_VITALS_WINDOWS.find((days) => String(days) === value) ?? DEFAULT_WINDOW;

const METRIC_LABELS: Record<WebVitalName, { title: string; what: string }> = {
  LCP: { title: "LCP", what: "Largest contentful paint: when the main content shows" },
  INP: { title: "INP", what: "Interaction to next paint: how quickly taps and clicks answer" },
  CLS: { title: "CLS", what: "Cumulative layout shift: how much the page jumps" },
};
const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

// Rounded up, so a figure just past a threshold never reads as the threshold itself beside a worse rating.
const LCP_SECONDS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: "ceil" });
const INP_MS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, roundingMode: "ceil" });
const CLS_SCORE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3, roundingMode: "ceil" });

/** LCP in seconds, INP in milliseconds, CLS a plain score. */
export function formatWebVital(name: WebVitalName, measured: number): string {
  // Float noise first (0.1 + 0.2 is 0.30000000000000004), or rounding up would read 0.301.
  const value = Number(measured.toPrecision(12));
  if (name === "CLS") return CLS_SCORE.format(value);
  if (name === "LCP") return `${LCP_SECONDS.format(value / 1000)} s`;
  return `${INP_MS.format(value)} ms`;
}

const RATINGS: Record<WebVitalRating, { label: string; icon: typeof CircleCheck; className: string }> = {
  good: { label: "Good", icon: CircleCheck, className: "bg-success/10 text-success" },
  "needs-improvement": { label: "Needs improvement", icon: CircleAlert, className: "bg-highlight text-foreground" },
  poor: { label: "Poor", icon: CircleX, className: "bg-destructive/10 text-destructive" },
};

/** A rating in words with an icon: never color alone. */
function RatingLabel({ rating }: { rating: WebVitalRating }) {
  const { label, icon: Icon, className } = RATINGS[rating];
  return (
    <span className={cn("inline-flex items-center gap-1 whitespace-nowrap rounded-[var(--radius-pill)] px-2 py-0.5 text-xs font-semibold", className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

type Figure = { p75: number; rating: WebVitalRating; samples: number } | null;

/** A route pattern that may break after a slash, never inside a word. */
function RoutePattern({ route }: { route: string }) {
  const parts = route.split("/").slice(1);
  return (
    <span className="font-mono">
      {parts.map((part, i) => (
        <span key={i} className="whitespace-nowrap">
          /{part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </span>
  );
}

function MetricValue({ name, figure, wrap = false }: { name: WebVitalName; figure: Figure; wrap?: boolean }) {
  if (!figure) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No measurements</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-x-2 gap-y-1", wrap ? "flex-wrap" : "whitespace-nowrap")}>
      <span className="font-semibold tabular-nums">{formatWebVital(name, figure.p75)}</span>
      <RatingLabel rating={figure.rating} />
    </span>
  );
}

function thresholdText(name: WebVitalName): string {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  return `good up to ${formatWebVital(name, good)}, poor past ${formatWebVital(name, poor)}`;
}

const samplePercent = `${Math.round(WEB_VITALS_SAMPLE_RATE * 100)}%`;

/** /admin/web-vitals: Core Web Vitals from real visits (telemetry_canary), the 75th percentile per route and device. */
export function WebVitalsPanel() {
  usePageTitle("Web vitals · Admin");
  const [params, setParams] = useSearchParams();
  const days = windowParam(params.get("days"));
  const vitals = useQuery(adminQueries.webVitals(days));

  function setDays(next: WebVitalsWindow) {
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      if (next === DEFAULT_WINDOW) out.delete("days");
      else out.set("days", String(next));
      return out;
    });
  }

  const data = vitals.data;
  const visits = data?.rows.reduce((sum, row) => sum + row.visits, 0) ?? 0;
  return (
    <section aria-labelledby="vitals-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="vitals-heading" className="text-heading font-semibold">
            Core Web Vitals
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            From real visits on people&apos;s own devices: the 75th percentile, the figure three visits in four stay within. {samplePercent} of page loads
            are measured.
          </p>
          <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
            {data ? `${visits.toLocaleString("en-US")} measured ${visits === 1 ? "visit" : "visits"} in the ${days === 1 ? "last day" : `last ${days} days`}` : "\u00a0"}
            {vitals.isPlaceholderData && <span className="ml-2 italic">Updating...</span>}
          </p>
        </div>
        <StatusSwitch name="vitals-window" legend="Window" options={WINDOWS} value={`${days}`} onChange={(next) => setDays(Number(next) as WebVitalsWindow)} />
      </div>

      {vitals.isPending && <Spinner label="Loading web vitals..." />}
      {vitals.isError && <LoadError message={vitals.error.message} onRetry={() => void vitals.refetch()} />}

      {data && data.rows.length === 0 && (
        <EmptyState icon={<Gauge className="size-6" aria-hidden="true" />} title={`No measurements in the ${days === 1 ? "last day" : `last ${days} days`}`}>
          {flags.telemetry_canary ? (
            <p>
              This build measures {samplePercent} of page loads (the telemetry_canary flag). Figures arrive when a measured visitor leaves or hides a page, so a
              quiet day may show nothing yet.
            </p>
          ) : (
            <p>
              Visits report their web vitals only from a build made with <code className="font-mono text-foreground">VITE_FLAG_TELEMETRY_CANARY=true</code>;
              then {samplePercent} of page loads are measured. This build has the flag off.
            </p>
          )}
        </EmptyState>
      )}

      {data && data.rows.length > 0 && (
        <div className="grid gap-5" aria-busy={vitals.isPlaceholderData}>
          {/* Phones: one card per route and device. */}
          <ul className="grid gap-3 lg:hidden">
            {data.rows.map((row) => (
              <li key={`${row.route} ${row.device}`} className="rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft">
                <p className="text-sm font-semibold">
                  <RoutePattern route={row.route} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {DEVICE_LABELS[row.device]} · {row.visits.toLocaleString("en-US")} {row.visits === 1 ? "visit" : "visits"}
                </p>
                <dl className="mt-3 grid gap-2 text-sm">
                  {WEB_VITAL_NAMES.map((name) => (
                    <div key={name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                      <dt className="text-muted-foreground">
                        <abbr title={METRIC_LABELS[name].what} className="no-underline">
                          {name}
                        </abbr>{" "}
                        p75
                      </dt>
                      <dd>
                        <MetricValue name={name} figure={row.metrics[name]} wrap />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="hidden overflow-x-auto rounded-[var(--radius-lg)] border border-border bg-card shadow-soft lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">75th percentiles of Core Web Vitals per route and device, busiest first</caption>
              <thead className="border-b border-border bg-muted text-xs uppercase tracking-wider text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Route</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Device</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">Visits</th>
                  {WEB_VITAL_NAMES.map((name) => (
                    <th key={name} scope="col" className="px-4 py-3 font-semibold">
                      <abbr title={METRIC_LABELS[name].what} className="no-underline">
                        {name}
                      </abbr>{" "}
                      p75
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.rows.map((row) => (
                  <tr key={`${row.route} ${row.device}`} className="hover:bg-muted/50">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <RoutePattern route={row.route} />
                    </th>
                    <td className="px-4 py-3">{DEVICE_LABELS[row.device]}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{row.visits.toLocaleString("en-US")}</td>
                    {WEB_VITAL_NAMES.map((name) => (
                      <td key={name} className="px-4 py-3">
                        <MetricValue name={name} figure={row.metrics[name]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <dl className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
        {WEB_VITAL_NAMES.map((name) => (
          <div key={name}>
            <dt className="font-medium text-foreground">{METRIC_LABELS[name].what}</dt>
            <dd>
              {name}: {thresholdText(name)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
