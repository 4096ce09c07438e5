import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form resolver for our zod schemas, through the Standard Schema interface zod 4 implements.
 * `@hookform/resolvers/zod` bundles zod 3 compatibility code too (~13 kB gzip on every form page).
 */
export function zodResolver<S extends z.ZodType<any, any>>(
  schema: S,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  return standardSchemaResolver(schema as never) as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>
}

/**
 * `zodResolver` for a schema loaded on the form's first validation (a submit, or a change after it), so that a
 * form page does not load its schema module and zod (24 kB gzip) before anyone types.
 */
export function lazyZodResolver<S extends z.ZodType<any, any>>(
  load: () => Promise<S>,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S> & FieldValues, unknown, z.output<S>>> | undefined
  return async (values, context, options) => {
    resolver ??= load().then(zodResolver, (error: unknown) => {
      resolver = undefined
      throw error
    })
    return (await resolver)(values, context, options)
  }
}
