import { PASSWORD_TOO_COMMON, ruleBrokenAt } from '@seerat/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (zxcvbn's list of about 50,000, from npm, not written by hand), in
 * lower case: a new password is refused when it is one of them in any case. Read once, when first
 * needed. The length rule lives with the schema in contracts; this list is too large for the web.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a common new password at `field` (400 naming it). */
export function checkNewPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw ruleBrokenAt(field, PASSWORD_TOO_COMMON);
}
