import { describe, expect, it } from 'vitest';
import { answerKey } from '../src/http/answer-cache';

describe("an answer's key", () => {
  it('leaves out the values of the cache busters `time` and `t`, wherever they stand', () => {
    const key = answerKey(7, '/api/team-profiles?time=1700000000&cityId=2');
    expect(answerKey(7, '/api/team-profiles?time=1700000999&cityId=2')).toBe(key);
    expect(answerKey(7, '/api/team-profiles?cityId=2&time=1')).toBe(
      answerKey(7, '/api/team-profiles?cityId=2&time=2'),
    );
    expect(answerKey(7, '/api/cities/3/qabails?t=5')).toBe('7 /api/cities/3/qabails?t=');
  });

  it('keeps their names: a route that declares neither refuses them, never answered as without them', () => {
    expect(answerKey(7, '/api/zones?t=1')).not.toBe(answerKey(7, '/api/zones'));
    expect(answerKey(7, '/api/team-profiles?time=1')).not.toBe(answerKey(7, '/api/team-profiles'));
  });

  it('keeps every other parameter, those whose names merely contain them too', () => {
    expect(answerKey(7, '/api/x?at=1&times=2&tt=3')).toBe('7 /api/x?at=1&times=2&tt=3');
    expect(answerKey(7, '/api/audit/activity?search=time%3D1')).toBe('7 /api/audit/activity?search=time%3D1');
    expect(answerKey(8, '/api/zones')).not.toBe(answerKey(7, '/api/zones'));
  });
});
