/**
 * The upload of an import file to POST /api/account/import (its own route, not /graphql: files up to
 * IMPORT_MAX_BYTES): XMLHttpRequest for the upload progress, the bearer token with one silent refresh on 401.
 * The server answers 202 with the import's id, followed with the accountImport query.
 */
import { freshAccessToken, refreshAccessToken } from '../../features/auth/refresh';
import { UPLOAD_TIMEOUT_MS, UploadError } from '../../features/upload/useUpload';

/** Path of the import upload. */
export const IMPORT_PATH = '/api/account/import';

interface Answer { status: number; body: { id?: string; message?: string; code?: string } }

function send(file: File, token: string | null, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_PATH);
    xhr.withCredentials = true;
    // A large file may take long to send; the server answers as soon as it is saved.
    xhr.timeout = UPLOAD_TIMEOUT_MS * 10;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      try {
        resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) as Answer['body'] });
      } catch {
        reject(new UploadError(`HTTP status: ${xhr.status}`, [], xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Network error', [], 0));
    xhr.ontimeout = () => reject(new UploadError('Request timeout'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads `file` for import; resolves to the import's id. Rejects with an UploadError carrying the server's code. */
export async function uploadImport(file: File, onProgress: (fraction: number) => void): Promise<string> {
  let answer = await send(file, await freshAccessToken(), onProgress);
  if (answer.status === 401) {
    const token = await refreshAccessToken();
    if (token) { onProgress(0); answer = await send(file, token, onProgress); }
  }
  if (answer.status !== 202 || !answer.body.id) {
    const message = answer.body.message ?? 'Upload failed';
    throw new UploadError(message, [{ message, extensions: { code: answer.body.code } }], answer.status);
  }
  return answer.body.id;
}
