import type { FastifyReply } from 'fastify';

/** Answers PDF bytes as an attachment, with an RFC 8187 name for non-ASCII file names. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
