/** A stored value as the screens name it: `general` → `General`, `in-progress` → `In progress`. */
export function labelOf(value: string): string {
  const words = value.replaceAll(/[-_]/g, ' ');
  return `${words[0]!.toUpperCase()}${words.slice(1)}`;
}

/** A select's choices for stored values, each named as the screens name it. */
export function labelledOptions(values: readonly string[]): Array<{ value: string; label: string }> {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
