/**
 * The image puzzle's picture (pure, unit-tested): digits drawn as seven-segment strokes
 * with per-digit jitter, rotation and noise lines, as an SVG with no text in it (a bot
 * cannot read the answer out of the markup). Random numbers come from the caller.
 */
const SEGMENTS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abdeg",
  "3": "abcdg",
  "4": "bcfg",
  "5": "acdfg",
  "6": "acdefg",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
};
// Segment end points in a 20×36 cell.
const LINES: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
};

export function captchaSvg(digits: string, random: () => number): string {
  const width = 40 + digits.length * 32;
  const height = 64;
  const r = (min: number, max: number) => min + random() * (max - min);
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${r(0, width).toFixed(1)} ${r(0, height).toFixed(1)} Q${r(0, width).toFixed(1)} ${r(0, height).toFixed(1)} ${r(0, width).toFixed(1)} ${r(0, height).toFixed(1)}" stroke="#9ca3af" stroke-width="${r(1, 2.5).toFixed(1)}" fill="none"/>`,
    );
  }
  [...digits].forEach((digit, i) => {
    const x = 20 + i * 32 + r(-3, 3);
    const y = 14 + r(-5, 5);
    const angle = r(-14, 14);
    const strokes = [...(SEGMENTS[digit] ?? "")]
      .map((s) => {
        const [x1, y1, x2, y2] = LINES[s];
        const j = () => r(-1.5, 1.5);
        return `M${(x1 + j()).toFixed(1)} ${(y1 + j()).toFixed(1)}L${(x2 + j()).toFixed(1)} ${(y2 + j()).toFixed(1)}`;
      })
      .join("");
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 10 18)" d="${strokes}" stroke="#14532d" stroke-width="${r(3, 4.2).toFixed(1)}" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${r(0, width).toFixed(1)}" cy="${r(0, height).toFixed(1)}" r="${r(0.5, 1.6).toFixed(1)}" fill="#6b7280"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f0fdf4"/>${parts.join("")}</svg>`;
}
