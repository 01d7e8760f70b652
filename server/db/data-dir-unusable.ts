/** The embedded cluster cannot run with the data folder or binaries as they are; the message says what to do. */
export class DataDirUnusableError extends Error {}
