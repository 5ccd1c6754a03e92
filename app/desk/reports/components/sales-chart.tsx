import { scaleTop } from "../rules";

/**
 * Sales per day as a bar chart, drawn on the server as SVG (decision 116): no script, no library. Days run in
 * the page's reading direction (right to left in Persian), the scale stands on the side a line starts from, and
 * every text is written by the caller in the page's language and digits. The chart is one image to assistive
 * technology (role="img", a title and a description with the figures that matter); the table beside it holds
 * every number.
 */
const WIDTH = 720;
const HEIGHT = 240;
const SCALE = 120;
const TOP = 12;
const BOTTOM = 30;
const END = 8;

export interface ChartDay {
  day: string;
  amount: number;
}

export function SalesChart({
  id,
  days,
  rtl,
  title,
  description,
  money,
  dayLabel,
  barLabel,
}: {
  id: string;
  days: readonly ChartDay[];
  rtl: boolean;
  title: string;
  description: string;
  money: (minor: number) => string;
  dayLabel: (day: string) => string;
  barLabel: (day: string, amount: string) => string;
}) {
  const top = scaleTop(Math.max(0, ...days.map((d) => d.amount)));
  const plot = { width: WIDTH - SCALE - END, height: HEIGHT - TOP - BOTTOM };
  const slot = plot.width / Math.max(1, days.length);
  /** Distance from the chart's starting edge (left, or right in Persian) turned into an x coordinate. */
  const x = (fromStart: number) => (rtl ? WIDTH - fromStart : fromStart);
  const y = (amount: number) => TOP + plot.height - (Math.max(0, amount) / top) * plot.height;
  const ticks = [0, top / 2, top];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      direction={rtl ? "rtl" : "ltr"}
      className="h-auto w-full"
      fontSize="12"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(SCALE)}
            x2={x(WIDTH - END)}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 ? "#6b7280" : "#e5e7eb"}
            strokeWidth="1"
          />
          {/* "end" is the label's right edge in a left-to-right chart and its left edge in a right-to-left one. */}
          <text x={x(SCALE - 6)} y={y(tick) + 4} textAnchor="end" fill="#374151">
            {money(tick)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const width = Math.max(1, slot * 0.7);
        const start = SCALE + i * slot + (slot - width) / 2;
        const height = y(0) - y(d.amount);
        return (
          <g key={d.day}>
            {d.amount > 0 ? (
              <rect x={rtl ? x(start + width) : x(start)} y={y(d.amount)} width={width} height={height} fill="#15803d">
                <title>{barLabel(dayLabel(d.day), money(d.amount))}</title>
              </rect>
            ) : null}
            {labelled.has(i) ? (
              <text
                x={x(SCALE + i * slot + slot / 2)}
                y={HEIGHT - 10}
                textAnchor={days.length === 1 ? "middle" : i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
                fill="#374151"
              >
                {dayLabel(d.day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
