// Entry `@liftline/sdk/es`: the SDK's words and the contract's enum labels in Spanish, apart from
// the main entry so that a page in English never downloads them. Add them once, before the first
// Spanish call (until then, `sdkMessages('es')` and `enumLabels('es')` answer in English):
//   import { addEnumLabels, addSdkMessages } from '@liftline/sdk';
//   import { ENUM_LABELS_ES, SDK_MESSAGES_ES } from '@liftline/sdk/es';
//   addSdkMessages('es', SDK_MESSAGES_ES);
//   addEnumLabels('es', ENUM_LABELS_ES);
export { es as SDK_MESSAGES_ES } from './messages/es';
export { ENUM_LABELS_ES } from './enum-labels-es';
