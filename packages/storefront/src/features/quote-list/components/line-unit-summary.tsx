import type { Equipment, QuoteLine } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { Picture } from '@/components/ui/picture/picture';
import { paths } from '@/config/paths';
import { translate } from '@/utils/translate';
import styles from './quote-list.module.scss';

const messages = {
  unit: /*i18n*/ { id: 'quoteList.line.unit', message: 'Unit {id}' },
  branchMeta: /*i18n*/ {
    id: 'quoteList.line.branchMeta',
    message: '{branch} · {city}, {state} · Stock {stock}',
  },
  noBranchMeta: /*i18n*/ {
    id: 'quoteList.line.noBranchMeta',
    message: 'Branch to be confirmed · Stock {stock}',
  },
};

/** The unit's picture, title (a link to its page), branch and stock number. */
export function UnitSummary({
  line,
  unit,
  titleId,
}: {
  line: QuoteLine;
  unit: Equipment | undefined;
  titleId: string;
}) {
  const { i18n } = useLingui();
  const Icon = unit ? CATEGORY_ICONS[unit.category] : null;
  const branch = unit?.branch;
  return (
    <div className={styles.unit}>
      <div className={styles.thumb}>
        {unit?.image_url ? (
          <Picture
            src={unit.image_url}
            alt=""
            sources={unit.image_sources}
            sizes="96px"
            width={unit.image_width ?? 640}
            height={unit.image_height ?? 480}
          />
        ) : Icon ? (
          <Icon size={40} />
        ) : null}
      </div>
      <div className={styles.unitText}>
        <h3 id={titleId} className={styles.unitTitle}>
          <PrefetchLink href={paths.equipmentDetail.getHref(line.equipment_id)}>
            {unit?.title ?? line.title ?? translate(i18n, messages.unit, { id: line.equipment_id })}
          </PrefetchLink>
        </h3>
        {unit ? (
          <p className={styles.unitMeta}>
            {branch
              ? translate(i18n, messages.branchMeta, {
                  branch: branch.name,
                  city: branch.city,
                  state: branch.state,
                  stock: unit.stock_number,
                })
              : translate(i18n, messages.noBranchMeta, { stock: unit.stock_number })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
