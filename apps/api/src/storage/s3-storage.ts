import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StorageFolder } from './file-storage.js';
import { newStoredName } from './file-storage.js';
import { checkedPdf } from './pdf-stream.js';
import type { S3Settings } from './storage-config.js';

/**
 * Files as objects `<folder>/<name>` in one bucket, so every process of the portal sees every
 * upload (decision 020). Downloads stream from the bucket; nothing is kept on the local disk.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers (MinIO, Ceph, Garage, s3rver) answer at host/bucket, not bucket.host.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
    // Checksums only where an operation needs one: not every S3-compatible server knows the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  // Callers pass names checked against StoredPdfNameSchema; the last path part is a second fence.
  const keyOf = (folder: StorageFolder, filename: string) => `${folder}/${filename.split('/').pop()}`;
  return {
    async savePdf(folder, bytes) {
      const filename = newStoredName();
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(folder, filename), Body: bytes, ContentType: 'application/pdf' }),
      );
      return filename;
    },
    async open(folder, filename) {
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(folder, filename) }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error('the object store answered without a stream or a length');
      }
      return checkedPdf({ stream: object.Body, size: object.ContentLength });
    },
    async remove(folder, filename) {
      // S3 answers a delete of a missing key with success, as the disk's `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(folder, filename) }));
    },
    async *list(folder) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }));
        yield (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
          Key && LastModified ? [{ filename: Key.slice(folder.length + 1), modifiedAt: LastModified }] : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}

/** No object by that key; a missing bucket is a configuration error and stays one (a 500, logged). */
function isMissing(error: unknown): boolean {
  return (error as { name?: string }).name === 'NoSuchKey';
}
