import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * A zip written to disk entry by entry, stored (JPEGs do not deflate), so a sample of 500 photos
 * never sits in memory whole. UTF-8 names; sizes under 4 GB (no zip64: a sample is far smaller).
 */
export class StoredZip {
  private readonly out: fs.WriteStream;
  private readonly central: Buffer[] = [];
  private offset = 0;
  private count = 0;

  constructor(file: string) {
    this.out = fs.createWriteStream(file);
  }

  private write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    return new Promise((resolve, reject) => this.out.write(chunk, (err) => (err ? reject(err) : resolve())));
  }

  async add(entryName: string, data: Buffer): Promise<void> {
    const name = Buffer.from(entryName, 'utf8');
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(0x0800, 2); // UTF-8 names
    fields.writeUInt16LE(0, 4); // stored
    fields.writeUInt32LE(0x00210000, 6); // 1980-01-01 00:00
    fields.writeUInt32LE(zlib.crc32(data), 10);
    fields.writeUInt32LE(data.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(0x04034b50, 0);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    fields.copy(record, 6, 0, 26);
    record.writeUInt32LE(this.offset, 42);
    this.central.push(record, name);
    this.count++;
    await this.write(Buffer.concat([local, fields, name]));
    await this.write(data);
  }

  async close(): Promise<void> {
    const start = this.offset;
    const directory = Buffer.concat(this.central);
    await this.write(directory);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.count, 8);
    end.writeUInt16LE(this.count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
}
