import { useLingui } from '@lingui/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link, useLocation } from 'wouter';
import { useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { formatDayOfMonth, formatDayRange, formatDay } from '@/utils/format';
import { translate } from '@/utils/translate';
import { barHref, barLabel, barText, weekdayOf } from '../planner-labels';
import {
  barsOnDay,
  placeBars,
  unitsTaken,
  type PlacedBar,
  type PlannerUnit,
} from '../planner-layout';
import { isSelected, moveCell, type Cell, type DaySelection } from '../planner-selection';
import styles from './planner.module.scss';

const messages = {
  grid: /*i18n*/ { id: 'planner.grid.label', message: 'Fleet planner, {days}' },
  unit: /*i18n*/ { id: 'planner.grid.unit', message: 'Unit' },
  today: /*i18n*/ { id: 'planner.grid.today', message: '{day} (today)' },
  todayShort: /*i18n*/ { id: 'planner.grid.todayShort', message: 'Today' },
  fleet: /*i18n*/ { id: 'planner.grid.fleet', message: 'fleet of {count}' },
  taken: /*i18n*/ { id: 'planner.list.taken', message: '{taken} of {fleet} taken' },
};

/** Row geometry: a lane of bars and the row's padding (px); the row is at least `ROW_MIN`. */
export const LANE_HEIGHT = 28;
const ROW_PADDING = 10;
const ROW_MIN = 44;
const HEADER_HEIGHT = 48;
export const rowHeight = (lanes: number) => Math.max(ROW_MIN, lanes * LANE_HEIGHT + ROW_PADDING);

interface PlacedUnit {
  unit: PlannerUnit;
  placed: PlacedBar[];
  lanes: number;
}

export interface PlannerGridProps {
  units: readonly PlannerUnit[];
  days: readonly string[];
  today: string;
  /** Holds may be made (the `bookings` permission rules: `leads.manage`). */
  canHold: boolean;
  /** The days selected on a row, confirmed: ask for the hold. */
  onSelect: (unit: PlannerUnit, first: number, last: number) => void;
  /** A sentence for the status line (e.g. why a selection was refused). */
  onNotice: (message: string) => void;
}

const cellId = (grid: string, { row, column }: Cell) => `${grid}-r${row}-c${column}`;

/** `data-row` / `data-column` of the cell under an event's target. */
function cellOf(target: EventTarget | null): Cell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-column]') : null;
  if (!element) return null;
  return { row: Number(element.dataset.row), column: Number(element.dataset.column) };
}

