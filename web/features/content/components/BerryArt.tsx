import { cn } from "@web/lib/cn";

/**
 * A serviceberry sprig drawn from the theme tokens, so it follows both themes. Purely decorative:
 * hidden from assistive technology and never the only carrier of meaning.
 */
export function BerryArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 300" aria-hidden="true" focusable="false" className={cn("h-auto w-full", className)}>
      <circle cx="176" cy="150" r="128" className="fill-card" />
      <circle cx="176" cy="150" r="128" className="fill-none stroke-border" strokeWidth="1.5" />
      <circle cx="176" cy="150" r="104" className="fill-none stroke-border" strokeWidth="1" strokeDasharray="2 7" />
      {/* stem */}
      <path
        d="M48 276c38-40 70-78 98-116s50-74 92-112"
        className="fill-none stroke-accent-strong"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M146 160c20 6 42 4 64-10" className="fill-none stroke-accent-strong" strokeWidth="3" strokeLinecap="round" />
      <path d="M112 204c-6-22-2-44 12-64" className="fill-none stroke-accent-strong" strokeWidth="3" strokeLinecap="round" />
      {/* leaves */}
      <path d="M202 84c8-30 36-46 66-42-6 30-32 48-66 42z" className="fill-accent-strong" />
      <path d="M202 84c20-10 40-22 60-38" className="fill-none stroke-accent" strokeWidth="2" strokeLinecap="round" />
      <path d="M92 236c-30-4-52-26-54-56 30 2 52 24 54 56z" className="fill-accent" />
      <path d="M92 236c-14-16-30-36-50-52" className="fill-none stroke-accent-strong" strokeWidth="2" strokeLinecap="round" />
      <path d="M168 132c-4-28 10-52 36-62 6 28-8 52-36 62z" className="fill-accent" />
      {/* berries */}
      <circle cx="214" cy="156" r="17" className="fill-primary" />
      <circle cx="238" cy="138" r="13" className="fill-primary/75" />
      <circle cx="230" cy="174" r="11" className="fill-primary/55" />
      <circle cx="120" cy="134" r="15" className="fill-primary/85" />
      <circle cx="100" cy="120" r="10" className="fill-primary/50" />
      <circle cx="208" cy="150" r="4" className="fill-primary-foreground/40" />
      <circle cx="116" cy="129" r="3.5" className="fill-primary-foreground/40" />
      {/* blossoms */}
      <g className="fill-highlight stroke-border" strokeWidth="1">
        <circle cx="262" cy="214" r="9" />
        <circle cx="276" cy="206" r="9" />
        <circle cx="276" cy="222" r="9" />
        <circle cx="290" cy="214" r="9" />
      </g>
      <circle cx="276" cy="214" r="5" className="fill-primary/60" />
    </svg>
  );
}
