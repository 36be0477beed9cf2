import http from 'node:http';

export interface HeldPost {
  /** The server's answer, once `finish` has sent the rest (rejects if the connection is cut). */
  answer: Promise<{ status: number; body: string }>;
  /** Sends the bytes held back: only now can the server answer. */
  finish: () => void;
}

/**
 * A POST of a multipart form whose last bytes are held back until `finish`. Until then the server
 * has the request and every file in it but cannot have answered: whatever the test does meanwhile
 * (a signal, say) provably happens while the request is in flight, however fast the machine.
 */
export async function heldPost(base: string, path: string, headers: Record<string, string>, form: FormData): Promise<HeldPost> {
  // Encoded as fetch would send it: the boundary is in the content type.
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const split = bytes.length - 8; // inside the closing "--boundary--"
  const request = http.request(new URL(path, base), {
    method: 'POST',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(bytes.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
  });
  // Not an unhandled rejection if the test ends without asking.
  answer.catch(() => {});
  request.write(bytes.subarray(0, split));
  return { answer, finish: () => request.end(bytes.subarray(split)) };
}
