import type { UploadedFile } from '@mieux-disant/domain';

/** Base64 of a file's bytes, without the data-URL prefix. */
export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** The {filename, filetype, filecontent} payload of SPEC.md section 3. */
export async function uploadFile(file: Blob, filename: string): Promise<UploadedFile> {
  return { filename, filetype: file.type || 'application/octet-stream', filecontent: await toBase64(file) };
}

/** Saves a downloaded blob under a name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
