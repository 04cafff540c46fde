import { SIDE_LABELS, type GuestSide } from "@domain/guests";

export interface CoupleNames {
  display: string;
  partner1: string;
  partner2: string;
}

/** "Maya's side" when the couple profile names the partners, else "Partner 1". */
export function sideLabel(side: GuestSide, couple: CoupleNames): string {
  if (side === "partner1" && couple.partner1) return `${couple.partner1}'s side`;
  if (side === "partner2" && couple.partner2) return `${couple.partner2}'s side`;
  return side === "both" ? "Both sides" : SIDE_LABELS[side];
}
