import { FLOWER_COLORS } from "@domain/floral-catalog";
import { formatDollars, type FlowerLine } from "@domain/floral";

/** The wedding's whole flower list: each flower and color, with the stems across every piece. */
export function FlowerList({ lines }: { lines: FlowerLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">No flowers yet.</p>;
  return (
    <table className="w-full text-sm" data-testid="flower-list">
      <caption className="sr-only">Flowers, colors and stems for the whole wedding</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="pb-2 font-medium">
            Flower
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Stems
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Cost
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.flowerId}-${line.color}`} className="border-t border-border">
            <td className="py-2">
              <span className="mr-2 inline-block size-3 rounded-full border border-border align-middle" style={{ background: FLOWER_COLORS[line.color] }} aria-hidden="true" />
              {line.name}, {line.color}
            </td>
            <td className="py-2 text-right tabular-nums">{line.stems}</td>
            <td className="py-2 text-right tabular-nums">{formatDollars(line.costCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
