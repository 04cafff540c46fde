import { FLOWER_COLORS, flowerById, type FlowerShape } from "@domain/floral-catalog";
import type { DesignPiece, PieceKindId } from "@domain/floral";

/** Where a piece's blooms sit in the 200 x 200 drawing, and what holds them. */
const LAYOUT: Record<PieceKindId, { cx: number; cy: number; rx: number; ry: number; marks: number }> = {
  "bridal-bouquet": { cx: 100, cy: 80, rx: 62, ry: 50, marks: 30 },
  "bridesmaid-bouquet": { cx: 100, cy: 86, rx: 46, ry: 38, marks: 20 },
  boutonniere: { cx: 100, cy: 82, rx: 24, ry: 26, marks: 6 },
  corsage: { cx: 100, cy: 100, rx: 34, ry: 24, marks: 8 },
  "centerpiece-low": { cx: 100, cy: 118, rx: 70, ry: 30, marks: 24 },
  "centerpiece-tall": { cx: 100, cy: 56, rx: 56, ry: 40, marks: 24 },
  arch: { cx: 100, cy: 40, rx: 80, ry: 26, marks: 36 },
  "aisle-marker": { cx: 100, cy: 78, rx: 34, ry: 24, marks: 10 },
  "cake-flowers": { cx: 112, cy: 70, rx: 30, ry: 22, marks: 9 },
};

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

function Holder({ kind }: { kind: PieceKindId }) {
  const stroke = "var(--muted-foreground)";
  switch (kind) {
    case "bridal-bouquet":
    case "bridesmaid-bouquet":
      return (
        <g stroke="var(--accent-strong)" strokeWidth="3" strokeLinecap="round">
          {[-12, -6, 0, 6, 12].map((dx) => (
            <line key={dx} x1={100 + dx * 0.4} y1={120} x2={100 + dx} y2={186} />
          ))}
          <rect x="86" y="132" width="28" height="16" rx="4" fill="var(--primary-soft)" stroke="var(--primary)" strokeWidth="1.5" />
        </g>
      );
    case "boutonniere":
      return <line x1="100" y1="100" x2="108" y2="170" stroke="var(--accent-strong)" strokeWidth="4" strokeLinecap="round" />;
    case "corsage":
      return <ellipse cx="100" cy="132" rx="40" ry="9" fill="none" stroke={stroke} strokeWidth="3" />;
    case "centerpiece-low":
      return <path d="M40 130 Q100 190 160 130 Z" fill="var(--muted)" stroke={stroke} strokeWidth="2" />;
    case "centerpiece-tall":
      return (
        <g fill="var(--muted)" stroke={stroke} strokeWidth="2">
          <path d="M88 88 L92 176 L108 176 L112 88 Z" />
          <ellipse cx="100" cy="178" rx="26" ry="6" />
        </g>
      );
    case "arch":
      return <path d="M30 196 L30 60 Q100 0 170 60 L170 196" fill="none" stroke={stroke} strokeWidth="6" strokeLinecap="round" />;
    case "aisle-marker":
      return <path d="M100 196 L100 70 Q100 50 116 52" fill="none" stroke={stroke} strokeWidth="4" strokeLinecap="round" />;
    case "cake-flowers":
      return (
        <g fill="var(--card)" stroke={stroke} strokeWidth="2">
          <rect x="50" y="150" width="100" height="40" rx="4" />
          <rect x="62" y="112" width="76" height="38" rx="4" />
          <rect x="74" y="78" width="52" height="34" rx="4" />
        </g>
      );
  }
}

