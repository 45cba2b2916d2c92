import type { Writable } from 'node:stream';

/** Writes one table (header first, then rows) into an output stream, in one file format. */
export interface TableWriter {
  writeRow(cells: readonly string[]): void;
  /** Hands the rows written so far to the output and resolves once it can take more (backpressure). */
  flush(): Promise<void>;
  /** Finishes the file and ends the output. */
  end(): Promise<void>;
}

/** The reader went away (download cancelled or connection lost): stop producing rows. */
export class OutputClosedError extends Error {
  constructor() {
    super('The export output was closed before the file was complete');
    this.name = 'OutputClosedError';
  }
}

/** Resolves when `output` wants more data; rejects if it is closed before that. */
export const whenWritable = (output: Writable): Promise<void> =>
  new Promise((resolve, reject) => {
    if (output.destroyed || output.writableEnded) {
      reject(new OutputClosedError());
      return;
    }
    if (!output.writableNeedDrain) {
      resolve();
      return;
    }
    const onDrain = () => {
      output.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      output.off('drain', onDrain);
      reject(new OutputClosedError());
    };
    output.once('drain', onDrain);
    output.once('close', onClose);
  });

/** Waits for `finishing` (which settles once `output` has finished), unless the reader closes `output` first. */
export const unlessClosed = <T>(output: Writable, finishing: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (output.destroyed && !output.writableFinished) {
      reject(new OutputClosedError());
      return;
    }
    const onClose = () => {
      if (!output.writableFinished) reject(new OutputClosedError());
    };
    output.once('close', onClose);
    finishing.then(
      (value) => {
        output.off('close', onClose);
        resolve(value);
      },
      (error: unknown) => {
        output.off('close', onClose);
        reject(error);
      },
    );
  });
