import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStore } from '@roadhire/testing';

/**
 * The stored files as an operator (or an intruder) sees them, past the server: on the disk or in the
 * bucket. Tests read what the server wrote and change it behind its back.
 */
export interface RawStorage {
  read(folder: string, name: string): Promise<Buffer | undefined>;
  write(folder: string, name: string, bytes: Buffer): Promise<void>;
  remove(folder: string, name: string): Promise<void>;
  list(folder: string): Promise<string[]>;
  close(): void;
}

export function rawDisk(root: string): RawStorage {
  return {
    read: (folder, name) => readFile(path.join(root, folder, name)).catch(() => undefined),
    async write(folder, name, bytes) {
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes);
    },
    remove: (folder, name) => rm(path.join(root, folder, name), { force: true }),
    list: (folder) => readdir(path.join(root, folder)).catch(() => []),
    close() {},
  };
}

export function rawBucket(store: ObjectStore): RawStorage {
  const client = new S3Client({
    endpoint: store.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  const Bucket = store.bucket;
  return {
    async read(folder, name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `${folder}/${name}` }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async write(folder, name, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: `${folder}/${name}`, Body: bytes }));
    },
    async remove(folder, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${folder}/${name}` }));
    },
    async list(folder) {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/` }));
      return (page.Contents ?? []).map((object) => String(object.Key).slice(folder.length + 1));
    },
    close: () => client.destroy(),
  };
}
