import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLOURS, LINE_DASHES } from './chart-palette';
import { DEFAULT_CHART_HEIGHT, type SeriesChartProps } from './series-chart-props';

const AXIS_TICK = { fontSize: 12, fill: '#334155' };

/**
 * Bars or lines of a few series over categories (months, zones, checklist levels). Numbers people
 * come to read should be there at once, so nothing animates. The figure around it gives the same
 * numbers as a table: the chart is for the eye.
 */
export default function SeriesChart({
  rows,
  categoryKey,
  series,
  kind,
  unit,
  height = DEFAULT_CHART_HEIGHT,
}: SeriesChartProps) {
  const format = (value: unknown) => (unit ? `${value}${unit}` : String(value));
  const common = {
    data: rows,
    // The figure's table is the accessible form; the picture takes no keyboard focus of its own.
    accessibilityLayer: false,
    margin: { top: 8, right: 12, bottom: 0, left: -12 },
  };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey={categoryKey} tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={8} />
      <YAxis
        allowDecimals={false}
        tick={AXIS_TICK}
        tickFormatter={format}
        domain={unit === '%' ? [0, 100] : undefined}
      />
      <Tooltip formatter={(value, name) => [format(value), name]} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart {...common}>
          {axes}
          {series.map((line, index) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.name}
              stroke={CHART_COLOURS[index % CHART_COLOURS.length]}
              strokeDasharray={LINE_DASHES[index % LINE_DASHES.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {series.map((bar, index) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={CHART_COLOURS[index % CHART_COLOURS.length]}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
