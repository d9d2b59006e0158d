// Test helpers for packages that use the SDK (`@liftline/sdk/testing`). Not part of the published API.
export { aBranch } from './branches';
export { anEquipment, anEquipmentSummary } from './equipment';
export { fakeFetch } from './fake-fetch';
export { jsonResponse, streamedResponse, type BodyEnding } from './responses';
export { aUser } from './users';
export { createFakeApi } from './fake-api';
