/**
 * `compile`, remembered by the schema's JSON: a schema equal to one compiled before gets the same
 * function. Fastify and the response validation compile every route's schemas for each app, and
 * each app reads its own copy of the contract, so Ajv's own cache (by schema object) never hit:
 * a test process that builds an app per file compiled the same schemas hundreds of times. The
 * compiled functions keep no state between calls (Ajv's `errors` is read right after each call).
 */
export function rememberedCompile<Schema, Compiled>(
  compile: (schema: Schema) => Compiled,
): (schema: Schema) => Compiled {
  const compiled = new Map<string, Compiled>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let done = compiled.get(key);
    if (done === undefined) {
      done = compile(schema);
      compiled.set(key, done);
    }
    return done;
  };
}
