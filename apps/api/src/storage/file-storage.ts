import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploaded files live: the disk under DATA_DIR or an S3-compatible bucket (decision 020). */
export interface FileStorage {
  /** Stores the bytes under a new random name and returns that name. */
  savePdf(folder: StorageFolder, bytes: Buffer): Promise<string>;
  /**
   * A stream of a stored PDF, or undefined when there is none by that name or what is stored there
   * is not a PDF (a file changed behind the server's back is never served as one).
   */
  open(folder: StorageFolder, filename: string): Promise<StoredFile | undefined>;
  /** Deletes a stored file; a name that is already gone is not an error. */
  remove(folder: StorageFolder, filename: string): Promise<void>;
  /**
   * Every file of the folder with the time it was last written, page by page, so the sweep can
   * find files that no row names (an upload cut off between its file and its row).
   */
  list(folder: StorageFolder): AsyncIterable<StoredName[]>;
  /** Resolves when files can be stored and read (the folder is writable, the bucket answers). */
  check(): Promise<void>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

export interface StoredName {
  filename: string;
  modifiedAt: Date;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** `documents`: a candidate's proof, training, award and FAST card PDFs (SPEC §3 Documents). */
export type StorageFolder = 'resumes' | 'documents';
export const STORAGE_FOLDERS = ['resumes', 'documents'] as const satisfies readonly StorageFolder[];

/** A new stored name: 128 random bits, so names are never guessed nor reused. */
export function newStoredName(): string {
  return `${randomBytes(16).toString('hex')}.pdf`;
}

/** DESIGN: PDF only, checked by content (the `%PDF-` signature), not by name. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_SIGNATURE_LENGTH).toString('latin1') === '%PDF-';
}

export const PDF_SIGNATURE_LENGTH = 5;
