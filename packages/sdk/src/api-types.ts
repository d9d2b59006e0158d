import type { components, operations, paths } from './schema';

/** Named shapes of the API document, for code that should not spell `components['schemas'][...]`. */
export type Schemas = components['schemas'];
export type Branch = Schemas['Branch'];
export type LocatedBranch = Schemas['LocatedBranch'];
/** One of the branches nearest a searched zip code (`LocatedBranch.nearest`), with its distance. */
export type NearbyBranch = Schemas['NearbyBranch'];
export type EquipmentSummary = Schemas['EquipmentSummary'];
export type Equipment = Schemas['Equipment'];
export type EquipmentCategory = Schemas['EquipmentCategory'];
export type ApiErrorBody = Schemas['Error'];
/** A priced quote of a lead as staff see it, what they write in one, and the customer's view. */
export type Quote = Schemas['Quote'];
export type QuoteInput = Schemas['QuoteInput'];
export type QuoteLineInput = Schemas['QuoteLineInput'];
export type QuoteChargeInput = Schemas['QuoteChargeInput'];
export type QuoteChargeKind = Schemas['QuoteChargeKind'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuotedLine = Schemas['QuotedLine'];
export type QuotedCharge = Schemas['QuotedCharge'];
export type PublicQuote = Schemas['PublicQuote'];
export type PublicQuoteLine = Schemas['PublicQuoteLine'];
export type QuoteAcceptInput = Schemas['QuoteAcceptInput'];
export type QuoteAcceptance = Schemas['QuoteAcceptance'];

export type { components, operations, paths };
