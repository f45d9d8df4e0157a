import { describe, expect, it } from 'vitest';
import { consoleBox } from '../src/features/users/console-box';

describe('the console box', () => {
  it('has straight sides: every line as wide as the borders, whatever the lines hold', () => {
    const box = consoleBox([
      'First administrator created. This password is shown once.',
      '  username: admin',
      `  password: ${'p'.repeat(70)}`,
    ]).split('\n');
    expect(box).toHaveLength(5);
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
    expect(box[0]).toMatch(/^┌─+┐$/);
    expect(box[2]).toBe(`│   username: admin${' '.repeat(box[0]!.length - 21)} │`);
  });
});
