import type { Page } from '@playwright/test';

/** A JPEG photo as a phone's camera hands it over, drawn by the browser itself. */
export async function aPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#f4e7c5';
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#123';
    context.font = '64px sans-serif';
    context.fillText('DRIVER LICENCE D1234-56789', 60, 400);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
