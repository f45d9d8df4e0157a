/** Joins the class names that apply; `false`, `null` and `undefined` drop out. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
