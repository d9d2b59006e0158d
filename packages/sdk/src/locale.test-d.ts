import { describe, expectTypeOf, it } from 'vitest';
import {
  addEnumLabels,
  addSdkMessages,
  createClient,
  createPublicClient,
  enumLabels,
  type ClientOptions,
  type EnumLabels,
  type EquipmentCategory,
  type QuoteFlowInput,
  type QuoteRequestBody,
  type SdkMessages,
} from './index';
import { ENUM_LABELS_ES, SDK_MESSAGES_ES } from './es';

describe('languages in the public API', () => {
  it('both clients take a locale: a tag, or a function read per request', () => {
    expectTypeOf<ClientOptions['locale']>().toEqualTypeOf<
      string | (() => string | null | undefined) | undefined
    >();
    expectTypeOf(createClient).toBeCallableWith({ locale: 'es' });
    expectTypeOf(createPublicClient).toBeCallableWith({ locale: () => 'es-US' });
  });

  it('the Spanish words have the English table’s type, and a language’s tables are the same Records', () => {
    expectTypeOf(SDK_MESSAGES_ES).toEqualTypeOf<SdkMessages>();
    expectTypeOf(addSdkMessages).toBeCallableWith('es', SDK_MESSAGES_ES);
    expectTypeOf(ENUM_LABELS_ES).toEqualTypeOf<EnumLabels>();
    expectTypeOf(addEnumLabels).toBeCallableWith('es', ENUM_LABELS_ES);
    expectTypeOf(enumLabels('es').EQUIPMENT_CATEGORY).toEqualTypeOf<
      Readonly<Record<EquipmentCategory, string>>
    >();
  });

  it('the quote flow takes a locale and its body may carry en or es', () => {
    expectTypeOf<QuoteFlowInput['locale']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<QuoteRequestBody['locale']>().toEqualTypeOf<'en' | 'es' | undefined>();
  });
});
