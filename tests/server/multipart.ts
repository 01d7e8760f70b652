// A multipart/form-data body for app.inject: text fields and files, as a browser's FormData sends them.
export type MultipartFile = { field: string; filename: string; contentType: string; bytes: Buffer };

export function multipart(fields: Record<string, string | number>, files?: MultipartFile | MultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nexo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of [files ?? []].flat()) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
