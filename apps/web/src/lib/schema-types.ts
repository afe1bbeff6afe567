/** The output type of a contracts schema, without the web depending on zod itself. */
export type SchemaOutput<Schema extends { parse: (data: unknown) => unknown }> = ReturnType<
  Schema['parse']
>;
