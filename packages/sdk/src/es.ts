// Entry `@liftline/sdk/es`: the SDK's words in Spanish, apart from the main entry so that a page in
// English never downloads them. Add them once, before the first Spanish call:
//   import { addSdkMessages } from '@liftline/sdk';
//   import { SDK_MESSAGES_ES } from '@liftline/sdk/es';
//   addSdkMessages('es', SDK_MESSAGES_ES);
export { es as SDK_MESSAGES_ES } from './messages/es';
