import { createAccountOperations } from '../accounts/account-operations';
import { createApiKeyOperations } from '../api-keys/api-key-operations';
import { createAuthOperations } from '../auth/auth-operations';
import { createRentalOperations } from '../rentals/rental-operations';
import { createBookingOperations } from '../bookings/booking-operations';
import { createBranchOperations } from '../branches/branch-operations';
import { createCatalogOperations } from '../catalog/catalog-operations';
import { createDealerSiteOperations } from '../dealers/dealer-site-operations';
import { createDealerFunnelOperations } from '../dealers/funnel/funnel-operations';
import { createDealerEventOperations } from '../dealers/events/event-operations';
import { createLeadOperations } from '../leads/lead-operations';
import { createProductOperations } from '../products/product-operations';
import { createQuoteOperations } from '../quotes/quote-operations';
import { createWebhookEndpointOperations } from '../webhooks/endpoints/endpoint-operations';
import type { OperationDependencies } from './operation-dependencies';
import type { OperationHandlers } from './operations';

/** Handlers by operationId, one module per feature. Operations missing here answer 501. */
export function createOperations(deps: OperationDependencies): OperationHandlers {
  return {
    ...createBranchOperations(deps),
    ...createAuthOperations(deps),
    ...createCatalogOperations(deps),
    ...createLeadOperations(deps),
    ...createQuoteOperations(deps),
    ...createAccountOperations(deps),
    ...createProductOperations(deps),
    ...createBookingOperations(deps),
    ...createRentalOperations(deps),
    ...createDealerEventOperations(deps),
    ...createDealerFunnelOperations(deps),
    ...createDealerSiteOperations(deps),
    ...createApiKeyOperations(deps),
    ...createWebhookEndpointOperations(deps),
  };
}
