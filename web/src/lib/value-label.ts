/** A stored value as the screens name it: `general` → `General`, `in-progress` → `In progress`. */
export function labelOf(value: string): string {
  const words = value.replaceAll(/[-_]/g, ' ');
  return `${words[0]!.toUpperCase()}${words.slice(1)}`;
}
