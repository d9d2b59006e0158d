// Types of bench/widget-pages.mjs for the TypeScript e2e specs that import it.
import type { Browser, Locator, Page } from '@playwright/test';

export interface ScriptSizes {
  scripts: { url: string; gzip: number }[];
  totalGzip: number;
}

export declare const WIDGET_PAGE_BUDGETS: { idle: number; dialog: number; list: number };

export declare function recordScripts(page: Page): {
  quiet(timeoutMs?: number): Promise<void>;
  scripts(): Promise<ScriptSizes>;
};
export declare function layoutShift(page: Page): Promise<number>;
export declare function unitQuoteButton(page: Page): Locator;
export declare function unitPageIdle(page: Page, url: string): Promise<ScriptSizes>;
export declare function unitPageWithDialog(page: Page, url: string): Promise<ScriptSizes>;
export declare function inventoryWithList(
  page: Page,
  url: string,
  count?: number,
): Promise<ScriptSizes>;
export declare function layoutShiftWhileLoading(page: Page, url: string): Promise<{ cls: number }>;
export declare const CLS_WIDTHS: number[];
export declare function measureWidgetPages(
  browser: Browser,
  dealerOrigin: string,
): Promise<{
  idle: ScriptSizes;
  dialog: ScriptSizes;
  list: ScriptSizes;
  cls: { page: string; width: number; cls: number }[];
}>;
export declare function describeScripts(sizes: ScriptSizes, budget: number): string;
