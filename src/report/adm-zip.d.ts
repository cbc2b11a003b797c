/** The part of adm-zip (which ships no types) that masking a trace uses. */
declare module 'adm-zip' {
  interface ZipEntry {
    entryName: string;
    getData(): Buffer;
    setData(data: Buffer): void;
  }
  export default class AdmZip {
    constructor(input?: Buffer | string);
    getEntries(): ZipEntry[];
    toBuffer(): Buffer;
    addFile(name: string, data: Buffer): void;
    writeZip(file: string): void;
  }
}
