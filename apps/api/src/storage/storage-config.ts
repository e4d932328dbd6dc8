import { z } from 'zod';

/** How the server reaches an S3-compatible bucket (decision 020). */
export interface S3Settings {
  /** Unset: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Any region will do for most S3-compatible servers; Amazon's own default. */
export const DEFAULT_S3_REGION = 'us-east-1';

const STORAGE_URL_FORMAT =
  'must look like s3://KEY:SECRET@host[:port]/bucket[?region=…] (s3+http:// for a server without TLS)';

/**
 * STORAGE_URL, the bucket in one variable: `s3://` reaches the host over HTTPS, `s3+http://` over
 * plain HTTP (a server on the same private network); key and secret are percent-encoded.
 */
export const StorageUrlSchema = z.string().transform((value, context): S3Settings => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: 'custom', message: STORAGE_URL_FORMAT });
    return z.NEVER;
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  const scheme = { 's3:': 'https:', 's3+http:': 'http:' }[url.protocol];
  const unknownParameter = [...url.searchParams.keys()].find((name) => name !== 'region');
  if (!scheme || !url.hostname || !bucket || bucket.includes('/') || unknownParameter) {
    context.addIssue({ code: 'custom', message: STORAGE_URL_FORMAT });
    return z.NEVER;
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    context.addIssue({ code: 'custom', message: 'names the access key and its secret together, or neither' });
    return z.NEVER;
  }
  return {
    endpoint: `${scheme}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || DEFAULT_S3_REGION,
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
});

interface StorageVariables {
  STORAGE_URL?: S3Settings | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/**
 * The bucket the variables name, undefined when they name none (files stay on disk), or the
 * sentence saying what is wrong with them.
 */
export function s3SettingsFrom(e: StorageVariables): S3Settings | undefined | string {
  const anyS3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some(Boolean);
  if (e.STORAGE_URL && anyS3) return 'STORAGE_URL and the S3_* variables say the same thing: set one or the other';
  if (e.STORAGE_URL) return e.STORAGE_URL;
  if (!anyS3) return undefined;
  if (!e.S3_BUCKET) return 'S3_BUCKET: needed with the other S3_* variables';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together';
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? DEFAULT_S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
