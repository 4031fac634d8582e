/** multipart/form-data bodies for `ctx.api.call(..., { payload, headers })`, as a browser's FormData sends. */
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

export const multipartBody = (
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----vestora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
