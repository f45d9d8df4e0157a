import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { type CountBar, countBarChartHeight } from './count-bar-size';

type CountBarChartProps = {
  bars: CountBar[];
  /** What the numbers count, for the tooltip: `Active circles`. */
  valueName: string;
};

/** Horizontal bars, one per label, tallest number first: long names stay readable on a phone. */
export default function CountBarChart({ bars, valueName }: CountBarChartProps) {
  const height = countBarChartHeight(bars);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={bars} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} />
        <YAxis
          type="category"
          dataKey="label"
          width={132}
          tick={{ fontSize: 12, fill: '#334155' }}
          tickFormatter={(label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label)}
        />
        <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={(value) => [value, valueName]} />
        <Bar
          dataKey="value"
          name={valueName}
          fill="#0f766e"
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          // Numbers people come to read should be there at once, not grow into place.
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
