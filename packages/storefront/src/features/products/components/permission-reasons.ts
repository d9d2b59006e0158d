/** Why a control is missing or disabled (the UI says which permission is lacking). */
export const REASONS = {
  manageProducts:
    'You can look at products but not add, change or delete them: your role does not include the “Manage products” permission. Ask an account admin if you need it.',
  manageAssets:
    'You can look at these files but not upload, reorder or delete them: your role does not include the “Manage photos and files” permission.',
} as const;
