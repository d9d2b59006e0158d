import { describe, expect, it } from 'vitest';
import { holdDates, isSelected, moveCell } from './planner-selection';

const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

describe('a selection of days', () => {
  it('gives the hold its first and last day, whichever way it was made', () => {
    expect(holdDates(DAYS, { anchor: 1, focus: 3 })).toEqual({
      start_date: '2026-12-02',
      end_date: '2026-12-04',
    });
    expect(holdDates(DAYS, { anchor: 3, focus: 1 })).toEqual({
      start_date: '2026-12-02',
      end_date: '2026-12-04',
    });
    expect(holdDates(DAYS, { anchor: 4, focus: 4 })).toEqual({
      start_date: '2026-12-05',
      end_date: '2026-12-05',
    });
  });

  it('covers its days on its own row only', () => {
    const selection = { row: 2, anchor: 3, focus: 1, dragging: false };
    expect([0, 1, 2, 3, 4].map((column) => isSelected(selection, 2, column))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isSelected(selection, 1, 2)).toBe(false);
    expect(isSelected(null, 2, 2)).toBe(false);
  });
});

describe('keyboard moves in the grid', () => {
  const size = { rows: 30, columns: 14 };
  const at = { row: 5, column: 6 };

  it('arrows move one cell and stop at the edges', () => {
    expect(moveCell(at, 'ArrowLeft', size)).toEqual({ row: 5, column: 5 });
    expect(moveCell(at, 'ArrowRight', size)).toEqual({ row: 5, column: 7 });
    expect(moveCell(at, 'ArrowUp', size)).toEqual({ row: 4, column: 6 });
    expect(moveCell(at, 'ArrowDown', size)).toEqual({ row: 6, column: 6 });
    expect(moveCell({ row: 0, column: 0 }, 'ArrowUp', size)).toEqual({ row: 0, column: 0 });
    expect(moveCell({ row: 0, column: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, column: 0 });
    expect(moveCell({ row: 29, column: 13 }, 'ArrowDown', size)).toEqual({ row: 29, column: 13 });
    expect(moveCell({ row: 29, column: 13 }, 'ArrowRight', size)).toEqual({ row: 29, column: 13 });
  });

  it('Home / End go to the row’s first / last day, with Ctrl to the first / last unit too', () => {
    expect(moveCell(at, 'Home', size)).toEqual({ row: 5, column: 0 });
    expect(moveCell(at, 'End', size)).toEqual({ row: 5, column: 13 });
    expect(moveCell(at, 'Home', { ...size, ctrl: true })).toEqual({ row: 0, column: 0 });
    expect(moveCell(at, 'End', { ...size, ctrl: true })).toEqual({ row: 29, column: 13 });
  });

  it('Page Up / Page Down move ten units; other keys do not move', () => {
    expect(moveCell(at, 'PageDown', size)).toEqual({ row: 15, column: 6 });
    expect(moveCell(at, 'PageUp', size)).toEqual({ row: 0, column: 6 });
    expect(moveCell(at, 'a', size)).toBeNull();
    expect(moveCell(at, 'Tab', size)).toBeNull();
  });
});
