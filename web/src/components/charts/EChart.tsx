import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

export interface EChartProps {
  /** The chart's option (series, axes …); replaced whole on change. */
  option: EChartsCoreOption;
  /** What the chart shows, in words: its accessible name (role="img") for screen readers. */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * One chart. ECharts is imported on first use (echarts-core.ts), so only the routes that draw charts fetch it;
 * SVG rendering keeps it sharp and light; it follows the container's width.
 */
export function EChart({ option, label, height = 320, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-core.ts').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption({ animation: false, ...option }, true);
  }, [ready, option]);

  return (
    <div role="img" aria-label={label} data-testid={testId} data-chart-ready={ready ? '1' : '0'} style={{ position: 'relative', width: '100%', height }}>
      {/* the drawing itself is hidden from assistive technology: the outer element names it, and the pages show the
          same figures as a table */}
      <div ref={box} aria-hidden="true" style={{ width: '100%', height }} />
      {!ready && <Skeleton active style={{ position: 'absolute', inset: 0 }} />}
    </div>
  );
}
