import type { KeyValueStorage } from './storage';

/** Most lines one quote request may hold (the API refuses more). */
export const QUOTE_LIST_MAX_LINES = 50;

/** Storage key of the visitor's quote list: `{product}_quote_list` (JSON, `{ v: 1, lines }`). */
export function quoteListKey(productKey: string): string {
  return `${productKey}_quote_list`;
}

/** One line of a quote list: a unit, rent or buy, how many, and for rent the dates (ISO days). */
export interface QuoteLine {
  equipment_id: number;
  mode: 'rent' | 'buy';
  quantity: number;
  start_date?: string;
  end_date?: string;
  /** What the list shows without asking the API (the unit's title when it was added). */
  title?: string;
}

/**
 * Announced on `events` after every change, so that every list on the page (the storefront's and
 * the widgets' bundles each have one) hears it; other tabs hear the `storage` event.
 */
export const QUOTE_LIST_UPDATED_EVENT = 'quote-list-updated';

/** Where changes are announced and heard: `window` in browsers. */
export interface QuoteListEvents {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isLine(value: unknown): value is QuoteLine {
  const line = value as Partial<QuoteLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.equipment_id) &&
    line.equipment_id! > 0 &&
    (line.mode === 'rent' || line.mode === 'buy') &&
    Number.isInteger(line.quantity) &&
    line.quantity! > 0 &&
    [line.start_date, line.end_date].every((day) => day === undefined || ISO_DAY.test(day)) &&
    (line.title === undefined || typeof line.title === 'string')
  );
}

/**
 * A stored quote list's lines (the JSON under `{product}_quote_list`): content that is not a list
 * reads as no lines, malformed lines are dropped.
 */
export function parseQuoteLines(raw: string | null): QuoteLine[] {
  try {
    const stored = JSON.parse(raw ?? 'null') as { v?: number; lines?: unknown };
    return stored?.v === 1 && Array.isArray(stored.lines)
      ? stored.lines.filter(isLine).slice(0, QUOTE_LIST_MAX_LINES)
      : [];
  } catch {
    return [];
  }
}

/** Lines are one per unit and mode: adding the same unit to rent twice is one line. */
const sameLine = (a: QuoteLine, b: Pick<QuoteLine, 'equipment_id' | 'mode'>) =>
  a.equipment_id === b.equipment_id && a.mode === b.mode;

/**
 * The visitor's quote list, kept in storage so it survives reloads and is the same in every tab
 * and in every part of a page that uses this module (the storefront and the widgets on one origin
 * share it through the key). Stored content that is not a list of lines reads as an empty list;
 * malformed lines are dropped. Listeners hear every change: without `events` (Node) those of this
 * store; with `events` (a browser's `window`) those of every store on the page and in other tabs.
 */
export function createQuoteList(
  storage: KeyValueStorage,
  productKey: string,
  events?: QuoteListEvents,
) {
  const key = quoteListKey(productKey);
  const listeners = new Set<(lines: QuoteLine[]) => void>();

  const load = (): QuoteLine[] => parseQuoteLines(storage.getItem(key));

  function save(lines: QuoteLine[]): QuoteLine[] {
    if (lines.length) storage.setItem(key, JSON.stringify({ v: 1, lines }));
    else storage.removeItem(key);
    if (events) events.dispatchEvent(new Event(QUOTE_LIST_UPDATED_EVENT));
    else for (const listener of listeners) listener(lines);
    return lines;
  }

  return {
    key,
    load,
    /**
     * Adds a line, or updates the unit's line in that mode (its quantity and dates). Refused
     * (false) when the line is malformed or the list is full.
     */
    add(line: QuoteLine): boolean {
      if (!isLine(line)) return false;
      const lines = load();
      const index = lines.findIndex((existing) => sameLine(existing, line));
      if (index < 0 && lines.length >= QUOTE_LIST_MAX_LINES) return false;
      if (index < 0) lines.push(line);
      else lines[index] = line;
      save(lines);
      return true;
    },
    /** Changes a line's quantity, dates or mode; false when there is no such line or it would be malformed. */
    update(target: Pick<QuoteLine, 'equipment_id' | 'mode'>, changes: Partial<QuoteLine>): boolean {
      const lines = load();
      const index = lines.findIndex((line) => sameLine(line, target));
      const changed = { ...lines[index]!, ...changes, equipment_id: target.equipment_id };
      if (index < 0 || !isLine(changed)) return false;
      lines[index] = changed;
      // A line switched to the mode of another line of the same unit takes its place.
      save(lines.filter((line, at) => at === index || !sameLine(line, changed)));
      return true;
    },
    remove(target: Pick<QuoteLine, 'equipment_id' | 'mode'>): void {
      save(load().filter((line) => !sameLine(line, target)));
    },
    /** Replaces the whole list (e.g. "request again"); malformed lines are dropped. */
    replace(lines: QuoteLine[]): void {
      save(lines.filter(isLine).slice(0, QUOTE_LIST_MAX_LINES));
    },
    clear(): void {
      save([]);
    },
    /** Calls `listener` with the lines after every change, here or in another tab; returns the unsubscribe. */
    subscribe(listener: (lines: QuoteLine[]) => void): () => void {
      listeners.add(listener);
      const onChange = (event: Event) => {
        const changed = (event as Event & { key?: string | null }).key;
        if (event.type !== 'storage' || changed === key || changed === null) listener(load());
      };
      events?.addEventListener('storage', onChange);
      events?.addEventListener(QUOTE_LIST_UPDATED_EVENT, onChange);
      return () => {
        listeners.delete(listener);
        events?.removeEventListener('storage', onChange);
        events?.removeEventListener(QUOTE_LIST_UPDATED_EVENT, onChange);
      };
    },
  };
}

export type QuoteList = ReturnType<typeof createQuoteList>;
