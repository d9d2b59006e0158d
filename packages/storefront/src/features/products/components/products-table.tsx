import { EQUIPMENT_CATEGORY_LABELS } from '@liftline/sdk';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import type { ProductSummary } from '../api/product-types';
import { formatDate, priceLines } from '../format';
import { StatusBadge } from './status-badge';
import styles from './products-page.module.scss';

interface ProductsTableProps {
  products: readonly ProductSummary[];
  /** Null without `products.manage` (no delete buttons). */
  onDelete: ((product: ProductSummary) => void) | null;
  caption: string;
}

/** The product rows in a `DataTable` (as tall as its rows, sticky headers, cards when narrow). */
export function ProductsTable({ products, onDelete, caption }: ProductsTableProps) {
  return (
    <DataTable placement="page" columns="many" caption={caption}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Stock no.</th>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col">Price</th>
          <th scope="col">Updated</th>
          {onDelete ? (
            <th scope="col" data-label="">
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <th scope="row" className={styles.titleCell}>
              <PrefetchLink href={paths.product.getHref(product.id)}>{product.title}</PrefetchLink>
              <span className={styles.sub}>
                {product.make} {product.model} · {String(product.year)}
              </span>
            </th>
            <td className={styles.nowrap}>{product.stock_number}</td>
            <td>{EQUIPMENT_CATEGORY_LABELS[product.category]}</td>
            <td>
              <StatusBadge status={product.status} />
            </td>
            <td className={styles.nowrap}>
              {priceLines(product).map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </td>
            <td className={styles.nowrap}>
              <time dateTime={product.updated_at}>{formatDate(product.updated_at)}</time>
            </td>
            {onDelete ? (
              <td>
                <button
                  type="button"
                  className={buttonClass('outline', styles.small)}
                  onClick={() => onDelete(product)}
                  aria-label={`Delete ${product.title}`}
                >
                  Delete
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
