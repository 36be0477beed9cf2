import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate it (method 8) instead of storing it. */
  deflate?: boolean;
  /** An uncompressed size to declare other than the true one (a lying zip bomb). */
  declaredSize?: number;
}

interface SharedFields {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
}

/**
 * The run of fields a local header and its central directory record both hold, in the same order:
 * flags (UTF-8 names), method, time and date (1980-01-01), CRC-32, both sizes and the name's length.
 */
function writeShared(header: Buffer, at: number, f: SharedFields): void {
  header.writeUInt16LE(0x0800, at);
  header.writeUInt16LE(f.method, at + 2);
  header.writeUInt16LE(0x21, at + 6);
  header.writeUInt32LE(f.crc, at + 8);
  header.writeUInt32LE(f.compressed, at + 12);
  header.writeUInt32LE(f.size, at + 16);
  header.writeUInt16LE(f.nameLength, at + 20);
}

/**
 * A zip written byte by byte, so a test can make one no zip tool would (a name that climbs out of
 * the folder, a size that lies). Local headers, central directory, end record; UTF-8 names.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const method = entry.deflate ? 8 : 0;
    const shared = { method, crc, compressed: body.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeShared(local, 6, shared);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeShared(central, 8, shared);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
