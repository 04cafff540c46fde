import { useEffect, useState } from "react";

/**
 * The theme's colors for the charts, read from the CSS variables (recharts draws SVG attributes,
 * which do not resolve var()); read again when the theme changes.
 */
export function useThemeColors<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const read = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim() || "currentColor"])) as Record<Name, string>;
  };
  const [colors, setColors] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are a constant list per chart
  }, []);
  return colors;
}
