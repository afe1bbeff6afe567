import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) that shows a QR
 * code holding `text`, black on white in the middle of the frame. YUV4MPEG2, 4:2:0: each frame
 * is its luma plane (the picture) and two chroma planes at 128 (no colour). Chromium loops it.
 */
export function writeQrY4m(file: string, text: string, { width = 640, height = 480 } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + 2 * quiet;
  const scale = Math.floor(Math.min(width, height) / side);
  const left = Math.floor((width - side * scale) / 2);
  const top = Math.floor((height - side * scale) / 2);

  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + quiet) * scale;
      const x0 = left + (col + quiet) * scale;
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(0, y * width + x0, y * width + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
