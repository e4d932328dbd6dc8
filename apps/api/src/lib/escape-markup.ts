/** Escapes text for HTML or XML content and attribute values: the five characters both treat as markup. */
export const escapeMarkup = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
