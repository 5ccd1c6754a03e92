import { describe, expect, it } from "vitest";
import { parseStorageUrl } from "~/domains/storage/s3-storage.server";
import { databaseStorageSuite, s3StorageSuite } from "../support/storage-suite";

databaseStorageSuite("pglite");
s3StorageSuite();

describe("STORAGE_URL (decision 412)", () => {
  it("names the endpoint, bucket, prefix, region, addressing and keys", () => {
    expect(parseStorageUrl("s3://AK%2F1:se%2Bcret@s3.example.com/docs/parvaz/uploads?region=eu-central-1")).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "docs",
      prefix: "parvaz/uploads",
      region: "eu-central-1",
      virtual: false,
      accessKeyId: "AK/1",
      secretAccessKey: "se+cret",
    });
    expect(parseStorageUrl("s3+http://a:b@127.0.0.1:4569/bucket?style=virtual")).toMatchObject({
      endpoint: "http://127.0.0.1:4569",
      prefix: "",
      region: "us-east-1",
      virtual: true,
    });
  });

  it("refuses a URL without keys, bucket or a known scheme", () => {
    expect(() => parseStorageUrl("s3://host/bucket")).toThrow(/ACCESS_KEY/);
    expect(() => parseStorageUrl("s3://a:b@host/")).toThrow(/bucket/);
    expect(() => parseStorageUrl("http://a:b@host/bucket")).toThrow(/s3/);
    expect(() => parseStorageUrl("s3://a:b@host/bucket?style=odd")).toThrow(/style/);
  });
});
