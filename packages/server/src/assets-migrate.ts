// `npm run assets:migrate [-- --repair]`: copies the files of ASSETS_DIR into the S3_BUCKET bucket
// (same keys), skipping those already there, verifying each copy. Exit code 1 on any mismatch.
import { loadConfig } from './config';
import { createLocalAssetStore } from './products/local-asset-store';
import { migrateAssets } from './products/migrate-assets';
import { createS3AssetStore } from './products/s3-asset-store';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION … as the server uses them) first.');
  process.exit(2);
}
const repair = process.argv.includes('--repair');
console.log(
  `Copying ${config.assetsDir} to s3://${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}${repair ? ' (repairing mismatches)' : ''}`,
);
try {
  const summary = await migrateAssets({
    source: createLocalAssetStore(config.assetsDir),
    target: createS3AssetStore(config.s3),
    repair,
    log: (line) => console.log(line),
  });
  if (summary.mismatches.length > 0) {
    console.error(`${summary.mismatches.length} files do not match their copy in the bucket.`);
    process.exit(1);
  }
  console.log('Done: every file is in the bucket.');
} catch (error) {
  console.error(`The migration stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
