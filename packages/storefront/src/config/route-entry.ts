/** What one entry of the route table (paths.ts) declares about a page. */

import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType };

/** The checks a page runs before it shows, in order ("middleware"). */
export type GuardName = 'authenticated' | 'verified' | 'platform-admin';

export interface RouteEntry<
  Href extends (...args: never[]) => string = (...args: never[]) => string,
> {
  /** The absolute path pattern (`/equipment/:equipment_id`). */
  path: string;
  getHref: Href;
  /** The page's module, loaded when the page is first visited or a link to it is hovered. */
  load: () => Promise<PageModule>;
  /**
   * `auth`: the bare authentication layout; default: the header and footer; `account`: the
   * header and footer around the back office's frame (its grouped navigation beside the page).
   */
  layout?: 'default' | 'auth' | 'account';
  guards?: readonly GuardName[];
  /** Without it, the 403 page naming it. */
  permission?: string;
  /**
   * The page's title (document title and heading), when it does not depend on the data: a
   * message (`/*i18n*\/ { id: 'route.<name>.title', message }`), translated where it is shown.
   */
  title?: MessageDescriptor;
  /** The page's meta description (prerendered pages), a message likewise. */
  description?: MessageDescriptor;
  /** The page's link in breadcrumb trails, under its parent's (Home is always first). */
  breadcrumb?: { name: MessageDescriptor; parent?: string };
  /**
   * Sent as HTML built at build time (public pages, the same for every visitor): the page module's
   * source path, whose chunk and CSS the built page links (the build fails if it is not `load`'s).
   */
  prerender?: string;
  /**
   * A page with parameters whose HTML the server writes per request (a unit, a branch): the build
   * makes it a shell of its own that links this module's chunks (modulepreload) and CSS from the
   * head, so the page's code downloads with the HTML instead of after the app has started.
   */
  shell?: string;
  /**
   * The server renders this shell page's body with its data (a unit's page): its shell then starts
   * the app after the first paint, as a prerendered page does, instead of preloading its code.
   */
  serverRendered?: boolean;
  /**
   * A public page search engines should list: the build writes these pages' paths (those without
   * parameters) to `dist/indexable-pages.json` for the server's sitemap. Pages with parameters
   * (a unit, a branch) are listed by the server from its data.
   */
  indexable?: boolean;
}

/** An entry of the route table, typed by its `getHref`. */
export const route = <Href extends (...args: never[]) => string>(entry: RouteEntry<Href>) => entry;
