import { PNG } from "pngjs";

/**
 * The image puzzle's picture (decision 201, 205; pure, unit-tested): digits drawn as
 * seven-segment strokes with per-digit jitter and rotation, crossed by noise curves and
 * speckles, the whole picture bent by two sine waves, then rasterised to a PNG. The answer
 * is nowhere in the markup or in vector data: a script has to read pixels. Random numbers
 * come from the caller.
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

interface Stroke {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Half the line's width. */
  half: number;
  ink: 0 | 1;
}

export const CAPTCHA_HEIGHT = 64;
export const captchaWidth = (length: number) => 40 + length * 32;

/** The strokes of the digits (ink 0) and of the noise curves (ink 1), in picture coordinates. */
export function captchaStrokes(digits: string, random: () => number): Stroke[] {
  const width = captchaWidth(digits.length);
  const height = CAPTCHA_HEIGHT;
  const r = (min: number, max: number) => min + random() * (max - min);
  const strokes: Stroke[] = [];
  [...digits].forEach((digit, i) => {
    const ox = 20 + i * 32 + r(-3, 3);
    const oy = 14 + r(-5, 5);
    const angle = (r(-14, 14) * Math.PI) / 180;
    const half = r(1.5, 2.1);
    const turn = (x: number, y: number): [number, number] => {
      const dx = x - 10;
      const dy = y - 18;
      return [
        ox + 10 + dx * Math.cos(angle) - dy * Math.sin(angle),
        oy + 18 + dx * Math.sin(angle) + dy * Math.cos(angle),
      ];
    };
    for (const s of SEGMENTS[digit] ?? "") {
      const [x1, y1, x2, y2] = LINES[s];
      const j = () => r(-1.5, 1.5);
      const [ax, ay] = turn(x1 + j(), y1 + j());
      const [bx, by] = turn(x2 + j(), y2 + j());
      strokes.push({ x1: ax, y1: ay, x2: bx, y2: by, half, ink: 0 });
    }
  });
  for (let i = 0; i < 6; i++) {
    const p = [r(0, width), r(0, height), r(0, width), r(0, height), r(0, width), r(0, height)];
    const half = r(0.5, 1.2);
    const at = (t: number): [number, number] => [
      (1 - t) ** 2 * p[0] + 2 * (1 - t) * t * p[2] + t * t * p[4],
      (1 - t) ** 2 * p[1] + 2 * (1 - t) * t * p[3] + t * t * p[5],
    ];
    for (let k = 0; k < 12; k++) {
      const [x1, y1] = at(k / 12);
      const [x2, y2] = at((k + 1) / 12);
      strokes.push({ x1, y1, x2, y2, half, ink: 1 });
    }
  }
  return strokes;
}

function distance(px: number, py: number, s: Stroke) {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const length2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / length2));
  return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
}

const PAPER = [240, 253, 244];
const INKS = [
  [20, 83, 45],
  [107, 114, 128],
];

/** The picture as a PNG file. */
export function captchaPng(digits: string, random: () => number): Buffer {
  const width = captchaWidth(digits.length);
  const height = CAPTCHA_HEIGHT;
  const strokes = captchaStrokes(digits, random);
  const r = (min: number, max: number) => min + random() * (max - min);
  const wave = { ax: r(1.5, 2.5), px: r(28, 44), fx: r(0, 6.28), ay: r(1.5, 3), py: r(50, 90), fy: r(0, 6.28) };
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: false });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where this pixel comes from in the unbent picture.
      const sx = x + 0.5 + wave.ax * Math.sin((2 * Math.PI * y) / wave.px + wave.fx);
      const sy = y + 0.5 + wave.ay * Math.sin((2 * Math.PI * x) / wave.py + wave.fy);
      const colour = [...PAPER];
      for (const stroke of strokes) {
        if (Math.abs(sx - (stroke.x1 + stroke.x2) / 2) > Math.abs(stroke.x2 - stroke.x1) / 2 + 3) continue;
        const cover = Math.max(0, Math.min(1, stroke.half + 0.5 - distance(sx, sy, stroke)));
        if (cover === 0) continue;
        const ink = INKS[stroke.ink];
        for (let c = 0; c < 3; c++) colour[c] = colour[c] * (1 - cover) + ink[c] * cover;
      }
      const i = (y * width + x) * 4;
      png.data[i] = Math.round(colour[0]);
      png.data[i + 1] = Math.round(colour[1]);
      png.data[i + 2] = Math.round(colour[2]);
      png.data[i + 3] = 255;
    }
  }
  // Speckles.
  for (let k = 0; k < 60; k++) {
    const i = (Math.floor(r(0, height)) * width + Math.floor(r(0, width))) * 4;
    png.data[i] = png.data[i + 1] = png.data[i + 2] = Math.round(r(90, 140));
  }
  return PNG.sync.write(png, { colorType: 2 });
}
