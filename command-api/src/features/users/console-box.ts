/**
 * Lines framed in a box for the console, every side straight whatever the lines hold: each line
 * is padded to the longest, so a long generated password or username widens the box instead of
 * pushing its right edge out of line.
 */
export function consoleBox(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 2);
  return [`┌${border}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${border}┘`].join('\n');
}
