import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Its (fake) keys: s3rver accepts only these. */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible HTTP server on loopback (s3rver, files in a temporary folder) with the bucket made, for the
 * storage tests; `env` configures the app to use it, as an operator would for MinIO.
 */
export async function startLocalS3(bucket = 'dorsal-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
