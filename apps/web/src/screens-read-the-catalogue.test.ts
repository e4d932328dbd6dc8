import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawTexts } from './test/raw-texts';

// The web app's source (jsdom gives import.meta.url an http: scheme, so not from it).
const srcDir = import.meta.dirname;

async function screenSources(): Promise<string[]> {
  const entries = await readdir(srcDir, { recursive: true });
  return entries
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith(`test${path.sep}`))
    .map((name) => path.join(srcDir, name));
}

describe('every text a screen shows comes from the catalogues', () => {
  it('no screen writes words of its own: each reads them by id, in the page’s language', async () => {
    const found = [];
    for (const file of await screenSources()) {
      const texts = rawTexts(path.relative(srcDir, file), await readFile(file, 'utf8'));
      found.push(...texts.map(({ file: name, line, text }) => `${name}:${line}: ${text}`));
    }
    expect(found).toEqual([]);
  });

  it('finds a read of the texts in English, which stay English on a French page', () => {
    const source = "import { inEnglish as english, MAX_UPLOAD_BYTES } from '@roadhire/shared';";
    expect(rawTexts('a.ts', source).map(({ text }) => text)).toEqual([
      'reads the texts in English (inEnglish as english)',
    ]);
  });

  it('finds words written in JSX, in a text attribute, in a child expression and in each branch of a choice', () => {
    const source = `
      export const A = ({ done }: { done: boolean }) => (
        <Stack title="Saved" aria-label={'Close'}>
          Welcome back
          {'Try again'}
          <Button label={done ? t('common.ok') : \`Step \${n}\`} />
          <Badge>PDF</Badge>
          <Text c="dimmed" data-kind="answer">{t('careers.title')}</Text>
        </Stack>
      );`;
    expect(rawTexts('a.tsx', source).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Saved',
      '3: Close',
      '4: Welcome back',
      '5: Try again',
      '6: Step',
    ]);
  });
});
