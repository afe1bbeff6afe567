import type { FastifyBaseLogger } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Level } from 'pino';

/**
 * The logger Fastify gives each request, bound to its id, built when it first writes.
 *
 * pino makes a child at once: it runs the bindings through every redaction path and copies the
 * logger, on every request, although at the configured level most requests never write a line.
 * This one stands in for that child and asks the parent for it on the first call at an enabled
 * level; from then on it is that child. Lines are the same as pino's child's: same bindings,
 * same redaction, same level (the route's `logLevel` too).
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.built?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private logger(): FastifyBaseLogger {
    return (this.built ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    const threshold = pino.levels.values[this.level];
    if (threshold === undefined || pino.levels.values[level]! < threshold) return;
    const logger = this.logger();
    Reflect.apply(logger[level], logger, args);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, built on its first line (see above). */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
