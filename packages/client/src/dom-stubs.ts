/**
 * What happy-dom lacks and Mantine needs (TOOLCHAIN.md), installed by the portal's and the
 * console's test setups alike: media queries that never match, a resize observer that never
 * calls, scrolling that does nothing, and a font set that never loads (Mantine's autosize
 * Textarea re-measures when web fonts load).
 */
export function installDomStubs(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
  Element.prototype.scrollIntoView = () => undefined;
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
}
