/** The part of unzipper 0.10 (exceljs's own zip reader) that lib/workbook/zip-check.ts uses. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export type CentralDirectoryFile = {
    path: string;
    type: 'File' | 'Directory';
    compressedSize: number;
    uncompressedSize: number;
    stream(): Readable;
    buffer(): Promise<Buffer>;
  };
  export const Open: { buffer(buffer: Buffer): Promise<{ files: CentralDirectoryFile[] }> };
}
