import { describe, expect, it } from 'vitest';
import { sanitizePositionHtml } from './html.js';

describe('sanitizePositionHtml', () => {
  it('keeps the formatting a job description uses', () => {
    const html = '<h3>Pay</h3><p><strong>$0.68/mile</strong> and <em>benefits</em></p><ul><li>Home weekly</li></ul>';
    expect(sanitizePositionHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<style>body{display:none}</style>text', 'text'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
  ])('removes what could run or restyle the page: %s', (input, expected) => {
    expect(sanitizePositionHtml(input)).toBe(expected);
  });

  it('opens http links safely', () => {
    expect(sanitizePositionHtml('<a href="https://carrier.test/benefits">Benefits</a>')).toBe(
      '<a href="https://carrier.test/benefits" rel="noopener noreferrer nofollow" target="_blank">Benefits</a>',
    );
  });
});
