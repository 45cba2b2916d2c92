import type { Readable } from 'node:stream';

/**
 * A call that answers a file returns one of these: the file is sent as it is (a stream is piped,
 * never buffered whole), named in Content-Disposition.
 */
export class FileReply {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Readable | Buffer | string,
  ) {}

  get contentDisposition(): string {
    const ascii = this.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    const plain = `attachment; filename="${ascii}"`;
    return ascii === this.fileName ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(this.fileName)}`;
  }
}
