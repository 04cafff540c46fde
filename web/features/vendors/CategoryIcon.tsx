import { BookOpen, Cake, Camera, Car, ClipboardList, Flower, Music, Palette, Sparkles, Store, Utensils, Video, Wine, type LucideIcon } from "lucide-react";

/** The icon names of domain/vendor-categories.ts as lucide components. */
const ICONS: Record<string, LucideIcon> = {
  camera: Camera,
  video: Video,
  utensils: Utensils,
  music: Music,
  flower: Flower,
  "clipboard-list": ClipboardList,
  cake: Cake,
  sparkles: Sparkles,
  car: Car,
  "book-open": BookOpen,
  wine: Wine,
  palette: Palette,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Store;
  return <Icon className={className} aria-hidden="true" />;
}
