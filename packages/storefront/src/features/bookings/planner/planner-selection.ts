/** A cell of the planner's grid: a unit's row (0 = the first unit) and a day's column. */
export interface Cell {
  row: number;
  column: number;
}

/**
 * Days being selected on one row for a hold: where the selection began (`anchor`) and where it is
 * now (`focus`), either way round. `dragging` while a pointer is down.
 */
export interface DaySelection {
  row: number;
  anchor: number;
  focus: number;
  dragging: boolean;
}

/** The hold's days for a selection on `days` (both held): the earlier column first. */
export function holdDates(
  days: readonly string[],
  selection: Pick<DaySelection, 'anchor' | 'focus'>,
): { start_date: string; end_date: string } {
  const first = Math.min(selection.anchor, selection.focus);
  const last = Math.max(selection.anchor, selection.focus);
  return { start_date: days[first]!, end_date: days[last]! };
}

/** Whether a selection covers the column. */
export const isSelected = (selection: DaySelection | null, row: number, column: number) =>
  selection !== null &&
  selection.row === row &&
  column >= Math.min(selection.anchor, selection.focus) &&
  column <= Math.max(selection.anchor, selection.focus);

/** The rows a Page Up / Page Down moves by. */
export const PAGE_ROWS = 10;

/**
 * Where a key moves the active cell in a grid of `rows` × `columns` (the grid pattern of WAI-ARIA
 * APG): arrows by one cell, Home / End to the row's first / last day (with Ctrl: the first / last
 * unit too), Page Up / Page Down by ten units. `null` for a key that does not move.
 */
export function moveCell(
  cell: Cell,
  key: string,
  { rows, columns, ctrl = false }: { rows: number; columns: number; ctrl?: boolean },
): Cell | null {
  const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));
  const to = (row: number, column: number) => ({
    row: clamp(row, rows),
    column: clamp(column, columns),
  });
  switch (key) {
    case 'ArrowLeft':
      return to(cell.row, cell.column - 1);
    case 'ArrowRight':
      return to(cell.row, cell.column + 1);
    case 'ArrowUp':
      return to(cell.row - 1, cell.column);
    case 'ArrowDown':
      return to(cell.row + 1, cell.column);
    case 'Home':
      return to(ctrl ? 0 : cell.row, 0);
    case 'End':
      return to(ctrl ? rows - 1 : cell.row, columns - 1);
    case 'PageUp':
      return to(cell.row - PAGE_ROWS, cell.column);
    case 'PageDown':
      return to(cell.row + PAGE_ROWS, cell.column);
    default:
      return null;
  }
}
