import { describe, expect, it } from 'vitest';
import { descriptionText, SNIPPET_MAX_LENGTH, snippet } from './plain-text.js';

describe('descriptionText', () => {
  it('reads a description as sentences: headings end with a colon, items with a full stop', () => {
    const html =
      '<p><strong>Flatbed Driver</strong> based out of Calgary.</p><h3>What we offer</h3>' +
      '<ul><li>$34 per hour</li><li>Home <em>every</em> night!</li></ul><p>Call us<br>today</p>';
    expect(descriptionText(html)).toBe(
      'Flatbed Driver based out of Calgary. What we offer: $34 per hour. Home every night! Call us. today.',
    );
  });

  it('decodes entities and drops what the sanitizer drops', () => {
    expect(descriptionText('<p>P&amp;D &lt;city&gt; &#39;days&#x27;&nbsp;&#233;t&#xE9;</p><script>x()</script>')).toBe(
      "P&D <city> 'days' été.",
    );
    expect(descriptionText('')).toBe('');
  });
});

describe('snippet', () => {
  it('keeps a short text whole', () => {
    expect(snippet('Home every night.')).toBe('Home every night.');
  });

  it('ends after the last whole sentence when that keeps most of the room', () => {
    const text = `${'a'.repeat(120)}. Then more words that run on well past the limit of a search result's snippet`;
    expect(snippet(text)).toBe(`${'a'.repeat(120)}.`);
  });

  it('otherwise cuts between words and marks the cut', () => {
    const text = 'word, '.repeat(40);
    const cut = snippet(text);
    expect(cut.length).toBeLessThanOrEqual(SNIPPET_MAX_LENGTH);
    expect(cut).toMatch(/^(word, )*word…$/);
  });

  it('cuts inside a word only when one word fills the room', () => {
    expect(snippet('x'.repeat(400))).toBe(`${'x'.repeat(SNIPPET_MAX_LENGTH - 1)}…`);
  });
});
