import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Catalogue } from './catalogue-en.js';

/** The marks around every pseudo text: what is outside them on a page escaped the catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Í',
  N: 'Ñ',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
};

const accent = (text: string) => text.replace(/[aceinouyACEINOUY]/g, (letter) => ACCENTED[letter] ?? letter);

/** The message with its words accented and its arguments, plurals and tags as they are. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        } as MessageFormatElement;
      default:
        return element;
    }
  });
}

/**
 * The pseudo-locale: every English text accented and marked (`⟦Śtép 1 óf 9⟧`), shown in place of
 * French when it is turned on. A text on a page that is not marked came from outside the catalogue.
 */
export function pseudoCatalogue(english: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(english).map(([id, text]) => [
      id,
      `${PSEUDO_OPEN}${printAST(pseudoElements(parse(text, { ignoreTag: false })))}${PSEUDO_CLOSE}`,
    ]),
  ) as Catalogue;
}
