// Public entry of @liftline/sdk. Framework-free: usable from browsers and Node.
export { createClient, unwrap, API_VERSION_PATH, DEFAULT_BASE_URL } from './client';
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
export { can, accountIdOf } from './permissions';
export type { PermissionSubject } from './permissions';
export { ApiError, NetworkError, VALIDATION_ERROR_MESSAGE, isAbortError } from './errors';
export type { ErrorBody, FieldErrors } from './errors';
export { memoryStorage, defaultStorage, fileStorage } from './storage';
export type { KeyValueStorage } from './storage';
export { telHref } from './phone';
export { isValidZip, INVALID_ZIP_MESSAGE, ZIP_CODE_LENGTH } from './zip';
export {
  createLocalBranchStore,
  localBranchKey,
  ZIP_CODE_KEY,
  LOCAL_BRANCH_UPDATED_EVENT,
} from './local-branch';
export type { LocalBranchStore, LocalBranchUpdatedDetail, SavedLocalBranch } from './local-branch';
export { branchFinderMachine, locateBranchErrorMessage } from './machines/branch-finder';
export type {
  BranchFinderContext,
  BranchFinderEmitted,
  BranchFinderEvent,
} from './machines/branch-finder';
export { createBranchFinder } from './machines/create-branch-finder';
export type { BranchFinderDependencies } from './machines/create-branch-finder';
export type * from './api-types';