const Bar = memo(function Bar({ placed, unitId }: { placed: PlacedBar; unitId: number }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const { bar, first, last, startsBefore, endsAfter, lane } = placed;
  const href = barHref(bar, unitId);
  const className = [
    styles.bar,
    styles[`bar-${bar.kind}`],
    startsBefore ? styles.startsBefore : '',
    endsAfter ? styles.endsAfter : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { '--span': last - first + 1, '--lane': lane } as CSSProperties;
  const label = barLabel(i18n, bar, tag);
  const text = <span className={styles.barText}>{barText(i18n, bar)}</span>;
  // Out of the Tab order: the grid's keys reach it (Enter on a day it covers), a pointer clicks it.
  return href ? (
    <Link
      href={rootHref(href)}
      className={className}
      style={style}
      aria-label={label}
      title={label}
      tabIndex={-1}
      data-bar={bar.kind}
    >
      {text}
    </Link>
  ) : (
    <span className={className} style={style} aria-label={label} title={label} data-bar={bar.kind}>
      {text}
    </span>
  );
});

interface RowProps {
  index: number;
  item: PlacedUnit;
  days: readonly string[];
  todayColumn: number;
  gridId: string;
  active: Cell;
  selection: DaySelection | null;
  top: number;
  height: number;
}

const Row = memo(function Row({
  index,
  item,
  days,
  todayColumn,
  gridId,
  active,
  selection,
  top,
  height,
}: RowProps) {
  const { i18n } = useLingui();
  const { unit, placed } = item;
  const byColumn = useMemo(() => {
    const starts = new Map<number, PlacedBar[]>();
    for (const bar of placed) starts.set(bar.first, [...(starts.get(bar.first) ?? []), bar]);
    return starts;
  }, [placed]);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.row}
      style={{ transform: `translateY(${top}px)`, height }}
    >
      <div role="rowheader" className={styles.unitCell}>
        <span className={styles.unitTitle} title={unit.title}>
          {unit.title}
        </span>
        <span className={styles.unitFleet}>
          {translate(i18n, messages.fleet, { count: unit.fleet })}
        </span>
      </div>
      {days.map((day, column) => {
        const selected = isSelected(selection, index, column);
        const isActive = active.row === index && active.column === column;
        const taken = unitsTaken(placed, column);
        const className = [
          styles.cell,
          column === todayColumn ? styles.todayCell : '',
          selected ? styles.selected : '',
          taken >= unit.fleet ? styles.full : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div
            key={day}
            id={cellId(gridId, { row: index, column })}
            role="gridcell"
            aria-selected={selected || undefined}
            tabIndex={isActive ? 0 : -1}
            className={className}
            data-row={index}
            data-column={column}
          >
            {/* Its row and column headers name the unit and day; the cell says how many are taken. */}
            <span className="visually-hidden">
              {translate(i18n, messages.taken, { taken, fleet: unit.fleet })}
            </span>
            {byColumn.get(column)?.map((bar) => (
              <Bar
                key={`${bar.bar.kind}-${bar.bar.booking_id}-${bar.bar.request_id ?? ''}`}
                placed={bar}
                unitId={unit.id}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
});

/**
 * The wide planner: units as rows (virtualised: only the rows in view and a few more are in the
 * page), days as columns, bars placed by their days. A grid for assistive technology (APG grid
 * pattern): one cell in the Tab order, arrow keys, Home/End, Page Up/Down move it; Space (or
 * Enter on a free day) starts a selection of days on the row, arrows extend it, Space or Enter
 * again asks for the hold, Escape drops it; Enter on a booked day opens its bar. A pointer drags
 * over days, or clicks the first then the last.
 */
export function PlannerGrid({ units, days, today, canHold, onSelect, onNotice }: PlannerGridProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const rootHref = useRootHref();
  const [, navigate] = useLocation();
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusWithin = useRef(false);
  const from = days[0] ?? today;
  const todayColumn = days.indexOf(today);

  const rows = useMemo(
    () => units.map((unit) => ({ unit, ...placeBars(unit.bars, from, days.length) })),
    [units, from, days.length],
  );

  const [active, setActive] = useState<Cell>({ row: 0, column: Math.max(0, todayColumn) });
  const [selection, setSelection] = useState<DaySelection | null>(null);
  // A new range or new filters: the active cell stays inside the grid.
  const maxRow = Math.max(0, rows.length - 1);
  const current: Cell = {
    row: Math.min(active.row, maxRow),
    column: Math.min(active.column, days.length - 1),
  };

  // The virtualizer's functions are read in this render only; no memoised child receives them.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]?.lanes ?? 1),
    overscan: 6,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: UNMEASURED_RECT,
    // A scroller not laid out (no height yet, or a test's DOM without layout) shows the rows that
    // a usual screen would, not none.
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : UNMEASURED_RECT)),
  });

  // The first rows on screen with their data: a mark for `npm run bench` (first paint of a month).
  const marked = useRef(false);
  useLayoutEffect(() => {
    if (!marked.current && rows.length > 0) {
      marked.current = true;
      // After the frame that paints them (a task queued from the frame's callback runs after it).
      requestAnimationFrame(() => setTimeout(() => performance.mark('planner:rows'), 0));
    }
  }, [rows.length]);

  // Focus follows the active cell while the grid has it (its row may have just been rendered).
  useEffect(() => {
    if (!focusWithin.current) return;
    document.getElementById(cellId(gridId, current))?.focus({ preventScroll: false });
  });

  const finish = useCallback(
    (done: DaySelection) => {
      const first = Math.min(done.anchor, done.focus);
      const last = Math.max(done.anchor, done.focus);
      setSelection(null);
      const unit = rows[done.row]?.unit;
      if (!unit) return;
      if (todayColumn === -1 ? days[first]! < today : first < todayColumn) {
        onNotice(i18n._({ id: 'planner.past', message: 'A hold starts today or later.' }));
        return;
      }
      onSelect(unit, first, last);
    },
    [rows, todayColumn, days, today, onNotice, onSelect, i18n],
  );

  const startOn = (cell: Cell, dragging: boolean): DaySelection | null => {
    if (!canHold) return null;
    if (days[cell.column]! < today) {
      onNotice(i18n._({ id: 'planner.past', message: 'A hold starts today or later.' }));
      return null;
    }
    return { row: cell.row, anchor: cell.column, focus: cell.column, dragging };
  };

  const moveTo = (next: Cell) => {
    setActive(next);
    virtualizer.scrollToIndex(next.row, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
      return;
    }
    if (key === ' ' || key === 'Enter') {
      if (selection) {
        event.preventDefault();
        finish({ ...selection, focus: current.column });
        return;
      }
      const covering = barsOnDay(rows[current.row]?.placed ?? [], current.column);
      if (key === 'Enter' && covering.length > 0) {
        event.preventDefault();
        const href = barHref(covering[0]!.bar, rows[current.row]!.unit.id);
        if (href) navigate(rootHref(href));
        return;
      }
      event.preventDefault();
      setSelection(startOn(current, false));
      return;
    }
    const next = moveCell(current, key, {
      rows: rows.length,
      columns: days.length,
      ctrl: event.ctrlKey || event.metaKey,
    });
    if (!next) return;
    event.preventDefault();
    if (next.row !== current.row) {
      setSelection(null);
    } else if (selection) {
      setSelection({ ...selection, focus: next.column });
    } else if (event.shiftKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      const started = startOn(current, false);
      setSelection(started && { ...started, focus: next.column });
    }
    moveTo(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('[data-bar]')) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    setActive(cell);
    if (selection && !selection.dragging && selection.row === cell.row) {
      // The second click: the last day.
      finish({ ...selection, focus: cell.column });
      return;
    }
    setSelection(startOn(cell, true));
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (!selection?.dragging) return;
    const cell = cellOf(event.target);
    if (cell && cell.row === selection.row && cell.column !== selection.focus) {
      setSelection({ ...selection, focus: cell.column });
      setActive(cell);
    }
  };

  const onPointerUp = () => {
    if (!selection?.dragging) return;
    if (selection.focus !== selection.anchor) finish(selection);
    // One day clicked: it is the first; a click on another day of the row is the last.
    else setSelection({ ...selection, dragging: false });
  };

  const items = virtualizer.getVirtualItems();
  const style = { '--days': days.length } as CSSProperties;
  return (
    <div ref={scrollRef} className={styles.scroller}>
      <div
        role="grid"
        // Not in the Tab order: one of its cells is (roving tabindex, the APG grid pattern).
        tabIndex={-1}
        aria-label={translate(i18n, messages.grid, {
          days: formatDayRange(days[0]!, days[days.length - 1]!, tag),
        })}
        aria-rowcount={rows.length + 1}
        aria-colcount={days.length + 1}
        aria-readonly={!canHold || undefined}
        aria-multiselectable={canHold || undefined}
        className={styles.grid}
        style={style}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onPointerUp={onPointerUp}
        onFocus={() => (focusWithin.current = true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            focusWithin.current = false;
        }}
      >
        <div role="rowgroup" className={styles.head}>
          <div role="row" aria-rowindex={1} className={styles.headRow}>
            <div role="columnheader" className={styles.unitHead}>
              {i18n._(messages.unit)}
            </div>
            {days.map((day, column) => {
              const weekday = weekdayOf(day, tag);
              const isToday = column === todayColumn;
              return (
                <div
                  key={day}
                  role="columnheader"
                  aria-label={
                    isToday
                      ? translate(i18n, messages.today, { day: formatDay(day, tag) })
                      : formatDay(day, tag)
                  }
                  aria-current={isToday ? 'date' : undefined}
                  className={isToday ? `${styles.dayHead} ${styles.todayHead}` : styles.dayHead}
                >
                  <span className={styles.weekday}>
                    {isToday ? i18n._(messages.todayShort) : weekday}
                  </span>
                  <span className={styles.dayNumber}>{formatDayOfMonth(day)}</span>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((virtual) => (
            <Row
              key={rows[virtual.index]!.unit.id}
              index={virtual.index}
              item={rows[virtual.index]!}
              days={days}
              todayColumn={todayColumn}
              gridId={gridId}
              active={current.row === virtual.index ? current : NO_CELL}
              selection={selection?.row === virtual.index ? selection : null}
              top={virtual.start}
              height={virtual.size}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The size assumed for a scroller that has none yet. */
const UNMEASURED_RECT = { width: 1200, height: 640 };

/** The active cell of rows without it (a constant, so their memoised rows stay as they are). */
const NO_CELL: Cell = { row: -1, column: -1 };
