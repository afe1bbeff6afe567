/** A decoder of one camera frame: the code's text, or null when the frame shows none. */
export interface FrameDecoder {
  decode: (video: HTMLVideoElement) => Promise<string | null>;
  /** Which reader it is: the browser's own, or zxing's WebAssembly one. */
  kind: 'native' | 'zxing';
}

interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The credential's QR, and the digits-only barcode some printed credentials carry (ADR 0038). */
const NATIVE_FORMATS = ['qr_code', 'code_128'];

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = NATIVE_FORMATS.filter((format) => supported.includes(format));
  // A detector without QR (Chromium on Linux has the class but no formats) is no use here.
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats });
  return {
    kind: 'native',
    decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
  };
}

/**
 * zxing-cpp in WebAssembly, for browsers without a usable BarcodeDetector (Firefox, Safari
 * before 17, Chromium on Linux). Loaded only here, when a scan starts: no page's first JS
 * carries it, and its .wasm is served by the portal itself, not by the library's default CDN.
 */
async function wasmDecoder(): Promise<FrameDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const decode = async (video: HTMLVideoElement) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ['QRCode', 'Code128'],
      maxNumberOfSymbols: 1,
    });
    return results.find((result) => result.isValid)?.text ?? null;
  };
  return { kind: 'zxing', decode };
}

/** The browser's own BarcodeDetector where it reads QR codes, zxing's otherwise. */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? wasmDecoder();
}
