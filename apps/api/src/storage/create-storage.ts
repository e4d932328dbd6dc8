import type { StorageConfig } from '../config.js';
import { createDiskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';

/**
 * The storage the configuration names: the bucket when one is set, otherwise the disk. The S3
 * client is loaded only then: it is a large module, and a start on the disk needs none of it.
 */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'disk') return createDiskStorage(config.dir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config);
}
