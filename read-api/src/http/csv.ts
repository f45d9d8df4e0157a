/**
 * One CSV cell (RFC 4180), and a leading `=`, `+`, `-`, `@`, tab or carriage return quoted as text
 * (OWASP's CSV injection advice), so a spreadsheet never runs what a user typed as a formula. A
 * plain number (`-749.95`, a net loss) stays a number: a spreadsheet runs nothing in it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of these cells, ended by a line break. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\n`;
}
