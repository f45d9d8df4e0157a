import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config';

describe('loadConfig', () => {
  it('defaults to the embedded set-up on port 5000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 5000, DATA_DIR: './.data', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(5000);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SESSION_SECRET');
    }
  });

  it('accepts external services', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/seerat',
      REDIS_URL: 'redis://127.0.0.1:6379',
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
    });
    expect(config.EVENTSTORE_URL).toBe('esdb://localhost:2113?tls=false');
  });
});
