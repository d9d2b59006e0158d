import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PlusIcon, SearchIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import type { ProductListQuery } from '../api/products-api';
import { PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, isProductStatus } from '../api/product-types';
import { newProductHref } from '../product-links';
import { productsHref } from '../products-url';
import { REASONS } from './permission-reasons';
import styles from './products-page.module.scss';

interface ProductsToolbarProps {
  query: ProductListQuery;
  canManage: boolean;
}

/** Search and status filter (both in the URL), and "New product". */
export function ProductsToolbar({ query, canManage }: ProductsToolbarProps) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(query.q ?? '');
  const searchId = useId();
  const statusId = useId();
  const reasonId = useId();

  const go = (next: ProductListQuery) => navigate(`~${productsHref({ ...next, page: 1 })}`);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text, status: query.status });
  };

  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.search} onSubmit={onSubmit} aria-label="Products">
        <div className={styles.searchField}>
          <label htmlFor={searchId} className={formStyles.label}>
            Search
          </label>
          <input
            id={searchId}
            type="search"
            className={formStyles.control}
            placeholder="Title, stock no., make or model"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={styles.statusField}>
          <label htmlFor={statusId} className={formStyles.label}>
            Status
          </label>
          <select
            id={statusId}
            className={formStyles.control}
            value={query.status ?? ''}
            onChange={(event) =>
              go({
                q: text,
                status: isProductStatus(event.target.value) ? event.target.value : undefined,
              })
            }
          >
            <option value="">Any status</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('outline')}>
          <SearchIcon />
          Search
        </button>
      </form>
      <div className={styles.create}>
        {canManage ? (
          <PrefetchLink href={newProductHref()} className={buttonClass('primary')}>
            <PlusIcon />
            New product
          </PrefetchLink>
        ) : (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled
              aria-describedby={reasonId}
            >
              <PlusIcon />
              New product
            </button>
            <p id={reasonId} className={styles.reason}>
              {REASONS.manageProducts}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
