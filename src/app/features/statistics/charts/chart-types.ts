/** One row of a chart: its label and a value per series key. */
export type ChartRow = { label: string } & Record<string, string | number>;

export interface BarChartProps {
  rows: readonly ChartRow[];
  /** the series; one key draws plain bars, several draw stacked bars */
  keys: readonly string[];
  horizontal?: boolean;
  /** show one category label in this many (long daily series) */
  labelEvery?: number;
  /** the series' names for the legend (stacked bars) */
  legend?: boolean;
}

export interface PieChartProps {
  slices: readonly { id: string; label: string; value: number }[];
}

/** Long Vietnamese labels are cut on the axes; the table beside the chart holds them in full. */
export function shortLabel(label: string, max = 22): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export const chartColors = ['#0b4f9c', '#d9822b', '#2e8540', '#8e44ad', '#c0392b', '#16a3b8', '#7f8c8d', '#b58100'];
