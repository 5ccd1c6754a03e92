/**
 * The QR code of an e-ticket number (the qrcode package computes the modules): one SVG path
 * in module units, drawn by the print view as inline SVG and by the PDF as vector paths,
 * so both show the same code at any size.
 */
import QRCode from "qrcode";

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules as an SVG path, one unit per module. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return { size: modules.size, d: parts.join("") };
}
