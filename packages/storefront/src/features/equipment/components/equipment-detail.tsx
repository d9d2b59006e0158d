import { EQUIPMENT_CATEGORY_LABELS, offeredModes } from '@liftline/sdk';
import type { Branch, Equipment, LocatedBranch } from '@liftline/sdk';
import { RequestQuote } from '@liftline/widgets';
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
import styles from './equipment-detail.module.scss';

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
  const user = useUser();
  const client = useApiClient();
  const items = galleryItems(equipment);
  const categoryLabel = EQUIPMENT_CATEGORY_LABELS[equipment.category];
  const contactBranch: ContactBranch | null = equipment.branch ?? savedBranch;

  return (
    <ContentLayout
      title={equipment.title}
      breadcrumbs={[
        { name: 'Equipment', path: paths.equipment.getHref() },
        { name: categoryLabel, path: paths.equipment.getHref({ category: equipment.category }) },
        { name: equipment.title, path: paths.equipmentDetail.getHref(equipment.id) },
      ]}
    >
      <div className={styles.top}>
        <EquipmentGallery
          title={equipment.title}
          category={equipment.category}
          items={items}
          primary={primaryIndex(equipment, items)}
        />
        <div className={styles.summary}>
          <EquipmentPricing equipment={equipment} />
          <BranchAvailability equipment={equipment} savedBranch={savedBranch} />
          <div className={styles.actions}>
            <RequestQuote
              client={client}
              productKey={PRODUCT_KEY}
              equipmentId={equipment.id}
              className={styles.quote}
              {...(user ? { contact: { name: user.name, email: user.email } } : {})}
            />
            {renderContact?.({ equipment, branch: contactBranch })}
            <QuoteListActions equipment={equipment} />
          </div>
        </div>
      </div>
      <div className={styles.details}>
        <section className={styles.section} aria-labelledby="equipment-description-title">
          <h2 id="equipment-description-title" className={styles.sectionTitle}>
            Description
          </h2>
          {equipment.description.trim() ? (
            <p className={styles.description}>{equipment.description}</p>
          ) : (
            <p className={styles.note}>No description yet.</p>
          )}
        </section>
        <EquipmentSpecs equipment={equipment} />
      </div>
    </ContentLayout>
  );
}
