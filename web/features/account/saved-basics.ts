import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
import { useAuth } from "@web/lib/auth";
import { accountQueries } from "./api";

export interface WeddingBasics {
  weddingDate: string | null;
  guestCount: number | null;
}

/**
 * Fills a form from the couple's saved wedding profile (date, guest count) once it has loaded, so
 * they are not asked again: `fill` runs once, and should only fill fields the person left blank.
 * Nothing happens for anyone but a signed-in couple.
 */
export function usePrefillFromProfile(fill: (basics: WeddingBasics) => void): WeddingBasics | null {
  const { user } = useAuth();
  const profile = useQuery({ ...accountQueries.coupleProfile(), enabled: Boolean(user?.is_couple) });
  const saved = profile.data?.profile ?? null;
  const basics = saved ? { weddingDate: saved.weddingDate ?? null, guestCount: saved.guestCount ?? null } : null;
  const filled = useRef(false);
  const fillOnce = useEffectEvent((loaded: WeddingBasics) => {
    if (filled.current) return;
    filled.current = true;
    fill(loaded);
  });
  const weddingDate = saved?.weddingDate ?? null;
  const guestCount = saved?.guestCount ?? null;
  const loaded = Boolean(saved);
  useEffect(() => {
    if (loaded) fillOnce({ weddingDate, guestCount });
  }, [loaded, weddingDate, guestCount]);
  return basics;
}
