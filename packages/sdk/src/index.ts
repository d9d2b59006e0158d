// Public entry of @liftline/sdk. Framework-free: usable from browsers and Node.
export {
  createClient,
  createPublicClient,
  unwrap,
  ensureOk,
  API_VERSION_PATH,
  DEFAULT_BASE_URL,
  DEFAULT_PRODUCT_KEY,
} from './client';
export { ApiKeyError } from './api-key-client';
export type { ApiKeyClient, ApiKeyClientOptions } from './api-key-client';
export type {
  ApiClient,
  AuthenticatedUser,
  ClientOptions,
  LoginInput,
  RegisterInput,
} from './client';
export {
  createTokenStore,
  tokensFromResponse,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  REFRESH_TOKEN_EXPIRATION_KEY,
} from './tokens';
export type { SessionTokens, TokenResponseLike, TokenStore } from './tokens';
// Servers: webhook deliveries (`verifyWebhook`, typed events) and idempotent retries.
export {
  verifyWebhook,
  WebhookSignatureError,
  WEBHOOK_SIGNATURE_HEADER,
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
} from './verify-webhook';
export type {
  SignatureHeader,
  VerifyWebhookOptions,
  WebhookSignatureFailure,
} from './verify-webhook';
export type { WebhookEvent, WebhookEventOf, WebhookEventType } from './webhook-events';
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';
export { can, accountIdOf, permissionLabel } from './permissions';
export type { PermissionSubject } from './permissions';
// The lead inbox's words (`LeadStatus`) and the customer's view of a request (`PublicRequestStatus`).
export { LEAD_STATUS_LABELS, PUBLIC_REQUEST_STATUS_LABELS } from './enum-labels';
// Priced quotes: their words, and the one money rule (integer cents) of the builder, server and PDF.
export {
  QUOTE_CHARGE_KIND_LABELS,
  QUOTE_RATE_BASIS_LABELS,
  QUOTE_STATUS_LABELS,
} from './enum-labels';
export {
  FRACTION_DECIMALS,
  RENT_BASES,
  hasAtMostDecimals,
  quoteTotals,
  toCents,
} from './quote-totals';
export type { QuoteRateBasis, QuoteTotals, QuoteTotalsInput } from './quote-totals';
export {
  ApiError,
  ERROR_NOTICE_TITLE,
  NetworkError,
  VALIDATION_ERROR_MESSAGE,
  errorNotice,
  fieldMessagesOf,
  isAbortError,
} from './errors';
export type { ErrorBody, ErrorNotice, FieldErrors } from './errors';
export {
  EQUIPMENT_CATEGORY_LABELS,
  FUEL_TYPE_LABELS,
  LISTING_TYPE_LABELS,
  PERMISSION_NAME_LABELS,
  TIME_ZONE_LABELS,
  WEEKDAY_LABELS,
  WIDGET_ELEMENT_LABELS,
} from './enum-labels';
// Every English table (`ENUM_LABELS_EN.WEEKDAY`), and the tables of a language: `enumLabels('es')`
// is Spanish once `addEnumLabels('es', ENUM_LABELS_ES)` added them from `@liftline/sdk/es`
// (English pages never load them), English until then.
export { ENUM_LABELS_EN } from './enum-labels';
export type { EnumLabels } from './enum-labels';
export { addEnumLabels, enumLabels } from './enum-labels-by-locale';
export type { EnumLabelLocale } from './enum-labels-by-locale';
// The SDK's own words by language (Spanish: `addSdkMessages('es', SDK_MESSAGES_ES)` from
// `@liftline/sdk/es`, so English pages never load it).
export { SDK_LOCALES, addSdkMessages, sdkLocale, sdkMessages } from './messages';
export type { SdkLocale, SdkMessages } from './messages';
export type { ClientLocale } from './client-locale';
export { WEEKDAYS, branchLocalTime, branchOpenState, weeklyHoursRows } from './branch-hours';
export { formatClockTime, formatHoursRange } from './clock-time';
export { formatDateRange } from './date-range';
export type {
  BranchClosure,
  BranchDayHours,
  BranchHoursSubject,
  BranchLocalTime,
  BranchNextOpening,
  BranchOpenState,
  Weekday,
  WeeklyHoursRow,
} from './branch-hours';
export { memoryStorage, defaultStorage, fileStorage } from './storage';
export type { KeyValueStorage } from './storage';
export { telHref } from './phone';
export { isValidZip, INVALID_ZIP_MESSAGE, ZIP_CODE_LENGTH } from './zip';
export {
  createLocalBranchStore,
  localBranchKey,
  parseLocalBranch,
  ZIP_CODE_KEY,
  LOCAL_BRANCH_UPDATED_EVENT,
} from './local-branch';
export type { LocalBranchStore, LocalBranchUpdatedDetail, SavedLocalBranch } from './local-branch';
export {
  branchChoices,
  branchFinderMachine,
  chosenBranch,
  locateBranchErrorMessage,
} from './machines/branch-finder';
export type {
  BranchFinderContext,
  BranchFinderEmitted,
  BranchFinderEvent,
  BranchFinderInput,
} from './machines/branch-finder';
export { createBranchFinder } from './machines/create-branch-finder';
export type { BranchFinderDependencies } from './machines/create-branch-finder';
export type * from './api-types';
export {
  authSessionMachine,
  sessionCan,
  toSessionError,
  DEFAULT_SESSION_WARNING_LEAD_MS,
} from './machines/auth-session';
export type {
  AuthSessionContext,
  AuthSessionEmitted,
  AuthSessionError,
  AuthSessionEvent,
  AuthSessionInput,
  SessionSnapshotData,
} from './machines/auth-session';
export { createAuthSession } from './machines/create-auth-session';
export { quoteFlowMachine } from './machines/quote-flow';
export type {
  QuoteFlowContext,
  QuoteFlowEmitted,
  QuoteFlowEvent,
  QuoteFlowInput,
} from './machines/quote-flow';
export { createQuoteFlow } from './machines/create-quote-flow';
export {
  QUOTE_STEPS,
  PURCHASE_TIMEFRAMES,
  purchaseTimeframes,
  NOTES_MAX_LENGTH,
  QUOTE_MAX_LENGTHS,
  validateQuoteStep,
  firstStepWithErrors,
  stepOfField,
  toQuoteRequest,
  localToday,
} from './machines/quote-validation';
export type {
  DealerSourceInput,
  Listing,
  PurchaseTimeframe,
  QuoteDraft,
  QuoteField,
  QuoteListInput,
  QuoteRequestBody,
  QuoteRequestInput,
  QuoteRequestLocale,
  QuoteRequestReceipt,
  QuoteStep,
} from './machines/quote-validation';
// The rental estimate (cheapest 4-week, week and day periods for a span) and its wording.
export {
  describeEstimate,
  describeRentalEstimate,
  estimateRental,
  formatUsd,
  rentalDays,
  ESTIMATE_DISCLAIMER,
  PERIOD_DAYS,
  PERIOD_LABELS,
} from './rate-estimate';
export type { RateEstimate, RateEstimateLine, RatePeriod } from './rate-estimate';
export {
  createQuoteList,
  QUOTE_LIST_MAX_LINES,
  QUOTE_LIST_UPDATED_EVENT,
  parseQuoteLines,
  quoteListKey,
} from './quote-list';
export type { QuoteLine, QuoteList, QuoteListEvents } from './quote-list';
// A quote list's lines: defaults, what each still needs, its price and its request body.
export {
  addDays,
  defaultRentalDates,
  hasRange,
  linePrice,
  lineProblems,
  listProblems,
  MAX_RENTAL_DAYS,
  MAX_START_DAYS_AHEAD,
  newQuoteLine,
  offeredModes,
  toQuoteItems,
} from './quote-lines';
export type { LineField, LinePrice } from './quote-lines';
// What a rent line's availability says (the quote list page and the quote flow's check).
export {
  AVAILABILITY_MAX_DAYS,
  DATES_NOT_FREE_MESSAGE,
  availabilityProblems,
  availabilityQueries,
  availabilityRange,
  availabilityVerdict,
  dayRanges,
  linesNotFree,
} from './availability';
export type {
  AvailabilityQuery,
  AvailabilityVerdict,
  EquipmentAvailability,
  LineAvailability,
  LineNotFree,
} from './availability';
