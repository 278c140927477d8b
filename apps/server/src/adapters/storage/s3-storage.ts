import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, contentTypeOf, filesUrls, isValidKey, RangeNotSatisfiable, resolveRange, type FileStorage, type RangeRequest } from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Spaces…); AWS's own when absent. */
  endpoint?: string;
  /** Buckets as a path (`endpoint/bucket/key`) instead of a host name: MinIO-like servers need it. */
  forcePathStyle: boolean;
  /** Keys; without them the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Folder inside the bucket all keys live under ('' = the bucket's root). */
  prefix: string;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => status(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));

/**
 * Files in an S3-compatible bucket. The bucket stays private: browsers fetch `/files/{key}`, which the app streams
 * from here (`files.routes.ts`); no listing, no public ACL. Checksums are computed only where S3 requires them,
 * since several S3-compatible servers do not accept the SDK's newer default ones.
 */
export function createS3Storage(settings: S3Settings, client = s3Client(settings)): FileStorage & { client: S3Client } {
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  const Bucket = settings.bucket;

  async function size(key: string): Promise<number | null> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function get(key: string, asked?: RangeRequest) {
    let range = asked;
    if (range && 'suffix' in range) {
      // Not every S3-compatible server reads 'bytes=-N': ask for the bytes by their offsets.
      const whole = await size(key);
      if (whole === null) return null;
      range = resolveRange(range, whole);
    }
    const header = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: header }));
    } catch (error) {
      if (isMissing(error)) return null;
      if (status(error) === 416) {
        const whole = await size(key);
        if (whole === null) return null;
        throw new RangeNotSatisfiable(whole);
      }
      throw error;
    }
  }

  return {
    client,
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async putStream(key, data, contentType) {
      // Multipart upload in 8 MB parts; a failed stream aborts it, so no object is left behind.
      const upload = new Upload({ client, params: { Bucket, Key: objectKey(key), Body: data, ContentType: contentType }, partSize: 8 * 1024 * 1024, queueSize: 2 });
      await upload.done();
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key, range) {
      if (!isValidKey(key)) return null;
      const object = await get(key, range);
      if (!object?.Body) return null;
      // 'bytes 0-99/1234': the whole size is after the slash; without a range it is the length.
      const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : (object.ContentLength ?? 0);
      const bytes = range ? resolveRange(range, total) : null;
      return {
        body: object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never),
        size: total,
        contentType: object.ContentType || contentTypeOf(key),
        range: bytes,
        etag: object.ETag ?? null,
        lastModified: object.LastModified ?? null,
      };
    },
    async remove(key) {
      if (!isValidKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    keyOf: filesUrls.keyOf,
    publicUrl: filesUrls.publicUrl,
  };
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
