import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form resolver for our zod schemas, through the Standard Schema interface zod 4 implements.
 * `@hookform/resolvers/zod` bundles zod 3 compatibility code too (~13 kB gzip on every form page).
 */
export function zodResolver<S extends z.ZodType<any, any>>(schema: S): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  return standardSchemaResolver(schema as never) as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>
}
