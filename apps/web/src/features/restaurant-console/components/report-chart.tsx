import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * Revenue and orders per day or week as a small uPlot chart. Loaded with the Reports tab only
 * (reports-view.tsx), so the board never downloads it.
 */
export function ReportChart({
  rows,
  labels,
  from,
  to,
}: {
  rows: { start: string; orders: number; revenue: number }[];
  labels: { revenue: string; orders: string; title: string };
  /** The period asked for (YYYY-MM-DD): the x axis spans it, even with one day of orders. */
  from: string;
  to: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || rows.length === 0) return;
    const seconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
    const xs = rows.map((row) => seconds(row.start));
    const range: [number, number] = [seconds(from) - 43_200, seconds(to) + 43_200];
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        title: labels.title,
        scales: { x: { time: true, range: () => range } },
        axes: [
          {},
          { label: labels.revenue },
          { side: 1, scale: 'orders', label: labels.orders, grid: { show: false } },
        ],
        series: [
          {},
          { label: labels.revenue, stroke: '#c2410c', width: 2 },
          { label: labels.orders, stroke: '#0369a1', width: 2, scale: 'orders' },
        ],
      },
      [xs, rows.map((row) => row.revenue), rows.map((row) => row.orders)],
      element,
    );
    return () => chart.destroy();
  }, [rows, labels, from, to]);
  return <div ref={box} dir="ltr" className="overflow-x-auto" />;
}