function Bloom({ x, y, r, shape, fill }: { x: number; y: number; r: number; shape: FlowerShape; fill: string }) {
  switch (shape) {
    case "round":
      return (
        <g>
          <circle cx={x} cy={y} r={r} fill={fill} stroke="rgb(0 0 0 / 0.18)" strokeWidth="1" />
          <circle cx={x} cy={y} r={r * 0.55} fill={fill} stroke="rgb(0 0 0 / 0.14)" strokeWidth="1" />
          <circle cx={x} cy={y} r={r * 0.18} fill="rgb(0 0 0 / 0.18)" />
        </g>
      );
    case "spray":
      return (
        <g fill={fill} stroke="rgb(0 0 0 / 0.15)" strokeWidth="0.8">
          {[0, 1, 2, 3, 4].map((i) => (
            <circle key={i} cx={x + Math.cos(i * 1.3) * r * 0.7} cy={y + Math.sin(i * 1.3) * r * 0.7} r={r * 0.32} />
          ))}
        </g>
      );
    case "spike":
      return <ellipse cx={x} cy={y - r * 0.6} rx={r * 0.42} ry={r * 1.5} fill={fill} stroke="rgb(0 0 0 / 0.18)" strokeWidth="1" />;
    case "cascading":
      return (
        <g fill={fill} stroke="rgb(0 0 0 / 0.15)" strokeWidth="0.8">
          {[0, 1, 2, 3].map((i) => (
            <circle key={i} cx={x + i * 1.5} cy={y + i * r * 0.8} r={r * (0.5 - i * 0.07)} />
          ))}
        </g>
      );
    case "foliage":
      return <ellipse cx={x} cy={y} rx={r * 1.3} ry={r * 0.5} transform={`rotate(${(x * 7 + y * 3) % 180} ${x} ${y})`} fill={fill} stroke="rgb(0 0 0 / 0.2)" strokeWidth="1" />;
  }
}

/**
 * An illustrated preview of one design piece: its holder (stems, vase, arch, cake) and a mark per
 * bloom, in the chosen flowers' colors and shapes and in proportion to their stems, so it changes as
 * the couple changes the recipe. Greens sit behind the flowers.
 */
export function FlowerPreview({ piece, className }: { piece: Pick<DesignPiece, "kind" | "flowers">; className?: string }) {
  const layout = LAYOUT[piece.kind];
  const entries = piece.flowers.map((entry) => ({ entry, flower: flowerById(entry.flowerId) })).filter((e) => e.flower !== undefined);
  const totalStems = entries.reduce((sum, e) => sum + e.entry.stems, 0);
  const marks: { shape: FlowerShape; fill: string; green: boolean }[] = [];
  if (totalStems > 0) {
    const count = Math.min(layout.marks, Math.max(3, totalStems));
    for (const { entry, flower } of entries) {
      const n = Math.max(1, Math.round((entry.stems / totalStems) * count));
      for (let i = 0; i < n; i++) marks.push({ shape: flower!.shape, fill: FLOWER_COLORS[entry.color], green: flower!.kind === "green" });
    }
  }
  // Greens first (behind), then blooms interleaved so no flower sits all on one side.
  const greens = marks.filter((m) => m.green);
  const blooms = marks.filter((m) => !m.green);
  const interleaved = blooms.map((m, i) => ({ m, key: (i * 7919) % (blooms.length || 1) })).sort((a, b) => a.key - b.key).map((e) => e.m);
  const ordered = [...greens, ...interleaved];
  const r = Math.max(6, Math.min(14, Math.sqrt((layout.rx * layout.ry * 2.2) / Math.max(ordered.length, 1))));
  const label = entries.length > 0 ? `Preview: ${entries.map((e) => `${e.entry.stems} ${e.entry.color} ${e.flower!.name.toLowerCase()}`).join(", ")}` : "Preview: no flowers chosen yet";
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} className={className}>
      <rect width="200" height="200" rx="16" fill="var(--muted)" opacity="0.5" />
      <Holder kind={piece.kind} />
      {ordered.map((mark, i) => {
        const t = ordered.length === 1 ? 0 : Math.sqrt((i + 0.5) / ordered.length);
        const angle = i * GOLDEN_ANGLE;
        const greenPush = mark.green ? 1.05 : 0.85;
        const x = layout.cx + Math.cos(angle) * layout.rx * t * greenPush;
        const y = layout.cy + Math.sin(angle) * layout.ry * t * greenPush;
        return <Bloom key={i} x={x} y={y} r={mark.green ? r * 1.1 : r} shape={mark.shape} fill={mark.fill} />;
      })}
      {ordered.length === 0 && (
        <text x="100" y="105" textAnchor="middle" fontSize="12" fill="var(--muted-foreground)">
          Add flowers
        </text>
      )}
    </svg>
  );
}
