import { describe, expect, it } from 'vitest';
import { winAnsiText } from './win-ansi.js';

describe('winAnsiText', () => {
  it('keeps ASCII, Latin-1 accents and the Windows-1252 typographic signs', () => {
    expect(winAnsiText('Zoë Côté – “Bienvenue” 5 € … ß')).toBe('Zoë Côté – “Bienvenue” 5 € … ß');
  });

  it('composes accents written as two characters', () => {
    expect(winAnsiText('Rene\u0301e')).toBe('Renée');
  });

  it('replaces what Helvetica cannot print with one ? per character', () => {
    expect(winAnsiText('李雷 🚚 Ω')).toBe('?? ? ?');
    expect(winAnsiText('a\u0000b\u200bc')).toBe('a?b?c');
  });

  it('keeps line breaks, normalises Windows ones and turns tabs into spaces', () => {
    expect(winAnsiText('one\r\ntwo\rthree\tfour\n')).toBe('one\ntwo\nthree four\n');
  });
});
