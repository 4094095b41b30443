/**
 * The server rendering of a page's body, for gatsby-ssr's `replaceRenderer`
 * (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#replaceRenderer).
 *
 * Gatsby renders each body with React 18's `renderToPipeableStream`, which encodes its output into
 * 2,048-byte buffers. When a multi-byte UTF-8 character (é, à, ß, –) does not fit in what is left of
 * a buffer, React 18.3 moves it to the next buffer but still sends the whole first one, unused tail
 * included: one or two NUL bytes land in the page (`Conditions gén\0érales`). React's own fix (a
 * buffer is sent only as far as it was written) is not in React 18. The character itself is never
 * lost, so dropping the unused tail of each buffer gives exactly the HTML React meant to write.
 *
 * Everything else is what Gatsby does: wait for the whole tree (`onAllReady`), then read the stream
 * to its end. The buffers are joined before they are decoded, so no character is cut either.
 */
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** A chunk of React's stream without the unused (zero-filled) tail of its buffer. */
export function withoutUnusedTail(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** Renders `element` to HTML the way Gatsby does, without React 18's buffer padding. */
export function renderBodyHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer | Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(withoutUnusedTail(chunk)));
        next();
      },
    });
    collector.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    collector.on("error", reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(collector);
      },
      onShellError: reject,
      onError(error) {
        collector.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
