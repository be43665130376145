/**
 * Colours for numbers printed on coloured cells (heat maps). The cell colour is computed here, by the same
 * piecewise-linear sRGB interpolation that the figure's Vega scale uses (`interpolate: 'rgb'` over the same stops),
 * so each number can be printed in whichever of black or white contrasts more with its own cell (WCAG 2 relative
 * luminance). Either choice gives a contrast of at least 4.58:1, above WCAG's 4.5:1 for normal text.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/iu.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of a #rrggbb colour (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with `fill`. */
export function inkOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** The colour at t ∈ [0, 1] of evenly spaced stops, interpolated linearly in sRGB (Vega's `interpolate: 'rgb'`). */
export function colourAt(stops: readonly string[], t: number): string {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (stops.length - 1);
  const k = Math.min(stops.length - 2, Math.floor(x));
  const a = parseHex(stops[k]!);
  const b = parseHex(stops[k + 1]!);
  const f = x - k;
  return toHex([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f]);
}

/** Vega's symlog transform with constant 1, used to place a count on a symlog colour scale with domain [0, max]. */
export function symlogShare(value: number, max: number): number {
  return max <= 0 ? 0 : Math.log1p(Math.max(0, value)) / Math.log1p(max);
}
