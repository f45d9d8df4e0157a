import { z } from 'zod';
import { idText } from '../common/fields';

/** The params of a route addressing one entity, such as `/cities/:cityId`: each a decimal id. */
export function idParams<Name extends string>(...names: Name[]): z.ZodObject<Record<Name, typeof idText>> {
  return z.object(Object.fromEntries(names.map((name) => [name, idText])) as Record<Name, typeof idText>);
}
