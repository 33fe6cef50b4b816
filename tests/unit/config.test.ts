import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from '@/lib/config';

describe('parseConfig', () => {
  it('runs embedded with an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: 'data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('accepts a PostgreSQL URL', () => {
    expect(
      parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' }).DATABASE_URL,
    ).toBe('postgres://postgres@127.0.0.1:5432/portal');
  });

  it('stops on a wrong value and names the variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ REDIS_KEY_PREFIX: 'site a' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => parseConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('starts Redis keys with REDIS_KEY_PREFIX, portal: by default (issue 30)', () => {
    expect(parseConfig({}).REDIS_KEY_PREFIX).toBe('portal:');
    expect(parseConfig({ REDIS_KEY_PREFIX: '' }).REDIS_KEY_PREFIX).toBe('portal:');
    expect(parseConfig({ REDIS_KEY_PREFIX: 'site-b:' }).REDIS_KEY_PREFIX).toBe('site-b:');
  });

  it('has the session limits of the accounts design', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 12 });
    expect(parseConfig({ SESSION_ABSOLUTE_HOURS: '8' }).SESSION_ABSOLUTE_HOURS).toBe(8);
  });

  it('keeps uploads in S3 only with a bucket, its region and both keys', () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    expect(() => parseConfig({ S3_BUCKET: 'portal-uploads' })).toThrow(ConfigError);
    for (const missing of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const env: Record<string, string> = {
        S3_BUCKET: 'portal-uploads',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      };
      delete env[missing];
      expect(() => parseConfig(env)).toThrow(new RegExp(`${missing}: is required when S3_BUCKET`));
    }
    expect(() => parseConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
