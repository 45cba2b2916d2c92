import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Test support: opens a ZIP the way an unzip tool does, from the end-of-central-directory record
 * through each entry's central and local headers, inflating every entry and checking its size and
 * CRC. An answer that passes is a ZIP that opens, with exactly these files in it.
 */

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export interface UnzippedFile {
  name: string;
  content: Buffer;
}

export const readZip = (zip: Buffer): UnzippedFile[] => {
  const end = zip.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (end < 0) throw new Error('Not a ZIP: no end of central directory');
  const entryCount = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const unzipped: UnzippedFile[] = [];
  for (let i = 0; i < entryCount; i++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_HEADER) throw new Error(`Entry ${i}: bad central directory header`);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Error(`${name}: bad local header`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== STORED && method !== DEFLATED) throw new Error(`${name}: unknown compression method ${method}`);
    const content = method === STORED ? Buffer.from(data) : inflateRawSync(data);
    if (content.length !== size || crc32(content) !== crc) throw new Error(`${name}: size or CRC does not match`);
    unzipped.push({ name, content });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return unzipped;
};
