import { AwsClient } from "aws4fetch";
import { assertStorageKey, type FileStorage } from "./storage";

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Garage …) as the storage, through aws4fetch
 * (SigV4 signing over fetch; decision 412). STORAGE_URL:
 *
 *   s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-central-1[&style=virtual]
 *
 * `s3://` speaks https, `s3+http://` plain http (a server on loopback or a private network). The access
 * key and secret are percent-encoded like any URL user and password. Addressing is path-style
 * (host/bucket/key) unless `style=virtual` (bucket.host/key). The region defaults to us-east-1.
 */
export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  virtual: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export function parseStorageUrl(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== "s3:" && url.protocol !== "s3+http:") throw new Error("STORAGE_URL: s3:// or s3+http:// only");
  const [bucket = "", ...rest] = url.pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error("STORAGE_URL: a bucket name is needed");
  if (!url.username || !url.password) throw new Error("STORAGE_URL: ACCESS_KEY:SECRET@ is needed");
  const style = url.searchParams.get("style") ?? "path";
  if (style !== "path" && style !== "virtual") throw new Error("STORAGE_URL: style is path or virtual");
  return {
    endpoint: `${url.protocol === "s3:" ? "https" : "http"}://${url.host}`,
    bucket,
    prefix: rest.filter(Boolean).join("/"),
    region: url.searchParams.get("region") || "us-east-1",
    virtual: style === "virtual",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

export function s3Storage(location: S3Location): FileStorage {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: "s3",
    region: location.region,
    retries: 2,
  });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    const path = [location.prefix, key].filter(Boolean).join("/");
    if (!location.virtual) return `${location.endpoint}/${location.bucket}/${path}`;
    const endpoint = new URL(location.endpoint);
    return `${endpoint.protocol}//${location.bucket}.${endpoint.host}/${path}`;
  };
  const fail = async (what: string, response: Response) => {
    const body = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${what} answered ${response.status}: ${body}`);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType, "Content-Length": String(bytes.byteLength) },
      });
      if (!response.ok) throw await fail("PUT", response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail("GET", response);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await fail("DELETE", response);
      await response.arrayBuffer();
    },
  };
}
