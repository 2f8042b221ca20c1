// The little of s3rver (a local S3-compatible server, dev dependency) the tests use; it ships no types.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
