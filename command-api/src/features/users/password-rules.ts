import { PASSWORD_TOO_COMMON, ruleBrokenAt } from '@seerat/contracts';

/**
 * The most common passwords (zxcvbn's list of about 50,000, from npm, not written by hand), in
 * lower case: a new password is refused when it is one of them in any case. Loaded on first use
 * (`import()`), so no service carries the list from its start. The length rule lives with the
 * schema in contracts; this list is too large for the web.
 */
let common: Promise<ReadonlySet<string>> | null = null;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Refuses a common new password at `field` (400 naming it). */
export async function checkNewPassword(password: string, field: string): Promise<void> {
  refuseCommonPassword(await commonPasswords(), password, field);
}

/** `checkNewPassword` with the list at hand, for a file of many rows. */
export function refuseCommonPassword(common: ReadonlySet<string>, password: string, field: string): void {
  if (common.has(password.toLowerCase())) throw ruleBrokenAt(field, PASSWORD_TOO_COMMON);
}
