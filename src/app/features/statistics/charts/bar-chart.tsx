import { ResponsiveBar } from '@nivo/bar';
import { chartColors, shortLabel, type BarChartProps } from './chart-types';

const theme = { text: { fontSize: 12, fill: '#2b3440' }, axis: { ticks: { text: { fontSize: 12, fill: '#2b3440' } } } };

/** Bars (stacked when there are several keys); horizontal bars leave room for long labels and list the first row on top. */
export default function BarChart({ rows, keys, horizontal = false, labelEvery = 1, legend = false }: BarChartProps) {
  const ticks = rows.filter((_, i) => i % labelEvery === 0).map((r) => r.label);
  const category = { tickSize: 0, tickPadding: 6, tickValues: ticks, format: (v: string | number) => shortLabel(String(v), horizontal ? 22 : 12) };
  const value = { tickSize: 0, tickPadding: 6, tickValues: 5 };
  return (
    <ResponsiveBar
      data={(horizontal ? [...rows].reverse() : rows).map((r) => ({ ...r }))}
      keys={[...keys]}
      indexBy="label"
      layout={horizontal ? 'horizontal' : 'vertical'}
      groupMode="stacked"
      margin={{ top: 8, right: 16, bottom: legend ? 64 : horizontal ? 28 : 40, left: horizontal ? 150 : 40 }}
      padding={0.25}
      colors={keys.length > 1 ? [...chartColors] : [chartColors[0] ?? '#0b4f9c']}
      theme={theme}
      axisBottom={horizontal ? value : category}
      axisLeft={horizontal ? category : value}
      enableGridY={!horizontal}
      enableGridX={horizontal}
      labelSkipWidth={18}
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      role="presentation"
      isInteractive={false}
      animate={false}
      legends={legend ? [{
        dataFrom: 'keys', anchor: 'bottom-left', direction: 'row', translateY: 56, itemWidth: 110, itemHeight: 18,
        symbolSize: 12, itemsSpacing: 4,
      }] : []}
    />
  );
}
