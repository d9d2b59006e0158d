import type { ServerConfig } from '../config';
import type { AssetStore } from './asset-storage';
import { createLocalAssetStore } from './local-asset-store';
import { createS3AssetStore } from './s3-asset-store';

/** The configured asset store: the `S3_BUCKET` bucket when set, otherwise `ASSETS_DIR`. */
export function openAssetStore(config: Pick<ServerConfig, 'assetsDir' | 's3'>): AssetStore {
  return config.s3 ? createS3AssetStore(config.s3) : createLocalAssetStore(config.assetsDir);
}

/** The configured store as log lines name it. */
export function describeAssetStore(config: Pick<ServerConfig, 's3'>): string {
  return config.s3 ? `the S3 bucket ${config.s3.bucket}` : 'the assets directory';
}
