/**
 * Multipart GraphQL uploads with progress: XMLHttpRequest (fetch has no upload progress), the
 * apollo-require-preflight header Apollo's CSRF prevention wants, the bearer token with one silent
 * refresh on UNAUTHENTICATED, and the result written into the Apollo cache.
 */
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { REQUEST_TIMEOUT_MS } from '@purlwise/core';
import { freshAccessToken, refreshAccessToken } from '../auth/refresh';
import { multipartBody } from './multipart';

/** Uploads may carry up to 10 MB: they get six times the usual request timeout. */
export const UPLOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 6;

/** A failed upload: `errors` holds the GraphQL errors (each with `message` and `extensions.code`) when the server answered. */
export class UploadError extends Error {
  constructor(message: string, readonly errors: { message: string; extensions?: { code?: string } }[] = [], readonly status = 0) {
    super(message);
    this.name = message === 'Request timeout' ? 'TimeoutError' : 'UploadError';
  }
}

interface GraphQLResponse<T> { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] }

/** Sends one multipart request; resolves to the parsed response. Reports progress as a fraction. */
export function sendMultipart<T>(body: FormData, token: string | null, onProgress: (fraction: number) => void): Promise<GraphQLResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as GraphQLResponse<T>);
      } catch {
        reject(new UploadError(`HTTP status: ${xhr.status}`, [], xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Network error', [], 0));
    xhr.ontimeout = () => reject(new UploadError('Request timeout'));
    xhr.send(body);
  });
}

export interface UploadOptions {
  /** Names of active queries to refetch after a successful upload (e.g. ['ItemPictures']). */
  refetchQueries?: string[];
}

export interface UploadState<TData, TVariables> {
  /** Runs the mutation with `variables` (File/Blob values anywhere inside are uploaded). Rejects with UploadError. */
  upload: (variables: TVariables) => Promise<TData>;
  /** 0..1 while sending, null when idle. */
  progress: number | null;
  uploading: boolean;
  /** The last failure, or null. */
  error: UploadError | null;
  /** Clears the error. */
  reset: () => void;
}

/** Upload helper for a mutation document that takes an `Upload` variable. */
export function useUpload<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  options: UploadOptions = {},
): UploadState<TData, TVariables> {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const upload = useCallback(async (variables: TVariables): Promise<TData> => {
    // With __typename selected, the returned objects can be normalised into the cache like Apollo's own results.
    const query = addTypenameToDocument(document);
    const op = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = { query: print(query), operationName: op?.name?.value ?? null, variables };
    setError(null);
    setProgress(0);
    try {
      let res = await sendMultipart<TData>(multipartBody(operation), await freshAccessToken(), setProgress);
      if (res.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
        const token = await refreshAccessToken();
        if (token) { setProgress(0); res = await sendMultipart<TData>(multipartBody(operation), token, setProgress); }
      }
      if (res.errors?.length || !res.data) {
        throw new UploadError(res.errors?.[0]?.message ?? 'Upload failed', res.errors ?? []);
      }
      // Normalises returned objects (User, Picture, ...) so every view of them updates.
      client.cache.write({ query, result: res.data, variables, dataId: 'ROOT_MUTATION' });
      const names = optionsRef.current.refetchQueries;
      if (names?.length) await client.refetchQueries({ include: names });
      return res.data;
    } catch (err) {
      const e = err instanceof UploadError ? err : new UploadError(String((err as Error)?.message ?? err));
      setError(e);
      throw e;
    } finally {
      setProgress(null);
    }
  }, [client, document]);

  return { upload, progress, uploading: progress !== null, error, reset: useCallback(() => setError(null), []) };
}
