import { describe, expect, it } from 'vitest';
import { createEventStreamParser, readEventStream, type StreamEvent } from './event-stream.ts';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('event stream parser', () => {
  it('reads named events with their data and skips comments (the server ping)', () => {
    expect(
      parse(['event: inbox\ndata: {"cantidad":3}\n\n: ping\n\nevent: etapa\ndata: {"n":1}\n\n']),
    ).toEqual([
      { event: 'inbox', data: '{"cantidad":3}' },
      { event: 'etapa', data: '{"n":1}' },
    ]);
  });

  it('puts an event together from chunks that split lines anywhere', () => {
    expect(parse(['eve', 'nt: inb', 'ox\nda', 'ta: {"cantidad"', ':1}\n', '\n'])).toEqual([
      { event: 'inbox', data: '{"cantidad":1}' },
    ]);
  });

  it('accepts CRLF and CR line ends, even a CRLF split between two chunks', () => {
    expect(parse(['event: a\r', '\ndata: 1\r\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins several data lines with a newline and names an unnamed event "message"', () => {
    expect(parse(['data: uno\ndata:dos\n\n'])).toEqual([{ event: 'message', data: 'uno\ndos' }]);
  });

  it('dispatches nothing for an event without data or one not yet ended by a blank line', () => {
    expect(parse(['event: inbox\n\n', 'event: inbox\ndata: {}\n'])).toEqual([]);
  });

  it('a new event does not inherit the previous event name', () => {
    expect(parse(['event: inbox\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'inbox', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });

  it('reads a streamed body whose bytes split a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('event: etapa\ndata: {"texto":"Pidió información"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'etapa', data: '{"texto":"Pidió información"}' }]);
  });
});
