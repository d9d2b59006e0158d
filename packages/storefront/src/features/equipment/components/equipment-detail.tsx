import { enumLabels, offeredModes } from '@liftline/sdk';
import type { Branch, Equipment, LocatedBranch } from '@liftline/sdk';
import { RequestQuote } from '@liftline/widgets';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { AddToQuoteButton } from '@/components/quote-list/add-to-quote-button';
import { PRODUCT_KEY } from '@/config/env';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';
import { galleryItems, primaryIndex } from '../lib/gallery-items';
import { BranchAvailability } from './branch-availability';
import { EquipmentGallery } from './equipment-gallery';
import { EquipmentPricing } from './equipment-pricing';
import { EquipmentSpecs } from './equipment-specs';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
import styles from './equipment-detail.module.scss';

/** The unit page's first breadcrumb, the catalog (shared with the page's loading frame). */
export const EQUIPMENT_CRUMB = /*i18n*/ { id: 'unit.breadcrumb.equipment', message: 'Equipment' };

/** The branch to write to about a unit: the one holding it, else the visitor's saved branch. */
export type ContactBranch = Pick<Branch, 'id' | 'name' | 'city' | 'state'>;

/** Renders the "Contact branch" action for a unit (the app composes it from the contact feature). */
export type ContactSlot = (context: {
  equipment: Equipment;
  branch: ContactBranch | null;
}) => ReactNode;

interface EquipmentDetailProps {
  equipment: Equipment;
  savedBranch: LocatedBranch | null;
  renderContact?: ContactSlot | undefined;
}

/**
 * "Add to quote" for the multi-unit quote list: one button, or one per mode when the unit is both
 * for rent and for sale.
 */
function QuoteListActions({ equipment }: { equipment: Equipment }) {
  const modes = offeredModes(equipment);
  if (!modes.length) return null;
  return (
    <div className={styles.quoteList}>
      {modes.length === 1 ? (
        <AddToQuoteButton equipment={equipment} />
      ) : (
        modes.map((mode) => <AddToQuoteButton key={mode} equipment={equipment} mode={mode} />)
      )}
    </div>
  );
}

/** A loaded unit: gallery, price and availability with the quote and contact actions, description and specs. */
export function EquipmentDetail({ equipment, savedBranch, renderContact }: EquipmentDetailProps) {
  const { i18n } = useLingui();
  const user = useUser();
  const client = useApiClient();
  const items = galleryItems(equipment, i18n);
  const categoryLabel = enumLabels(i18n.locale).EQUIPMENT_CATEGORY[equipment.category];
  const contactBranch: ContactBranch | null = equipment.branch ?? savedBranch;

  return (
    <ContentLayout
      title={equipment.title}
      breadcrumbs={[
        { name: i18n._(EQUIPMENT_CRUMB), path: paths.equipment.getHref() },
        { name: categoryLabel, path: paths.equipment.getHref({ category: equipment.category }) },
        { name: equipment.title, path: paths.equipmentDetail.getHref(equipment.id) },
      ]}
    >
      <div className={styles.top}>
        {/* The page hydrates in parts, a task each (components/hydrate-later). */}
        <HydrateLater>
          <EquipmentGallery
            title={equipment.title}
            category={equipment.category}
            items={items}
            primary={primaryIndex(equipment, items)}
          />
        </HydrateLater>
        <div className={styles.summary}>
          <EquipmentPricing equipment={equipment} />
          <HydrateLater>
            <BranchAvailability equipment={equipment} savedBranch={savedBranch} />
          </HydrateLater>
          <div className={styles.actions}>
            <RequestQuote
              client={client}
              productKey={PRODUCT_KEY}
              equipmentId={equipment.id}
              lang={i18n.locale}
              className={styles.quote}
              {...(user ? { contact: { name: user.name, email: user.email } } : {})}
            />
            {renderContact?.({ equipment, branch: contactBranch })}
            <QuoteListActions equipment={equipment} />
          </div>
        </div>
      </div>
      <HydrateLater>
        <div className={styles.details}>
          <section className={styles.section} aria-labelledby="equipment-description-title">
            <h2 id="equipment-description-title" className={styles.sectionTitle}>
              {i18n._({ id: 'unit.description.title', message: 'Description' })}
            </h2>
            {equipment.description.trim() ? (
              // Written by the dealer: shown in the language it was written in.
              <p className={styles.description}>{equipment.description}</p>
            ) : (
              <p className={styles.note}>
                {i18n._({ id: 'unit.description.none', message: 'No description yet.' })}
              </p>
            )}
          </section>
          <EquipmentSpecs equipment={equipment} />
        </div>
      </HydrateLater>
    </ContentLayout>
  );
}
