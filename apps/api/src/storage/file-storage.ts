import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; an interface so an object store can replace the disk later. */
export interface FileStorage {
  /** Stores the bytes under a new random name and returns that name. */
  savePdf(folder: StorageFolder, bytes: Buffer): Promise<string>;
  /** A stream of a stored file, or undefined when there is none by that name. */
  open(folder: StorageFolder, filename: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  /** Deletes a stored file; a name that is already gone is not an error. */
  remove(folder: StorageFolder, filename: string): Promise<void>;
}

/** `documents`: a candidate's proof, training, award and FAST card PDFs (SPEC §3 Documents). */
export type StorageFolder = 'resumes' | 'documents';

export function createDiskStorage(root: string): FileStorage {
  // Each folder is made once per process, not on every upload; a failed attempt is tried again.
  const folders = new Map<StorageFolder, Promise<unknown>>();
  const folderReady = (folder: StorageFolder): Promise<unknown> => {
    let ready = folders.get(folder);
    if (!ready) {
      ready = mkdir(path.join(root, folder), { recursive: true }).catch((error) => {
        folders.delete(folder);
        throw error;
      });
      folders.set(folder, ready);
    }
    return ready;
  };
  return {
    async savePdf(folder, bytes) {
      const filename = `${randomBytes(16).toString('hex')}.pdf`;
      await folderReady(folder);
      await writeFile(path.join(root, folder, filename), bytes, { flag: 'wx', mode: 0o600 });
      return filename;
    },
    async open(folder, filename) {
      // Callers pass names checked against StoredPdfNameSchema; basename is a second fence.
      const file = path.join(root, folder, path.basename(filename));
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    },
    async remove(folder, filename) {
      await rm(path.join(root, folder, path.basename(filename)), { force: true });
    },
  };
}

/** DESIGN: PDF only, checked by content (the `%PDF-` signature), not by name. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
