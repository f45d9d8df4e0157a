import type { z } from 'zod';

/** The first message for each top-level field of a failed parse, for showing under the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A count typed into a form: the spec has empty or non-numeric input count as 0. Any number stays
 * as typed, so the contract's rule refuses a minus sign or a fraction with its message, at the
 * field: "-3" is never turned into 0.
 */
export function toCount(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}
