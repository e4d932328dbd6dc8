/**
 * The paths the server itself owns and no search engine should index: the API (with its docs)
 * and uploaded files. Everything else is the web app's.
 */
export function isApiOrUploadPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
}
