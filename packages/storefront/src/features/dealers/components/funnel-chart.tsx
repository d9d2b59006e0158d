import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import { useLocaleTag } from '@/i18n/use-locale';
import { formatDay, formatDecimal } from '@/utils/format';
import { chartData, chartHeight, chartOptions, fillDays, STEP_COLORS } from '../chart-options';
import type { DealerFunnel } from '../dealers-api';
import { FUNNEL_STEPS } from '../funnel-figures';
import styles from './dealers.module.scss';

/** uPlot and its CSS: fetched by this chart only, never by the storefront's other pages. */
const loadUplot = () =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );

/** The key that moves the chart's day, and where to: Home/End, ←/→ by one day. */
function dayAfterKey(key: string, day: number | null, last: number): number | null {
  const current = day ?? (key === 'ArrowLeft' ? last + 1 : -1);
  if (key === 'ArrowRight') return Math.min(last, current + 1);
  if (key === 'ArrowLeft') return Math.max(0, current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The funnel's steps per day as stepped lines (uPlot, loaded on first use), with the figures of the
 * day under the pointer below it. The chart takes the keyboard focus: ←/→, Home and End move the
 * day (a slider whose value text is the day's figures, read out at each move). The table view beside it holds every figure too. It follows
 * its container's width (375 px too).
 */
export function FunnelChart({ funnel }: { funnel: DealerFunnel }) {
  const { i18n } = useLingui();
  const locale = useLocaleTag();
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<number | null>(null);
  const { series, from, to } = funnel;
  const days = fillDays(series, from, to);
  const last = days.length - 1;
  const key = JSON.stringify(days);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    const rows: typeof days = JSON.parse(key);
    loadUplot()
      .then((UPlot) => {
        const box = boxRef.current;
        if (cancelled || !box) return;
        const width = Math.max(200, box.clientWidth);
        const options = chartOptions({
          width,
          locale,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          stepped: UPlot.paths.stepped,
          lastDay: to,
          // The extra midnight that closes the last day is that day.
          onDay: (index) => setDay(index === null ? null : Math.min(index, rows.length - 1)),
        });
        chartRef.current = new UPlot(options, chartData(rows), box);
        observer = new ResizeObserver(() => {
          const next = Math.max(200, box.clientWidth);
          chartRef.current?.setSize({ width: next, height: chartHeight(next) });
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
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [key, locale, to]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(event.key, day, last);
    if (next === null || last < 0) return;
    event.preventDefault();
    setDay(next);
    const chart = chartRef.current;
    const x = chart?.data[0][next];
    if (chart && x !== undefined) {
      chart.setCursor({ left: chart.valToPos(x, 'x'), top: chart.bbox.height / 2 }, false);
    }
  };

  const shown = day === null ? undefined : days[day];
  /** A day's figures as one sentence (the slider's value text and the line under the chart). */
  const dayText = (row: (typeof days)[number]) =>
    `${formatDay(row.day, locale)}: ${FUNNEL_STEPS.map(
      (step) => `${step.label} ${formatDecimal(row[step.key], 0, locale)}`,
    ).join(', ')}`;
  const focused = days[day ?? last];
  if (failed) return null;
  return (
    <figure className={styles.chartFigure}>
      <ul className={styles.legend}>
        {FUNNEL_STEPS.map((step) => (
          <li key={step.key}>
            <span className={styles.swatch} style={{ background: STEP_COLORS[step.key] }} />
            {step.label}
            {step.key === 'submits' || step.key === 'won' ? (
              <span className={styles.muted}>
                {' '}
                {i18n._({ id: 'dealers.chart.rightAxis', message: '(right axis)' })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div
        ref={boxRef}
        className={styles.chart}
        // A slider over the days: ←/→, Home and End move it, and its value text (the day's
        // figures) is read out at each move.
        role="slider"
        tabIndex={0}
        aria-label={i18n._({
          id: 'dealers.chart.label',
          message: 'Funnel per day, {from} to {to}. Arrow keys move from day to day.',
          values: { from: formatDay(from, locale), to: formatDay(to, locale) },
        })}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, last)}
        aria-valuenow={day ?? Math.max(0, last)}
        aria-valuetext={focused ? dayText(focused) : undefined}
        onKeyDown={onKeyDown}
        onBlur={() => setDay(null)}
      />
      <figcaption id="funnel-chart-day" className={styles.chartDay}>
        {shown ? (
          <>
            <strong>
              <time dateTime={shown.day}>{formatDay(shown.day, locale)}</time>:
            </strong>{' '}
            {FUNNEL_STEPS.map((step, index) => (
              <span key={step.key} className={styles.chartDayValue}>
                {index > 0 ? ' · ' : ''}
                {step.label} {formatDecimal(shown[step.key], 0, locale)}
              </span>
            ))}
          </>
        ) : (
          <span className={styles.muted}>
            {i18n._({
              id: 'dealers.chart.hint',
              message:
                'Point at a day, or focus the chart and use the arrow keys, to read its figures.',
            })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
