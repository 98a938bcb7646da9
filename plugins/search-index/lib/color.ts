/**
 * Colour arithmetic for the configured brand colour: the widget draws text on it, so it picks the
 * text colour (near-white or near-black) with the better WCAG contrast.
 */

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a #rrggbb colour.`);
  const [red, green, blue] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white = '#ffffff';
const black = '#1c1c24';

/** The text colour (white or near-black) that reads best on `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, white) >= contrastRatio(background, black) ? white : black;
}
