import { useEffect, useRef, useState } from 'react';
import { chartData, chartHeight, chartOptions, STEP_COLORS } from '../chart-options';
import type { DealerFunnel } from '../dealers-api';
import { FUNNEL_STEPS } from '../funnel-figures';
import styles from './dealers.module.scss';

/** uPlot and its CSS: fetched by this chart only, never by the storefront's other pages. */
const loadUplot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );

/**
 * The funnel's steps per day as lines (uPlot, loaded on first use). Hidden from assistive
 * technology: the table view beside it holds the same figures. It follows its container's width
 * (375 px too).
 */
export function FunnelChart({ series }: { series: DealerFunnel['series'] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let chart: {
      setSize: (size: { width: number; height: number }) => void;
      destroy: () => void;
    } | null = null;
    let observer: ResizeObserver | null = null;
    loadUplot()
      .then((UPlot) => {
        const box = boxRef.current;
        if (cancelled || !box) return;
        const width = Math.max(200, box.clientWidth);
        const utc = (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');
        chart = new UPlot(chartOptions(width, utc), chartData(series), box);
        observer = new ResizeObserver(() => {
          const next = Math.max(200, box.clientWidth);
          chart?.setSize({ width: next, height: chartHeight(next) });
        });
        observer.observe(box);
      })
      .catch(() => {
        // No chart (an old browser, a failed download): the table view has every figure.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series]);

  if (failed) return null;
  return (
    <figure className={styles.chartFigure} aria-hidden="true">
      <ul className={styles.legend}>
        {FUNNEL_STEPS.map((step) => (
          <li key={step.key}>
            <span className={styles.swatch} style={{ background: STEP_COLORS[step.key] }} />
            {step.label}
          </li>
        ))}
      </ul>
      <div ref={boxRef} className={styles.chart} />
    </figure>
  );
}
