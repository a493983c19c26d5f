// exceljs zips with JSZip, which stamps every entry with the current time. Overwrite the DOS
// date/time fields of every local header and central directory record with one fixed moment so
// the same workbook always serialises to the same bytes. The timestamps are not covered by the
// CRC, so nothing else needs to change.
import { RESOURCE_FILE_DATE } from './common';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time:
      (date.getUTCHours() << 11) |
      (date.getUTCMinutes() << 5) |
      Math.floor(date.getUTCSeconds() / 2),
    date:
      ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export function normalizeZipTimestamps(
  bytes: Uint8Array,
  when: Date = RESOURCE_FILE_DATE,
): Uint8Array {
  const out = new Uint8Array(bytes); // copy: never mutate the caller's buffer
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const stamp = dosDateTime(when);

  let eocd = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('normalizeZipTimestamps: end of central directory not found');

  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  for (let n = 0; n < entries; n++) {
    if (view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new Error(`normalizeZipTimestamps: bad central directory record at ${offset}`);
    }
    view.setUint16(offset + 12, stamp.time, true);
    view.setUint16(offset + 14, stamp.date, true);
    const local = view.getUint32(offset + 42, true);
    if (view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new Error(`normalizeZipTimestamps: bad local header at ${local}`);
    }
    view.setUint16(local + 10, stamp.time, true);
    view.setUint16(local + 12, stamp.date, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}
