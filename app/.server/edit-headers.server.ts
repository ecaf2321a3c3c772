/**
 * Headers added on the way out change the answer itself: a Response made by our code has
 * headers that may change, so copying it (body, status, every header) for each one is waste.
 * Only a response whose headers are immutable (one read from a binding, `fetch()` or a cache)
 * throws on the first change, and is then copied once.
 */
export function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
