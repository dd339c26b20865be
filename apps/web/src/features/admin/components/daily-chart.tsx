import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';

// uPlot (≈ 22 KB gzipped, no dependencies) draws the Resumen's small charts. It is imported when
// the first chart mounts, so its code is fetched only by an operator who opens the Resumen.
const loadUplot = () => import('uplot').then((module) => module.default);

const chartHeight = 56;
const barColor = '#2563eb'; // --color-brand-600

/**
 * One series as 30 small bars, oldest on the left. The canvas is decoration for the eye: the
 * figures themselves are written beside it, and `label` sums it up for a screen reader.
 */
export function DailyChart({ values, label }: { values: readonly number[]; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let cleanUp = () => undefined as void;
    void loadUplot().then((UPlot) => {
      if (disposed) return;
      const width = () => Math.max(120, Math.floor(container.clientWidth));
      const chart = new UPlot(
        {
          width: width(),
          height: chartHeight,
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          padding: [4, 0, 0, 0],
          scales: {
            x: { time: false },
            y: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
          },
          axes: [{ show: false }, { show: false }],
          series: [
            {},
            {
              stroke: barColor,
              fill: barColor,
              width: 0,
              paths: UPlot.paths.bars?.({ size: [0.7, 24] }),
              points: { show: false },
            },
          ],
        },
        [values.map((_value, index) => index), [...values]],
        container,
      );
      const resize = new ResizeObserver(() =>
        chart.setSize({ width: width(), height: chartHeight }),
      );
      resize.observe(container);
      cleanUp = () => {
        resize.disconnect();
        chart.destroy();
      };
    });
    return () => {
      disposed = true;
      cleanUp();
    };
  }, [values]);
  return (
    <div ref={containerRef} role="img" aria-label={label} className="h-14 w-full overflow-hidden" />
  );
}
