import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openAssetStore } from './open-asset-store';

describe('the asset store of the configuration', () => {
  it('is the local directory of ASSETS_DIR unless S3_BUCKET is set', () => {
    const config = loadConfig({ ASSETS_DIR: '/srv/liftline/uploads' });
    expect(config.s3).toBeUndefined();
    expect(openAssetStore(config).kind).toBe('local');
  });

  it('is the S3_BUCKET bucket, in us-east-1 with virtual-host addressing by default', () => {
    const config = loadConfig({ S3_BUCKET: 'liftline-assets' });
    expect(config.s3).toEqual({
      bucket: 'liftline-assets',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(openAssetStore(config).kind).toBe('s3');
  });

  it('takes a MinIO-style endpoint, its region and path-style addressing', () => {
    const config = loadConfig({
      S3_BUCKET: 'assets',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'assets',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('refuses an S3_FORCE_PATH_STYLE that is neither true nor false', () => {
    expect(() => loadConfig({ S3_BUCKET: 'assets', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be one of true, false/,
    );
  });
});
