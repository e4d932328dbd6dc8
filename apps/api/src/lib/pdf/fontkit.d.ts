// fontkit ships no types; the printed application only opens a font to guard its layout engine.
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown;
}
