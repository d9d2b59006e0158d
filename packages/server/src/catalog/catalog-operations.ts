import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { createBookingRepository } from '../bookings/booking-repository';
import { MAX_AVAILABILITY_DAYS, rangeProblems } from '../bookings/date-range';
import { calendarDays } from '../branches/branch-hours';
import { notFound, validationFailed } from '../http/api-error';
import { createMediaUrls } from '../products/media-urls';
import { createCatalogCache } from './catalog-cache';
import { createCatalogResponses, normaliseQuery } from './catalog-responses';
import { createEquipmentRepository, DEFAULT_PER_PAGE } from './equipment-repository';
import {
  availabilityProblems,
  filtersByAvailability,
  type EquipmentFilterInput,
} from './equipment-query';

/** The filters' own 422s, before anything is read (or cached). */
function checkFilters(filters: EquipmentFilterInput) {
  const problems = availabilityProblems(filters);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  // Availability answers depend on the bookings as well as on the catalog.
  return { bookings: filtersByAvailability(filters) };
}

const UNIT_NOT_FOUND = /*i18n*/ {
  id: 'error.equipmentNotFound',
  message: 'This equipment could not be found. It may have been sold or removed.',
};

/** Public equipment catalog: listing with filters, facets, detail, availability. */
export function createCatalogOperations({ db, config }: OperationDependencies): OperationHandlers {
  const equipment = createEquipmentRepository(db, { cache: createCatalogCache(db) });
  // Picture URLs are built from the stored paths when answering (products/media-urls.ts).
  const media = createMediaUrls(config);
  const responses = createCatalogResponses(db);
  const bookings = createBookingRepository(db);
  return {
    async listEquipment(request, reply) {
      const key = `listEquipment ${normaliseQuery(request.query, {
        defaults: { page: 1, per_page: DEFAULT_PER_PAGE, sort: 'newest' },
      })}`;
      const options = checkFilters(request.query);
      return responses.serve(
        request,
        reply,
        key,
        async () => {
          const page = await equipment.page(request.query);
          return { ...page, items: page.items.map(media.unit) };
        },
        options,
      );
    },

    async getEquipmentFilters(request, reply) {
      const key = `getEquipmentFilters ${normaliseQuery(request.query)}`;
      const options = checkFilters(request.query);
      return responses.serve(request, reply, key, () => equipment.filters(request.query), options);
    },

    async getEquipment(request, reply) {
      // `branch_id` (the visitor's local branch) would pick branch-specific rates; rates are the
      // same at every branch, so it is accepted and otherwise ignored (a stale one never breaks),
      // which is also why it is not part of the cache key. The unit's branch lists its closures of
      // today and later, so the calendar day is.
      const { id } = request.params;
      const key = `getEquipment ${id} ${calendarDays()}`;
      return responses.serve(request, reply, key, async () => {
        const item = await equipment.findPublished(id);
        if (!item) throw notFound(UNIT_NOT_FOUND);
        return media.unit(item);
      });
    },

    async getEquipmentAvailability(request, reply) {
      const { id } = request.params;
      const { from, to } = request.query;
      const problems = rangeProblems(from, to, { maxDays: MAX_AVAILABILITY_DAYS });
      if (problems.start || problems.end) {
        throw validationFailed({
          ...(problems.start ? { from: [problems.start] } : {}),
          ...(problems.end ? { to: [problems.end] } : {}),
        });
      }
      const key = `getEquipmentAvailability ${id} ${from} ${to}`;
      return responses.serve(
        request,
        reply,
        key,
        async () => {
          const fleet = await bookings.publishedFleet(id);
          if (fleet === undefined) throw notFound(UNIT_NOT_FOUND);
          const days = await bookings.availability(id, fleet, from, to);
          return { equipment_id: id, fleet, from, to, days };
        },
        { bookings: true },
      );
    },
  };
}
