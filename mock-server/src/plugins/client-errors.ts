/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line or header, headers
 * over the size limit, a request that never finishes arriving), answered in the platform's
 * `{ code, message }` shape instead of Fastify's default body.
 */
import type { Socket } from 'node:net';
import type { ErrorCode } from 'shared-api/error-codes';

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

const clientRefusal = (error: NodeJS.ErrnoException): Refusal => {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'bad_request', message: 'The request took too long to arrive.' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'bad_request', message: 'The request headers are too large.' };
  }
  return { status: 400, code: 'bad_request', message: 'The request could not be read.' };
};

/** Fastify's `clientErrorHandler` option: the HTTP parser's refusals, written straight to the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = clientRefusal(error);
  const body = JSON.stringify({ code: refusal.code, message: refusal.message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${REASONS[refusal.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
