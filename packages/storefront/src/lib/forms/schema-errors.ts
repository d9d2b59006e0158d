import * as v from 'valibot';

/**
 * A schema's messages by field, as a form shows them (the first failing rule of each field): `{}`
 * when the values pass. For tests of the schemas.
 */
export function schemaErrors(
  schema: v.GenericSchema,
  values: unknown,
): Partial<Record<string, [string, ...string[]]>> {
  // As the form runs it (criteriaMode 'all'): every rule is checked, so checks across fields (the
  // password confirmation) run even when a field already failed; a field shows its first message.
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).flatMap(([field, messages]) =>
      messages?.length ? [[field, [messages[0]] as [string]]] : [],
    ),
  );
}
