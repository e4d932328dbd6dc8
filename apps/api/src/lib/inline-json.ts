/**
 * JSON to write inside an HTML `<script>` data block: `<`, `>` and `&` become escapes JSON reads
 * back unchanged, so no text in the data can close the element or open a comment. U+2028/2029
 * are escaped too, for readers that treat the block as script.
 */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
