/** One server-sent event: its type ('message' when the server names none) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser (WHATWG HTML §9.2.6) for streams read with fetch:
 * chunks may split a line anywhere, even between a CR and its LF. Comments (`: ping`) and
 * unknown fields are skipped; an event without data is not dispatched.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let skipLeadingLf = false;
  let eventType = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n') });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (skipLeadingLf) {
          skipLeadingLf = false;
          if (char === '\n') {
            start = i + 1;
            continue;
          }
        }
        if (char === '\n' || char === '\r') {
          line(buffer.slice(start, i));
          start = i + 1;
          skipLeadingLf = char === '\r';
        }
      }
      buffer = buffer.slice(start);
    },
  };
}

/** Reads a streamed body to its end, handing each complete event over as it arrives. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const parser = createEventStreamParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
