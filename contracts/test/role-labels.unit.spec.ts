import { describe, expect, it } from 'vitest';
import { roleLabel } from '../src/access/roles';

describe('how a role reads on screen', () => {
  it('gives system roles spaces for underscores and custom roles their names as written', () => {
    expect(roleLabel('zone_masool')).toBe('zone masool');
    expect(roleLabel('markazi_team')).toBe('markazi team');
    expect(roleLabel('Finance_Team')).toBe('Finance_Team');
    expect(roleLabel('Data Entry Team')).toBe('Data Entry Team');
  });
});
