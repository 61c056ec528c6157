import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import '@praxis/shared/zod-config';

/**
 * zodResolver for a shared schema whose input type is wider than the form's text values
 * (preprocessed or coerced fields): the form holds strings, the submit handler gets the
 * schema's output, exactly what the server parses.
 */
export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}
