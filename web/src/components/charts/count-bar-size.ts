export type CountBar = { label: string; value: number };

const BAR_HEIGHT_PX = 36;
const AXIS_HEIGHT_PX = 32;

/** A count bar chart's height, known before recharts loads: its placeholder takes the same room. */
export function countBarChartHeight(bars: CountBar[]): number {
  return bars.length * BAR_HEIGHT_PX + AXIS_HEIGHT_PX;
}
