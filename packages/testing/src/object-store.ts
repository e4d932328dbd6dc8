import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface ObjectStore {
  /** `http://127.0.0.1:<port>`, the S3_ENDPOINT of a server using it. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The same bucket as one STORAGE_URL. */
  storageUrl: string;
  /** The S3_* variables naming the bucket. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  close(): Promise<void>;
}

// s3rver's one account: it checks request signatures against this key and secret.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a
 * temporary folder that `close` removes.
 */
export async function startObjectStore(options: { port?: number; bucket?: string } = {}): Promise<ObjectStore> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'roadhire-object-store-'));
  const bucket = options.bucket ?? 'roadhire-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    storageUrl: `s3+http://${ACCESS_KEY_ID}:${SECRET_ACCESS_KEY}@127.0.0.1:${port}/${bucket}`,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
