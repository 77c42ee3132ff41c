import { ResponsivePie } from '@nivo/pie';
import { chartColors, shortLabel, type PieChartProps } from './chart-types';

/** A pie for a single choice with few options; the labels point at their slices. */
export default function PieChart({ slices }: PieChartProps) {
  return (
    <ResponsivePie
      data={slices.filter((s) => s.value > 0).map((s) => ({ ...s, label: shortLabel(s.label, 16) }))}
      margin={{ top: 24, right: 90, bottom: 24, left: 90 }}
      innerRadius={0.4}
      padAngle={1}
      colors={[...chartColors]}
      arcLinkLabel="label"
      arcLinkLabelsTextColor="#2b3440"
      arcLinkLabelsDiagonalLength={8}
      arcLinkLabelsStraightLength={8}
      arcLabelsTextColor="#ffffff"
      theme={{ text: { fontSize: 12 } }}
      role="presentation"
      isInteractive={false}
      animate={false}
    />
  );
}
