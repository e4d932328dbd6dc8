// The chart's styles load with the chart (its own lazy chunk with recharts), not with the app.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** The bars alone; recharts is large, so this file is loaded after the dashboard's counts. */
export function WeeklyBars({ data, seriesLabel }: { data: { week: string; count: number }[]; seriesLabel: string }) {
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="week"
      series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
      tickLine="y"
      gridAxis="y"
      withTooltip
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
