import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StorageFolder } from './file-storage.js';
import { newStoredName } from './file-storage.js';
import { checkedPdf } from './pdf-stream.js';

/** Names listed at once, as a bucket's page holds them. */
const LIST_PAGE = 1000;

/** Files under `root/<folder>/`, readable by the server's user only. */
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
  // Callers pass names checked against StoredPdfNameSchema; basename is a second fence.
  const fileOf = (folder: StorageFolder, filename: string) => path.join(root, folder, path.basename(filename));
  return {
    async savePdf(folder, bytes) {
      const filename = newStoredName();
      await folderReady(folder);
      await writeFile(fileOf(folder, filename), bytes, { flag: 'wx', mode: 0o600 });
      return filename;
    },
    async open(folder, filename) {
      const file = fileOf(folder, filename);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      // Removed between the stat and the first read: gone, as if the stat had missed it.
      return checkedPdf({ stream: createReadStream(file), size: info.size }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async remove(folder, filename) {
      await rm(fileOf(folder, filename), { force: true });
    },
    async *list(folder) {
      const names = await readdir(path.join(root, folder)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (let start = 0; start < names.length; start += LIST_PAGE) {
        const page = await Promise.all(
          names.slice(start, start + LIST_PAGE).map(async (filename) => {
            // Removed since the folder was read: nothing to list.
            const info = await stat(fileOf(folder, filename)).catch(() => undefined);
            return info?.isFile() ? { filename, modifiedAt: info.mtime } : undefined;
          }),
        );
        yield page.filter((entry) => entry !== undefined);
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
