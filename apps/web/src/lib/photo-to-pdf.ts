/**
 * A photo of a document (a phone's camera or gallery) made into a one-page PDF in the browser, so
 * that the server keeps taking only PDFs (SPEC §5 Documents). The photo is decoded by the browser
 * itself: JPEG and PNG everywhere, HEIC where the browser reads it (Safari); one it cannot read is
 * refused with `PhotoUnreadableError`. pdf-lib loads only when a photo is picked.
 */

/** The file types and names a photo comes with; HEIC/HEIF is what iPhones take. */
const PHOTO_TYPE = /^image\/(jpeg|png|heic|heif)$/i;
const PHOTO_NAME = /\.(jpe?g|png|heic|heif)$/i;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';

/** A US Letter page, in points, with a margin: the photo is fitted onto it, as a scan would be. */
const PAGE = { width: 612, height: 792, margin: 24 };
/** The longest side a photo keeps: sharp enough to read a licence number, small enough to upload on a slow network. */
const MAX_SIDE_PX = 2000;
const JPEG_QUALITY = 0.85;

export class PhotoUnreadableError extends Error {
  constructor(cause?: unknown) {
    super('This browser cannot read this photo.', { cause });
    this.name = 'PhotoUnreadableError';
  }
}

/** By its type; by its name only when the browser gave no type (some pickers give none for HEIC). */
export function isPhoto(file: File): boolean {
  return PHOTO_TYPE.test(file.type) || (!file.type && PHOTO_NAME.test(file.name));
}

/** The photo, turned upright as the camera held it (EXIF) and scaled down, as JPEG bytes. */
async function uprightJpeg(file: File): Promise<{ bytes: ArrayBuffer; width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PhotoUnreadableError(error);
  }
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoUnreadableError();
  // A transparent PNG prints on white, as paper would.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new PhotoUnreadableError();
  return { bytes: await blob.arrayBuffer(), width, height };
}

/** The photo as a PDF file named after it (`licence.heic` → `licence.pdf`). */
export async function photoToPdf(file: File): Promise<File> {
  const photo = await uprightJpeg(file);
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(photo.bytes);
  // A wide photo goes on a landscape page.
  const landscape = photo.width > photo.height;
  const pageWidth = landscape ? PAGE.height : PAGE.width;
  const pageHeight = landscape ? PAGE.width : PAGE.height;
  const page = pdf.addPage([pageWidth, pageHeight]);
  const fit = Math.min((pageWidth - 2 * PAGE.margin) / photo.width, (pageHeight - 2 * PAGE.margin) / photo.height);
  const drawn = { width: photo.width * fit, height: photo.height * fit };
  page.drawImage(image, {
    x: (pageWidth - drawn.width) / 2,
    y: (pageHeight - drawn.height) / 2,
    ...drawn,
  });
  const bytes = await pdf.save();
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.pdf`;
  // A copy on a plain ArrayBuffer, as File takes.
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}
