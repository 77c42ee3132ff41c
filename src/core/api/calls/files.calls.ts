import { defineCall } from './define-call';
import { startUploadBodySchema, uploadSessionSchema } from '../answering.contract';
import {
  base64UploadBodySchema, chunkHeadersSchema, fileTokenQuerySchema, fileTokenSchema, storageKeyParamsSchema, storedFileSchema, uploadIdParamsSchema,
} from '../files.contract';

const storage = '/api/storage';
const session = `${storage}/uploads/:uploadId`;

/**
 * Files (docs/files.md, decision 7). Each call is open to anyone: a single-use token, an upload's
 * random id or a file's random key is the credential, and the handlers check them.
 */
export const fileCalls = {
  /** with a formId: a token for an answer's file, for anyone the form takes answers from; without: a signed-in user's */
  token: defineCall({ method: 'GET', path: '/api/v1/file/get-token', query: fileTokenQuerySchema, reply: fileTokenSchema, permission: 'public' }),
  /** multipart fields token (first) and file */
  upload: defineCall({ method: 'POST', path: `${storage}/upload`, body: 'multipart', reply: storedFileSchema, permission: 'public' }),
  uploadBase64: defineCall({ method: 'POST', path: `${storage}/upload/base64`, body: base64UploadBodySchema, reply: storedFileSchema, permission: 'public' }),
  /** the bytes; answer attachments only to readers of the form's answers (their session), others 404 */
  file: defineCall({ method: 'GET', path: `${storage}/files/:key`, params: storageKeyParamsSchema, reply: 'raw', permission: 'public' }),
  startUpload: defineCall({ method: 'POST', path: `${storage}/uploads`, body: startUploadBodySchema, reply: uploadSessionSchema, permission: 'public' }),
  /** also HEAD: the bytes received, in Upload-Offset */
  uploadStatus: defineCall({ method: 'GET', path: session, params: uploadIdParamsSchema, reply: uploadSessionSchema, permission: 'public' }),
  /** the body is the chunk's bytes (UPLOAD_CHUNK_TYPE), at most 2 MB */
  appendChunk: defineCall({ method: 'PATCH', path: session, params: uploadIdParamsSchema, headers: chunkHeadersSchema, reply: uploadSessionSchema, permission: 'public' }),
};
