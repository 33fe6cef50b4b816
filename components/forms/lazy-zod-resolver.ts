import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type SchemaLoader = () => Promise<z.ZodType<unknown, FieldValues>>;

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts fetching the schema (e.g. when the visitor first focuses the form). */
  preload: () => void;
};

/**
 * A zod resolver whose schema (and zod, about 31 KB gzip) is fetched on the form's first
 * validation rather than with the page. Pass a loader that imports the schema module; the values may
 * be looser than the schema's input (selects start '' and the terms box false, which the schema
 * rejects with its messages). Create it once per form, at module level.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: SchemaLoader,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Values>,
      );
      // A failed fetch (the network dropped) is tried again on the next validation.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
